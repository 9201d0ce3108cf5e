'use client';

import './debug.css';
import { type FormEvent, useState } from 'react';
import { describeEmailSettings } from '@/lib/debug/settings';
import {
  DEFAULT_EMAILJS_ORIGIN,
  isEmailConfigured,
  missingEmailSettings,
} from '@/lib/notifications';
import { EMAIL_SETTING_ENV_KEYS } from '@/lib/notifications';
import { sendTestEmail } from '@/lib/notifications';
import type { TestSendOutcome } from '@/lib/notifications';
import { emailSettings } from '@/lib/config/env';
import { TextField } from '@/components/ui/text-field';
import { SettingsTable } from './settings-table';
import { DescriptionList } from '@/components/ui/description-list';

const settingRows = describeEmailSettings(emailSettings, DEFAULT_EMAILJS_ORIGIN);
const emailOn = isEmailConfigured(emailSettings);
const missing = missingEmailSettings(emailSettings).map((key) => EMAIL_SETTING_ENV_KEYS[key]);

/** A test send's outcome: the result's status and text (docs/notifications.md). */
function Outcome({ outcome }: { outcome: TestSendOutcome }) {
  if (outcome.kind === 'skipped') return <p className="debug-error">{outcome.reason}</p>;
  const sent = outcome.kind === 'sent';
  return (
    <div className={sent ? 'debug-ok' : 'debug-error'}>
      <p>{sent ? 'Sent.' : `Not sent: ${outcome.description}.`}</p>
      <DescriptionList
        className="debug-list"
        items={[
          ['Status', outcome.status ?? 'none (no answer)'],
          ['Text', outcome.text],
        ]}
      />
    </div>
  );
}

/**
 * /email-test (docs/product.md#routes): which e-mail settings this build has (masked, never in full) and a
 * form that sends one test e-mail and shows the result's status and text.
 */
export function EmailTestView() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<TestSendOutcome | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setOutcome(null);
    const result = await sendTestEmail(emailSettings, { name, email });
    setOutcome(result);
    setSending(false);
  };

  return (
    <div className="debug-page">
      <h1>Email Configuration Test</h1>
      <p className={emailOn ? 'debug-ok' : 'debug-error'}>
        {emailOn
          ? 'E-mail notifications are on: registration, login, booking and cancellation send e-mail.'
          : `E-mail notifications are off: ${missing.join(', ')} not set.`}
      </p>

      <section className="debug-section" aria-labelledby="email-settings">
        <h2 id="email-settings">Settings</h2>
        <SettingsTable
          rows={settingRows}
          statusHeading="Status"
          valueHeading="Value (masked)"
          status={(row) => (row.present ? 'Set' : row.required ? 'Missing (required)' : 'Not set')}
          withLabels
        />
      </section>

      <section className="debug-section" aria-labelledby="email-test-send">
        <h2 id="email-test-send">Send a test email</h2>
        <form className="debug-form" onSubmit={onSubmit} noValidate>
          <TextField
            id="email-test-name"
            label="Name"
            name="name"
            type="text"
            autoComplete="name"
            value={name}
            onChange={setName}
          />
          <TextField
            id="email-test-address"
            label="Email address"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
          />
          <button type="submit" className="button" disabled={sending}>
            {sending ? 'Sending…' : 'Send test email'}
          </button>
        </form>
        <div role="status" aria-labelledby="email-test-result" className="debug-result">
          <h3 id="email-test-result">Result</h3>
          {outcome ? (
            <Outcome outcome={outcome} />
          ) : (
            <p>{sending ? 'Sending…' : 'Nothing sent yet.'}</p>
          )}
        </div>
      </section>
    </div>
  );
}

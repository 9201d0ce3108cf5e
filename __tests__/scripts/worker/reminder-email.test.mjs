/**
 * The reminder worker's pure parts: the e-mail's content, its settings and how each transport
 * answer is classified (docs/reminders.md).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  buildReminderEmail,
  leadTime,
  loadReminderContext,
} from '../../../scripts/worker/reminder-email.mjs';
import { buildOfferEmail } from '../../../scripts/worker/offer-slot.mjs';
import { readWorkerConfig } from '../../../scripts/worker/run.mjs';
import {
  createSendReminderTask,
  parseReminderPayload,
} from '../../../scripts/worker/send-reminder.mjs';
import {
  emailJsTransport,
  SendRefused,
  SendUncertain,
} from '../../../scripts/worker/transports.mjs';
// An English account's reminder and offer, and a child's follow-up (migration 016).
import {
  assertOpening,
  FOLLOW_UP_FOR_MIA as followUpForMia,
  OFFER as offer,
  REMINDER as appointment,
  REMINDER_SUBJECT,
} from './payloads.mjs';

const context = await loadReminderContext('https://clinic.example/booking/');

describe('leadTime', () => {
  it('says how long before the visit a reminder goes', () => {
    const texts = [
      [1440, '24 hours'],
      [120, '2 hours'],
      [60, '1 hour'],
      [90, '1 hour 30 minutes'],
      [45, '45 minutes'],
      [2880, '2 days'],
    ];
    const { t } = context.textsFor('en', 'America/New_York');
    for (const [minutes, text] of texts) assert.equal(leadTime(minutes, t), text, `${minutes} min`);
  });
});

describe('buildReminderEmail', () => {
  it('names the doctor, the clinic time, the reference, the clinic and the one link', () => {
    const email = buildReminderEmail(appointment, 1440, context);
    assert.equal(email.to, 'ann@example.com');
    assert.equal(email.subject, REMINDER_SUBJECT);
    const reference = context.bookingReference(42);
    assert.match(reference, /^[34679ACEFGHJKMNPRTWXY]{4}-[34679ACEFGHJKMNPRTWXY]{4}$/);
    assert.equal(
      email.text,
      [
        'Hello Ann Lee,',
        '',
        'This is a reminder of your appointment at Riverside Clinic, in about 24 hours.',
        '',
        'Doctor: Dr. Amelia Hart (Cardiology)',
        'When: Monday, November 23, 2026 at 10:00 AM (clinic time, America/New York)',
        `Booking reference: ${reference}`,
        'Where: 120 Riverside Avenue, Springfield, NY 10001',
        'Phone: (555) 010-2030',
        '',
        'To cancel or reschedule, open your appointments and use the buttons there:',
        'https://clinic.example/booking/appointments',
        'Opening the link changes nothing by itself.',
        '',
        'Riverside Clinic',
      ].join('\n'),
    );
    assert.deepEqual(
      {
        ...email.templateParams,
        message: undefined,
      },
      {
        to_email: 'ann@example.com',
        to_name: 'Ann Lee',
        doctor_name: 'Dr. Amelia Hart',
        appointment_date: 'Monday, November 23, 2026 at 10:00 AM',
        reason: 'Check-up',
        language: 'en',
        subject: email.subject,
        message: undefined,
        booking_reference: reference,
        clinic_name: 'Riverside Clinic',
        clinic_address: '120 Riverside Avenue, Springfield, NY 10001',
        clinic_phone: '(555) 010-2030',
        appointments_url: 'https://clinic.example/booking/appointments',
        reminder_lead_time: '24 hours',
      },
    );
  });

  it("adds the visitor's own time when the booking stored the visitor's zone", () => {
    const email = buildReminderEmail(
      { ...appointment, visitor_time_zone: 'Europe/Berlin' },
      120,
      context,
    );
    assert.ok(email.text.includes('Your time: 10:00 clinic time — 16:00 your time'), email.text);
    assert.equal(
      email.templateParams.appointment_date,
      'Monday, November 23, 2026 at 10:00 AM (10:00 clinic time — 16:00 your time)',
    );
  });
});

describe('the visit’s type, person and instructions (migration 016)', () => {
  it('a reminder names the type with its length, the person, and the instructions as a line', () => {
    const email = buildReminderEmail({ ...appointment, ...followUpForMia }, 1440, context);
    const lines = assertOpening(
      email,
      'Reminder: your appointment for Mia Lee with Dr. Amelia Hart on Monday, November 23, 2026 at 10:00 AM',
      'This is a reminder of your appointment for Mia Lee at Riverside Clinic, in about 24 hours.',
    );
    assert.deepEqual(lines.slice(4, 6), [
      'Visit: Follow-up, 15 minutes',
      'Doctor: Dr. Amelia Hart (Cardiology)',
    ]);
    assert.deepEqual(lines.slice(lines.indexOf('Phone: (555) 010-2030') + 1).slice(0, 3), [
      '',
      'Before your visit: Bring your inhaler.',
      '',
    ]);
    assert.deepEqual(
      {
        visit_type: email.templateParams.visit_type,
        visit_length: email.templateParams.visit_length,
        visit_instructions: email.templateParams.visit_instructions,
        visit_for: email.templateParams.visit_for,
      },
      {
        visit_type: 'Follow-up',
        visit_length: '15 minutes',
        visit_instructions: 'Bring your inhaler.',
        visit_for: 'Mia Lee',
      },
    );
  });

  it('names neither type nor person when the clinic has one type and the visit is the holder’s', () => {
    const plain = buildReminderEmail(appointment, 1440, context);
    const oneType = buildReminderEmail(
      {
        ...appointment,
        visit_type_name: 'Consultation',
        duration: 30,
        instructions: null,
        family_member_name: null,
        visit_type_count: 1,
      },
      1440,
      context,
    );
    assert.deepEqual(oneType, plain, 'the default clinic’s reminder is unchanged');
    const holdersFollowUp = buildReminderEmail(
      { ...appointment, ...followUpForMia, family_member_name: null, instructions: null },
      1440,
      context,
    );
    assert.ok(holdersFollowUp.text.includes('\nVisit: Follow-up, 15 minutes\n'));
    assert.ok(holdersFollowUp.text.includes('reminder of your appointment at Riverside Clinic'));
    assert.equal(holdersFollowUp.templateParams.visit_for, 'Ann Lee');
    assert.ok(!holdersFollowUp.text.includes('Before your visit'));
  });

  it('an offer names them the same way, and the default clinic’s offer is unchanged', () => {
    const email = buildOfferEmail({ ...offer, ...followUpForMia }, context, { allAtOnce: false });
    assert.equal(
      email.subject,
      'An earlier time is free for Mia Lee: Dr. Amelia Hart on Monday, November 23, 2026 at 10:00 AM',
    );
    const lines = email.text.split('\n');
    assert.deepEqual(lines.slice(2, 7), [
      'A time you asked to hear about for Mia Lee has opened at Riverside Clinic.',
      '',
      'Visit: Follow-up, 15 minutes',
      'Doctor: Dr. Amelia Hart (Cardiology)',
      'When: Monday, November 23, 2026 at 10:00 AM (clinic time, America/New York)',
    ]);
    assert.deepEqual(lines.slice(7, 9), ['', 'Before your visit: Bring your inhaler.']);
    assert.equal(email.templateParams.visit_for, 'Mia Lee');
    const plain = buildOfferEmail(offer, context, { allAtOnce: false });
    assert.deepEqual(
      buildOfferEmail(
        { ...offer, visit_type_name: 'Consultation', duration: 30, visit_type_count: 1 },
        context,
        { allAtOnce: false },
      ),
      plain,
    );
    assert.ok(!('visit_type' in plain.templateParams));
  });
});

describe('readWorkerConfig', () => {
  it('lists every missing or malformed setting at once', () => {
    assert.throws(() => readWorkerConfig({ WORKER_CONCURRENCY: 'many', SITE_URL: 'clinic' }), {
      message:
        'The worker cannot start; missing or malformed: WORKER_DATABASE_URL (postgres://clinic_worker:…@host/clinic), ' +
        'SITE_URL (the site’s http(s) URL, for the link to /appointments), ' +
        'SMTP_URL or EMAILJS_PRIVATE_KEY (how reminders are sent), WORKER_CONCURRENCY (a whole number ≥ 1)',
    });
    assert.throws(
      () =>
        readWorkerConfig({
          WORKER_DATABASE_URL: 'postgres://w@h/c',
          SITE_URL: 'https://c.example',
          EMAILJS_PRIVATE_KEY: 'k',
        }),
      {
        message:
          /NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, NEXT_PUBLIC_EMAILJS_SERVICE_ID, NEXT_PUBLIC_EMAILJS_TEMPLATE_ID$/,
      },
    );
  });

  it('prefers SMTP when SMTP_URL is set and applies the defaults', () => {
    const config = readWorkerConfig({
      WORKER_DATABASE_URL: 'postgres://w@h/c',
      SITE_URL: 'https://c.example',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      EMAILJS_PRIVATE_KEY: 'k',
    });
    assert.deepEqual(config.transport, { kind: 'smtp', url: 'smtp://127.0.0.1:2525', from: null });
    assert.deepEqual(
      [config.concurrency, config.sendTimeoutMs, config.heartbeatMs, config.staleMs],
      [4, 30000, 5000, 30000],
    );
  });
});

describe('parseReminderPayload', () => {
  it('refuses a payload that names no reminder', () => {
    assert.deepEqual(parseReminderPayload({ appointment_id: 7, offset_minutes: 120 }), {
      appointmentId: 7,
      offsetMinutes: 120,
    });
    assert.throws(() => parseReminderPayload({ appointment_id: 7 }), /send_reminder needs/);
  });
});

describe('emailJsTransport', () => {
  const email = buildReminderEmail(appointment, 120, context);
  const transportAnswering = (answer) =>
    emailJsTransport({
      origin: 'https://api.emailjs.example',
      serviceId: 's',
      templateId: 't',
      publicKey: 'p',
      privateKey: 'secret',
      timeoutMs: 1000,
      fetch: answer,
    });

  it('posts the REST API body with the private key as accessToken', async () => {
    let request;
    const transport = transportAnswering(async (url, init) => {
      request = { url, body: JSON.parse(init.body) };
      return new Response('OK', { status: 200 });
    });
    await transport.send(email, 'reminder.42.120');
    assert.equal(request.url, 'https://api.emailjs.example/api/v1.0/email/send');
    assert.deepEqual(
      { ...request.body, template_params: undefined },
      {
        service_id: 's',
        template_id: 't',
        user_id: 'p',
        accessToken: 'secret',
        template_params: undefined,
      },
    );
    assert.equal(request.body.template_params.booking_reference, context.bookingReference(42));
  });

  it('tells a refusal worth retrying, a final refusal and an unknown outcome apart', async () => {
    const outcome = async (answer) => {
      try {
        await transportAnswering(answer).send(email, 'k');
        return 'sent';
      } catch (error) {
        if (error instanceof SendRefused) return error.temporary ? 'retry' : 'refused';
        if (error instanceof SendUncertain) return 'uncertain';
        throw error;
      }
    };
    const status = (code) => async () => new Response('no', { status: code });
    const fails = (error) => async () => {
      throw error;
    };
    assert.deepEqual(
      await Promise.all([
        outcome(status(429)),
        outcome(status(503)),
        outcome(status(400)),
        outcome(status(403)),
        outcome(
          fails(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } })),
        ),
        outcome(
          fails(
            Object.assign(new TypeError('fetch failed'), { cause: { code: 'UND_ERR_SOCKET' } }),
          ),
        ),
        outcome(fails(new DOMException('timed out', 'TimeoutError'))),
      ]),
      ['retry', 'retry', 'refused', 'refused', 'retry', 'uncertain', 'uncertain'],
    );
  });
});

describe('createSendReminderTask', () => {
  /** Runs the task once with the claim answering `claimed`; returns what it recorded and threw. */
  async function runTask({ claimed, send, attempts = 1, maxAttempts = 3 }) {
    const calls = [];
    const helpers = {
      job: { id: 9, attempts, max_attempts: maxAttempts, locked_by: 'worker-a' },
      logger: { info() {}, warn() {}, error() {} },
      async query(text, values) {
        calls.push({ text, values });
        return {
          rows: [text.includes('claim_reminder') ? { result: claimed } : { recorded: true }],
        };
      },
    };
    const sent = [];
    const task = createSendReminderTask({
      context,
      transport: {
        name: 'smtp',
        async send(email, key) {
          sent.push({ to: email.to, key });
          return send();
        },
        close() {},
      },
    });
    const thrown = await task({ appointment_id: 42, offset_minutes: 120 }, helpers).then(
      () => null,
      (error) => error,
    );
    const finish = calls.find((call) => call.text.includes('finish_reminder'));
    return { sent, outcome: finish?.values[3], error: finish?.values[8], thrown };
  }
  const claim = { action: 'send', attempt: 1, appointment };

  it('records a send and completes the job', async () => {
    const result = await runTask({ claimed: claim, send: async () => ({ messageId: '<m@x>' }) });
    assert.deepEqual(result, {
      sent: [{ to: 'ann@example.com', key: 'reminder.42.120' }],
      outcome: 'sent',
      error: null,
      thrown: null,
    });
  });

  it('sends nothing when the claim says there is nothing to send', async () => {
    const result = await runTask({ claimed: { action: 'none', status: 'sent' }, send: null });
    assert.deepEqual([result.sent, result.outcome], [[], undefined]);
  });

  it('hands a temporary refusal back to graphile-worker until the last try, then fails it', async () => {
    const busy = async () => {
      throw new SendRefused('SMTP answered 451: busy', { temporary: true });
    };
    const early = await runTask({ claimed: claim, send: busy, attempts: 1 });
    assert.equal(early.outcome, 'retry');
    assert.equal(early.thrown?.message, 'SMTP answered 451: busy');
    const last = await runTask({ claimed: claim, send: busy, attempts: 3 });
    assert.deepEqual(
      [last.outcome, last.error, last.thrown],
      ['failed', 'SMTP answered 451: busy', null],
    );
  });

  it('never retries an uncertain send, and fails a patient without an address unsent', async () => {
    const lost = await runTask({
      claimed: claim,
      send: async () => {
        throw new SendUncertain('SMTP: socket closed');
      },
    });
    assert.deepEqual([lost.outcome, lost.thrown], ['uncertain', null]);
    const noAddress = await runTask({
      claimed: { ...claim, appointment: { ...appointment, patient_email: null } },
      send: null,
    });
    assert.deepEqual(
      [noAddress.sent, noAddress.outcome, noAddress.error],
      [[], 'failed', 'The patient has no e-mail address.'],
    );
  });
});

'use client';

import './debug.css';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { probeBackend, probeTargets } from '@/lib/debug/backend-probe';
import type { ProbeResult, ProbeTargets } from '@/lib/debug/backend-probe';
import { apiBaseUrl } from '@/lib/config/env';

type Run =
  | { state: 'running'; targets: ProbeTargets }
  | { state: 'done'; targets: ProbeTargets; health: ProbeResult; root: ProbeResult }
  | { state: 'invalid'; message: string };

/** One probe's outcome: status and body, or the connection error's text. */
function ProbeOutcome({
  title,
  id,
  url,
  result,
}: {
  title: string;
  id: string;
  url: string;
  result: ProbeResult | null;
}) {
  return (
    <section className="debug-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>
        <code>GET {url}</code>
      </p>
      {result === null ? (
        <p>Checking…</p>
      ) : result.kind === 'response' ? (
        <dl className="debug-list">
          <div>
            <dt>Status</dt>
            <dd>
              {result.status}
              {result.statusText ? ` ${result.statusText}` : ''}
              {result.ok ? '' : ' (error status)'}
            </dd>
          </div>
          <div>
            <dt>Time</dt>
            <dd>{result.elapsedMs} ms</dd>
          </div>
          <div>
            <dt>Body</dt>
            <dd>
              {result.body === '' ? (
                <em>(empty)</em>
              ) : (
                <pre className="debug-pre" tabIndex={0}>
                  {result.body}
                </pre>
              )}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="debug-error">Connection failed: {result.error}</p>
      )}
    </section>
  );
}

/** Runs both probes of `targets` side by side. */
async function probeAll(targets: ProbeTargets): Promise<Run> {
  const [health, root] = await Promise.all([
    probeBackend(targets.health),
    probeBackend(targets.root),
  ]);
  return { state: 'done', targets, health, root };
}

/** The targets of this build's API base; null if it does not parse (lib/config/env.ts checks it). */
function configuredTargets(): ProbeTargets | null {
  try {
    return probeTargets(apiBaseUrl);
  } catch {
    return null;
  }
}

const invalidBase: Run = {
  state: 'invalid',
  message: 'Enter an absolute http:// or https:// URL.',
};

/**
 * /api-test (docs/product.md#routes, docs/debug.md): GETs `{api}/health` and the backend's root
 * and shows each status and body, or the connection error's text. Runs once on load with this
 * build's API base (`NEXT_PUBLIC_API_URL`); another base can be typed in and checked.
 */
export function ApiTestView() {
  const [base, setBase] = useState(apiBaseUrl);
  const [run, setRun] = useState<Run>(() => {
    const targets = configuredTargets();
    return targets ? { state: 'running', targets } : invalidBase;
  });
  // Only the latest check may show its results.
  const latest = useRef(0);

  useEffect(() => {
    // The first check runs once the page is in the browser; there is no backend at build time.
    const targets = configuredTargets();
    if (!targets) return;
    const id = ++latest.current;
    void probeAll(targets).then((done) => {
      if (latest.current === id) setRun(done);
    });
    return () => {
      latest.current += 1;
    };
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let targets: ProbeTargets;
    try {
      targets = probeTargets(base);
    } catch {
      setRun(invalidBase);
      return;
    }
    const id = ++latest.current;
    setRun({ state: 'running', targets });
    const done = await probeAll(targets);
    if (latest.current === id) setRun(done);
  };

  const targets = run.state !== 'invalid' ? run.targets : null;
  const done = run.state === 'done' ? run : null;
  return (
    <div className="debug-page">
      <h1>API Connection Test</h1>
      <p>
        Checks the backend at the API base URL of this build (<code>{apiBaseUrl}</code>). The
        site&apos;s own pages never call a backend; only this page does.
      </p>
      <form className="debug-form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="api-base-url">API base URL</label>
          <input
            id="api-base-url"
            name="api-base-url"
            type="url"
            value={base}
            onChange={(event) => setBase(event.target.value)}
            aria-describedby={run.state === 'invalid' ? 'api-base-url-error' : undefined}
            aria-invalid={run.state === 'invalid' ? true : undefined}
          />
        </div>
        {run.state === 'invalid' ? (
          <p id="api-base-url-error" className="form-error" role="alert">
            {run.message}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={run.state === 'running'}>
          {run.state === 'running' ? 'Checking…' : 'Run checks'}
        </button>
      </form>
      <div aria-live="polite" aria-busy={run.state === 'running'}>
        {targets ? (
          <>
            <ProbeOutcome
              title="Health check"
              id="probe-health"
              url={targets.health}
              result={done ? done.health : null}
            />
            <ProbeOutcome
              title="Backend root"
              id="probe-root"
              url={targets.root}
              result={done ? done.root : null}
            />
          </>
        ) : null}
      </div>
      {targets ? (
        <section className="debug-section" aria-labelledby="probe-listed">
          <h2 id="probe-listed">Other endpoints (listed, not called)</h2>
          <ul>
            {targets.listed.map((url) => (
              <li key={url}>
                <code>{url}</code>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

'use client';

import './debug.css';
import { useEffect, useState, version as reactVersion } from 'react';
import packageJson from '@/package.json';
import {
  collectDebugInfo,
  readBrowserFacts,
  readStorageEntries,
  saveDebugInfo,
} from '@/lib/debug/debug-info';
import type { DebugInfo } from '@/lib/debug/debug-info';
import { describeBuildSettings } from '@/lib/debug/settings';
import { env, rawEnv } from '@/lib/config/env';
import { toUserMessage } from '@/lib/errors/to-user-message';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { DescriptionList } from '@/components/ui/description-list';
import { SettingsTable } from './settings-table';

const buildSettings = describeBuildSettings(env, rawEnv);

/** Next.js puts its version on `window.next` in the browser. */
function nextVersion(): string {
  const next = (window as Window & { next?: { version?: unknown } }).next;
  return typeof next?.version === 'string' ? next.version : packageJson.dependencies.next;
}

/** Collects the report from this page's browser now. */
function collect(): DebugInfo {
  return collectDebugInfo({
    settings: buildSettings,
    browser: readBrowserFacts(),
    storage: readStorageEntries(),
    versions: {
      app: packageJson.version,
      next: nextVersion(),
      react: reactVersion,
      '@emailjs/browser': packageJson.dependencies['@emailjs/browser'],
    },
    url: window.location.href,
    now: new Date(),
  });
}

function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

/** A definition list of plain values. */
function Facts({ facts }: { facts: [string, string | number | boolean][] }) {
  return (
    <DescriptionList
      className="debug-list"
      items={facts.map(([term, value]) => [term, String(value)] as const)}
    />
  );
}

type SaveState = { kind: 'saved'; at: string } | { kind: 'failed'; message: string } | null;

/** /debug (docs/debug.md): the report, and a button that saves it under `debugInfo`. */
export function DebugInfoView() {
  const [info, setInfo] = useState<DebugInfo | null>(null);
  const [saved, setSaved] = useState<SaveState>(null);

  useEffect(() => {
    // Browser facts exist only in the browser, so the report is read after the first render.
    const timer = setTimeout(() => setInfo(collect()), 0);
    return () => clearTimeout(timer);
  }, []);

  const onSave = () => {
    const report = collect();
    try {
      saveDebugInfo(report);
      setSaved({ kind: 'saved', at: new Date(report.collectedAt).toLocaleTimeString() });
    } catch (error) {
      setSaved({ kind: 'failed', message: toUserMessage(error, 'Could not save the report.') });
    }
    // Show the sizes as they are now, the saved report included.
    setInfo(collect());
  };

  return (
    <div className="debug-page">
      <h1>Debug Information</h1>
      <p>Build settings and facts about this browser, for support. Secrets are shown masked.</p>
      <div className="debug-actions">
        <button type="button" className="button" onClick={onSave} disabled={!info}>
          Save debug info
        </button>
        <div role="status" className="debug-result">
          {saved?.kind === 'saved' ? (
            <p className="debug-ok">
              Saved to localStorage under &apos;{STORAGE_KEYS.debugInfo}&apos; at {saved.at}.
            </p>
          ) : saved?.kind === 'failed' ? (
            <p className="debug-error">{saved.message}</p>
          ) : null}
        </div>
      </div>

      {!info ? (
        <p className="loading">Collecting…</p>
      ) : (
        <>
          <section className="debug-section" aria-labelledby="debug-build">
            <h2 id="debug-build">Build settings</h2>
            <SettingsTable
              rows={buildSettings}
              statusHeading="Set"
              valueHeading="Value in use"
              status={(row) => (row.present ? 'Yes' : 'No (default)')}
            />
          </section>

          <section className="debug-section" aria-labelledby="debug-browser">
            <h2 id="debug-browser">Browser</h2>
            <Facts
              facts={[
                ['User agent', info.browser.userAgent],
                ['Language', info.browser.languages.join(', ') || info.browser.language],
                ['Time zone', info.browser.timeZone],
                ['Online', info.browser.online ? 'yes' : 'no'],
                ['Cookies enabled', info.browser.cookiesEnabled ? 'yes' : 'no'],
              ]}
            />
          </section>

          <section className="debug-section" aria-labelledby="debug-screen">
            <h2 id="debug-screen">Screen</h2>
            <Facts
              facts={[
                ['Screen', `${info.screen.width} × ${info.screen.height}`],
                ['Available', `${info.screen.availWidth} × ${info.screen.availHeight}`],
                ['Viewport', `${info.screen.viewportWidth} × ${info.screen.viewportHeight}`],
                ['Device pixel ratio', info.screen.devicePixelRatio],
                ['Color depth', `${info.screen.colorDepth} bit`],
              ]}
            />
          </section>

          <section className="debug-section" aria-labelledby="debug-storage">
            <h2 id="debug-storage">Local storage</h2>
            {info.storage.length === 0 ? (
              <p>No keys stored.</p>
            ) : (
              <div className="debug-table-wrap">
                <table className="debug-table">
                  <thead>
                    <tr>
                      <th scope="col">Key</th>
                      <th scope="col">Characters</th>
                      <th scope="col">Size</th>
                    </tr>
                  </thead>
                  <tbody>
                    {info.storage.map((entry) => (
                      <tr key={entry.key}>
                        <th scope="row">
                          <code>{entry.key}</code>
                        </th>
                        <td>{entry.characters}</td>
                        <td>{formatBytes(entry.bytes)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>

          <section className="debug-section" aria-labelledby="debug-versions">
            <h2 id="debug-versions">Versions</h2>
            <Facts facts={Object.entries(info.versions)} />
          </section>
        </>
      )}
    </div>
  );
}

import chat from './chat-env.json';
import clinicFile from './clinic-file-env.json';
import emailDebug from './email-debug-env.json';
import hosting from './hosting-env.json';
import shared from './shared-env.json';

/** One static export the end-to-end run builds. */
export interface E2eExport {
  /** The folder `next build` writes, relative to the project: `out`, `out-debug`, … */
  dir: string;
  /** What it is, for the build's log line. */
  what: string;
  /** Its own settings, over every setting unset and the clinic's (scripts/e2e.mjs). */
  settings: Record<string, string>;
  /** NEXT_PUBLIC_BASE_PATH it is built with: '' (the host's root) or e.g. '/clinic'. */
  basePath: string;
}

/**
 * The e2e exports, built by scripts/e2e.mjs and each served by the servers the specs use. `out/` talks to the model stub with the text-generation protocol;
 * `out-debug/` has the debug pages and no chat endpoint (it is also the "no chat endpoint"
 * build); `out-shared/` uses the data
 * API (docs/shared-mode.md), and `out-shared-outage/` a PostgREST of the same database that
 * its spec stops and starts; `out-clinic/` is a preview under the base path `/clinic`
 * (docs/hosting.md); `out-six-doctors/` is built from another clinic file, six doctors
 * and a Sunday clinic (docs/configuration.md#the-clinic-file), and `out-example-clinic/` from the
 * example clinic file, four visit types on a 15-minute grid (docs/visit-types.md#the-example-clinic),
 * whose assistant speaks chat completions to the stub.
 */
export const E2E_EXPORTS: readonly E2eExport[] = [
  { what: 'the static export', settings: { ...emailDebug.normal, ...chat.tgi } },
  { what: 'the debug export (NEXT_PUBLIC_DEBUG=true)', settings: emailDebug.debug },
  { what: 'the shared-mode export', settings: shared.site },
  { what: 'the shared-mode export whose data API stops', settings: shared.outage },
  { what: 'the preview export under /clinic', settings: hosting.basePathSite },
  { what: 'the six-doctor clinic file export', settings: clinicFile.site },
  // The chat-completions protocol's one test needs no export of its own (a build is 20–35 s).
  {
    what: 'the example clinic file export (visit types, chat completions)',
    settings: { ...clinicFile.example, ...chat.openaiChat },
  },
].map(({ what, settings }: { what: string; settings: Record<string, string> }) => ({
  what,
  settings,
  dir: settings.NEXT_DIST_DIR ?? 'out',
  basePath: settings.NEXT_PUBLIC_BASE_PATH ?? '',
}));

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { appointmentTexts } from '../../lib/appointments/texts';
import en from '../../messages/en.json';
import { doctorSelect } from './support/app';
import { expect, test } from './support/fixtures';
import { register } from './support/shared-api';
import sharedEnv from './support/shared-env.json';
import { DATA_API_DOWN, logInAs, runOnSharedSite } from './support/shared-site';

/**
 * Shared mode with the data API down (docs/shared-mode.md#the-site-in-shared-mode): the booking page says the
 * clinic can't be reached, keeps what the visitor typed, never says 'none' of what it could not
 * read, and comes back by itself once the server answers. The data API is a real PostgREST of
 * the shared database, started by this spec for the export that talks to it
 * (out-shared-outage/, scripts/e2e.mjs), and really stopped: other specs keep theirs.
 */

runOnSharedSite();
test.use({ baseURL: `http://127.0.0.1:${sharedEnv.ports.outageSite}` });

/** What scripts/e2e.mjs passes: PostgREST's binary, its environment and its URL. */
interface OutagePostgrest {
  bin: string;
  env: Record<string, string>;
  url: string;
}

const config: OutagePostgrest | null = process.env.E2E_OUTAGE_POSTGREST
  ? (JSON.parse(process.env.E2E_OUTAGE_POSTGREST) as OutagePostgrest)
  : null;
const OUTAGE_EXPORT = path.join(__dirname, '..', '..', sharedEnv.outage.NEXT_DIST_DIR);

/** Starts this spec's PostgREST and resolves once it answers; `stop` kills it and waits. */
async function startDataApi({
  bin,
  env,
  url,
}: OutagePostgrest): Promise<{ stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(bin, [], {
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`PostgREST exited (${child.exitCode})`);
        return fetch(`${url}/doctors`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { message: `PostgREST answering on ${url}`, timeout: 30_000 },
    )
    .toBe(200);
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

test.beforeAll(() => {
  test.skip(!config, 'no outage PostgREST settings: run through npm run test:e2e');
  test.skip(
    !existsSync(path.join(OUTAGE_EXPORT, 'index.html')),
    `no ${sharedEnv.outage.NEXT_DIST_DIR}/: run npm run test:e2e without --skip-build`,
  );
});

test('with the data API stopped, the booking form says the clinic cannot be reached, keeps the reason typed, and comes back when it answers', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(DATA_API_DOWN);
  let dataApi = await startDataApi(config!);
  try {
    const patient = await register(request, 'Olga');
    await logInAs(page, patient);
    await page.goto('/appointments/new/');
    await doctorSelect(page);

    await dataApi.stop();
    await page.reload();
    await expect(
      page.getByRole('status').filter({ hasText: appointmentTexts.clinicUnreachable }),
    ).toBeVisible();
    await expect(page.getByLabel('Doctor', { exact: true })).toBeDisabled();
    // The waitlist could not be read either: it says so, never 'You are not on any waitlist.'
    const waitlist = page.getByRole('region', { name: en.waitlist.sectionTitle });
    await expect(waitlist.getByText(appointmentTexts.clinicUnreachable)).toBeVisible();
    await expect(waitlist.getByText(en.waitlist.noEntries)).toHaveCount(0);
    await page.getByLabel('Reason for visit').fill('Follow-up on my blood test');

    // The server comes back: the form reads the doctors again by itself, the reason kept.
    dataApi = await startDataApi(config!);
    await expect(page.getByLabel('Doctor', { exact: true })).toBeEnabled({ timeout: 15_000 });
    await expect(page.getByText(appointmentTexts.clinicUnreachable)).toHaveCount(0);
    await expect(waitlist.getByText(en.waitlist.noEntries)).toBeVisible();
    await expect(page.getByLabel('Reason for visit')).toHaveValue('Follow-up on my blood test');
  } finally {
    await dataApi.stop();
  }
});

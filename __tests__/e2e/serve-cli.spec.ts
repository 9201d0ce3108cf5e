import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { heading } from './support/app';
import { E2E_EXPORTS } from './support/exports';
import { DATA_API_DOWN } from './support/shared-site';
import { expect, test } from './support/fixtures';

/**
 * `npx serve out` and `npm run serve` (docs/hosting.md): every export the e2e run
 * builds, served by the `serve` package's own binary with only the `serve.json` the build wrote
 * into it, and by scripts/serve.mjs, answers the way the host configs do: the home page and a
 * nested route under the base path, a path without its slash redirected to it, an unknown path
 * the 404 page with status 404, and the site's headers on each. Each server listens on a free
 * loopback port and is stopped by its pid.
 */

const root = path.join(__dirname, '..', '..');

/** A static server started as `node <args>`, which prints its port once it listens. */
interface StaticServer {
  name: string;
  args: (dir: string) => string[];
  listening: RegExp;
}

const SERVERS: StaticServer[] = [
  {
    // The binary `npx serve` runs (the devDependency, so the test needs no network).
    name: "the serve package's binary",
    args: (dir) => [
      path.join(root, 'node_modules', 'serve', 'build', 'main.js'),
      dir,
      '--listen',
      'tcp://127.0.0.1:0',
      '--no-port-switching',
      '--no-clipboard',
    ],
    listening: /Accepting connections at http:\/\/127\.0\.0\.1:(\d+)/,
  },
  {
    name: 'scripts/serve.mjs',
    args: (dir) => ['scripts/serve.mjs', '--dir', dir, '--port', '0', '--host', '127.0.0.1'],
    listening: /Serving \S+ on http:\/\/localhost:(\d+)\//,
  },
];

/**
 * Starts `server` for `dir` on 127.0.0.1 at a port the system picks; resolves with its origin
 * once it listens. Rejects with everything it printed when it exits first (`serve` prints a
 * refused serve.json, then exits with 1) or does not listen within 15 s.
 */
async function start(
  server: StaticServer,
  dir: string,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, server.args(dir), {
    cwd: root,
    // serve would otherwise ask the npm registry for a newer version of itself.
    env: { ...process.env, NO_UPDATE_CHECK: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${server.name} did not listen for ${dir}:\n${printed}`)),
      15_000,
    );
    const read = (chunk: Buffer) => {
      printed += chunk.toString();
      const port = server.listening.exec(printed)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${server.name} exited with ${code} for ${dir}:\n${printed}`));
    });
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => process.kill(child.pid!, 'SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      process.kill(child.pid!, 'SIGTERM');
    });
  return { origin, stop };
}

/** The headers serve.json gives every response (scripts/security-headers.mjs). */
function siteHeaders(dir: string): { key: string; value: string }[] {
  const { headers } = JSON.parse(readFileSync(path.join(root, dir, 'serve.json'), 'utf8')) as {
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  return headers.find((rule) => rule.source === '**')?.headers ?? [];
}

/** Every export with every server. */
const CASES = E2E_EXPORTS.flatMap(({ dir, basePath, settings }) =>
  SERVERS.map((staticServer) => ({
    dir,
    basePath,
    staticServer,
    dataApi: settings.NEXT_PUBLIC_DATA_API_URL ?? null,
  })),
);

for (const { dir, basePath, staticServer, dataApi } of CASES) {
  test.describe(`${dir}/ served by ${staticServer.name}`, () => {
    test.skip(
      !existsSync(path.join(root, dir, 'index.html')),
      `needs the ${dir}/ export (npm run test:e2e builds it)`,
    );
    let server: Awaited<ReturnType<typeof start>> | undefined;
    test.beforeAll(async () => {
      server = await start(staticServer, dir);
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    test('answers the home page, a nested route, a bare path and an unknown path like the hosts', async ({
      request,
    }) => {
      const site = `${server!.origin}${basePath}`;
      const headers = siteHeaders(dir);
      expect(headers.map(({ key }) => key)).toContain('Content-Security-Policy');

      for (const route of ['/', '/login/', '/appointments/new/']) {
        const response = await request.get(`${site}${route}`, { maxRedirects: 0 });
        expect(response.status(), route).toBe(200);
        expect(response.headers()['content-type'], route).toContain('text/html');
        for (const { key, value } of headers) {
          expect(response.headers()[key.toLowerCase()], `${key} of ${route}`).toBe(value);
        }
      }
      const bare = await request.get(`${site}/appointments/new`, { maxRedirects: 0 });
      expect(bare.status()).toBe(301);
      expect(bare.headers().location).toBe(`${basePath}/appointments/new/`);

      for (const missing of ['/no-such-page/', '/appointments/none/', '/no-such-file.js']) {
        const response = await request.get(`${site}${missing}`, { maxRedirects: 0 });
        expect(response.status(), missing).toBe(404);
        expect(await response.text(), missing).toContain('Page not found');
        expect(response.headers()['content-security-policy'], missing).toBe(
          headers.find(({ key }) => key === 'Content-Security-Policy')?.value,
        );
      }
      // Under /es/, the Spanish one from scripts/serve.mjs; `serve` knows one 404 page only
      // (docs/languages.md#pages-for-any-address).
      const spanish = staticServer.name === 'scripts/serve.mjs';
      for (const missing of ['/es/no-such-page/', '/es/no-such-file.js']) {
        const response = await request.get(`${site}${missing}`, { maxRedirects: 0 });
        expect(response.status(), missing).toBe(404);
        const text = await response.text();
        expect(/<html lang="(\w+)"/.exec(text)?.[1], missing).toBe(spanish ? 'es' : 'en');
        expect(/<h1>([^<]*)<\/h1>/.exec(text)?.[1], missing).toBe(
          spanish ? 'Página no encontrada' : 'Page not found',
        );
      }

      // The code the pages load, from under the base path, cached for a year.
      const home = await (await request.get(`${site}/`)).text();
      const scripts = [...home.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(script).toMatch(new RegExp(`^${basePath}/_next/static/`));
        const response = await request.get(`${server!.origin}${script}`, { maxRedirects: 0 });
        expect(response.status(), script).toBe(200);
        expect(response.headers()['cache-control'], script).toBe(
          'public, max-age=31536000, immutable',
        );
      }
      if (basePath) {
        // As the hosts' web root holds only the base path: the root leads there, and a page
        // outside it is not found.
        const top = await request.get(`${server!.origin}/`, { maxRedirects: 0 });
        expect(top.status()).toBe(302);
        expect(top.headers().location).toBe(`${basePath}/`);
        const outside = await request.get(`${server!.origin}/login/`, { maxRedirects: 0 });
        expect(outside.status()).toBe(404);
      }
    });

    test('the home page and a nested route open in the browser', async ({
      page,
      consoleErrors,
    }) => {
      // A shared-mode export's data API is not this server's: out-shared-outage/'s is down
      // outside its own spec, and the pages then say so, as they should.
      if (dataApi) consoleErrors.allow(DATA_API_DOWN);
      const failed: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(`${server!.origin}${basePath}/`);
      await expect(heading(page)).toBeVisible();
      await page.goto(`${server!.origin}${basePath}/login/`);
      await expect(heading(page)).toHaveText('Log In');
      expect(failed).toEqual([]);
    });
  });
}

/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectOrigins, writeSecurityHeaders } from '../../scripts/security-headers.mjs';

/** A build's settings as scripts/e2e.mjs passes them: model endpoint and EmailJS on the stubs. */
const localBuild: Record<string, string> = {
  NEXT_PUBLIC_CHAT_ENDPOINT: 'http://127.0.0.1:4175/generate',
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'key',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template',
  NEXT_PUBLIC_EMAILJS_ORIGIN: 'http://127.0.0.1:4174',
  NEXT_PUBLIC_DEBUG: 'false',
};

/** connect-src of a policy, as its list of sources. */
function connectSrc(policy: string): string[] {
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'connect-src');
  if (!directive) throw new Error(`no connect-src in ${policy}`);
  return directive.slice(1);
}

/** A fresh export directory with one page, for each test. */
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'csp-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script>self.x=1</script>');
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('scripts/security-headers.mjs connect-src', () => {
  it('leaves a local-mode build (no data API, or an empty setting) exactly as before', () => {
    const before = ['http://127.0.0.1:4175', 'http://127.0.0.1:4174'];
    expect(connectOrigins(localBuild)).toEqual(before);
    expect(connectOrigins({ ...localBuild, NEXT_PUBLIC_DATA_API_URL: '' })).toEqual(before);
    expect(connectOrigins({ ...localBuild, NEXT_PUBLIC_DATA_API_URL: '  ' })).toEqual(before);

    const { policy } = writeSecurityHeaders(dir, { ...localBuild, NEXT_PUBLIC_DATA_API_URL: '' });
    expect(connectSrc(policy)).toEqual(["'self'", ...before]);
  });

  it("adds the data API's origin, without its path, to a shared-mode build", () => {
    const shared = {
      ...localBuild,
      NEXT_PUBLIC_DATA_API_URL: 'https://data.clinic.example/rest/v1',
    };
    expect(connectOrigins(shared)).toEqual([
      'http://127.0.0.1:4175',
      'https://data.clinic.example',
      'http://127.0.0.1:4174',
    ]);

    const { policy } = writeSecurityHeaders(dir, shared);
    expect(connectSrc(policy)).toContain('https://data.clinic.example');
    const served = JSON.parse(readFileSync(path.join(dir, 'serve.json'), 'utf8')) as {
      headers: { headers: { key: string; value: string }[] }[];
    };
    const csp = served.headers[0]?.headers.find((h) => h.key === 'Content-Security-Policy');
    expect(connectSrc(csp?.value ?? '')).toContain('https://data.clinic.example');
    expect(readFileSync(path.join(dir, '_headers'), 'utf8')).toContain(
      'https://data.clinic.example',
    );
  });

  it('adds nothing for a data API setting that is not an http(s) URL', () => {
    expect(
      connectOrigins({ ...localBuild, NEXT_PUBLIC_DATA_API_URL: 'javascript:alert(1)' }),
    ).toEqual(['http://127.0.0.1:4175', 'http://127.0.0.1:4174']);
  });

  it('names no e-mail origin in a preview that sends no e-mail (docs/hosting.md#previews)', () => {
    const preview = { ...localBuild, NEXT_PUBLIC_DEPLOY_ENV: 'preview' };
    expect(connectOrigins(preview)).toEqual(['http://127.0.0.1:4175']);
    expect(connectOrigins({ ...preview, NEXT_PUBLIC_PREVIEW_EMAIL: 'true' })).toEqual([
      'http://127.0.0.1:4175',
      'http://127.0.0.1:4174',
    ]);
  });
});

describe('scripts/security-headers.mjs and the service worker', () => {
  it('allows only the site itself as worker and manifest source, and serves sw.js uncached', () => {
    const { policy } = writeSecurityHeaders(dir, localBuild);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");

    const served = JSON.parse(readFileSync(path.join(dir, 'serve.json'), 'utf8')) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    expect(served.headers.find((rule) => rule.source === 'sw.js')?.headers).toEqual([
      { key: 'Cache-Control', value: 'no-cache' },
    ]);
    expect(readFileSync(path.join(dir, '_headers'), 'utf8')).toContain(
      '/sw.js\n  Cache-Control: no-cache\n',
    );
  });

  // Debian's nginx and Caddy know no type for .webmanifest (docs/hosting.md#hosts).
  it("gives nginx and Caddy the web app manifests' type, for both languages' manifests", () => {
    writeSecurityHeaders(dir, localBuild);
    expect(readFileSync(path.join(dir, 'nginx.conf'), 'utf8')).toContain(
      'location ~ \\.webmanifest$ {\n    types { }\n    default_type application/manifest+json;\n}',
    );
    expect(readFileSync(path.join(dir, 'Caddyfile'), 'utf8')).toContain(
      '\t@webmanifest path *.webmanifest\n\theader @webmanifest Content-Type "application/manifest+json"\n',
    );
  });
});

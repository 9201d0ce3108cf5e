/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  HOST_FILES,
  HSTS,
  LANGUAGE_PREFIXES,
  STATIC_CACHE_CONTROL,
  headerRules,
  metaPolicy,
  withMetaPolicy,
  writeSecurityHeaders,
  type Header,
  type HeaderRules,
} from '../../scripts/security-headers.mjs';
import { DEFAULT_LOCALE, isLocale, localePath, type Locale } from '@/lib/i18n';

/**
 * Every host's file is parsed back in its own syntax and compared with the rules it was written
 * from (docs/hosting.md): which headers go on every response, which on `_next/static/`,
 * under which path, and which page answers 404.
 */
interface Parsed {
  /** The path pattern of the site-wide rule, in the host's syntax. */
  sitePattern?: string;
  site: Header[];
  staticPattern: string;
  /** Headers on `_next/static/` (the static rule alone, or everything sent there). */
  staticAssets: Header[];
  notFound?: string;
  /** The 404 page each language prefix gets instead, on hosts that tell paths apart. */
  languageNotFound: { prefix: string; page: string }[];
  /** The service worker's rule: its path pattern and the headers sent there. */
  serviceWorkerPattern: string;
  serviceWorker: Header[];
}

const POLICY =
  "default-src 'self'; script-src 'self' 'sha256-abc='; connect-src 'self' https://api.emailjs.com; frame-ancestors 'none'";

const byKey = (headers: Header[]) => [...headers].sort((a, b) => a.key.localeCompare(b.key));
const entries = (object: Record<string, string>) =>
  Object.entries(object).map(([key, value]) => ({ key, value }));

function parseNetlify(text: string): Parsed {
  const blocks: { source: string; headers: Header[] }[] = [];
  for (const line of text.split('\n').filter(Boolean)) {
    if (!line.startsWith(' ')) blocks.push({ source: line, headers: [] });
    else {
      const [, key, value] = /^\s+([^:]+):\s(.*)$/.exec(line) ?? [];
      blocks.at(-1)?.headers.push({ key: String(key), value: String(value) });
    }
  }
  return parseJsonRules(blocks);
}

function parseJsonRules(rules: { source: string; headers: Header[] }[]): Parsed {
  expect(rules).toHaveLength(3);
  const [site, assets, worker] = rules as [(typeof rules)[0], (typeof rules)[0], (typeof rules)[0]];
  return {
    sitePattern: site.source,
    site: site.headers,
    staticPattern: assets.source,
    staticAssets: assets.headers,
    languageNotFound: [],
    serviceWorkerPattern: worker.source,
    serviceWorker: worker.headers,
  };
}

/**
 * A host file of line-based blocks (nginx, Apache): `opens` names the block a line opens
 * ('static', 'worker' or a language's 'path', with its path pattern), `closes` ends it; headers
 * outside a block are the site's, and a 404 page inside a path's block is that path's.
 */
interface BlockSyntax {
  opens: (line: string) => { block: 'static' | 'worker' | 'path'; pattern?: string } | null;
  closes: string;
  header: RegExp;
  notFound: RegExp;
}

function parseBlocks(text: string, syntax: BlockSyntax): Parsed {
  const headers = {
    site: [] as Header[],
    static: [] as Header[],
    worker: [] as Header[],
    path: [] as Header[],
  };
  const patterns = { static: '', worker: '', path: '' };
  let inside: keyof typeof headers = 'site';
  let notFound: string | undefined;
  const languageNotFound: Parsed['languageNotFound'] = [];
  for (const line of text.split('\n').map((l) => l.trim())) {
    const opened = syntax.opens(line);
    if (opened) {
      inside = opened.block;
      if (opened.pattern !== undefined) patterns[opened.block] = opened.pattern;
      continue;
    }
    if (line === syntax.closes) inside = 'site';
    const header = syntax.header.exec(line);
    if (header) headers[inside].push({ key: header[1]!, value: header[2]! });
    const page = syntax.notFound.exec(line)?.[1];
    if (page && inside === 'path') languageNotFound.push({ prefix: patterns.path, page });
    else if (page) notFound = page;
  }
  expect(headers.path).toEqual([]);
  return {
    site: headers.site,
    staticPattern: patterns.static,
    staticAssets: headers.static,
    notFound,
    languageNotFound,
    serviceWorkerPattern: patterns.worker,
    serviceWorker: headers.worker,
  };
}

/** nginx: `add_header K "v" always;` at the server level, in `location ^~ <prefix>` and `location = <path>`. */
const parseNginx = (text: string) =>
  parseBlocks(text, {
    opens: (line) => {
      const [, kind, pattern] = /^location (\^~ |= )?(\S+) \{$/.exec(line) ?? [];
      if (pattern === undefined) return null;
      // A plain `location` (no `^~` or `=`) is a path's: the site's own, or a language's.
      if (kind === undefined) return { block: 'path', pattern };
      return { block: kind.trim() === '=' ? 'worker' : 'static', pattern };
    },
    closes: '}',
    header: /^add_header (\S+) "([^"]*)" always;$/,
    notFound: /^error_page 404 (\S+);$/,
  });

/**
 * Apache: `Header always set K "v"` at the top and inside `<If "%{REQUEST_URI} …">`; a
 * language's 404 page inside `<If "%{REQUEST_URI} -strmatch '<prefix>*'">`.
 */
const parseApache = (text: string) =>
  parseBlocks(text, {
    opens: (line) => {
      const glob = /^<If "%\{REQUEST_URI\} -strmatch '(.*)\*'">$/.exec(line)?.[1];
      if (glob !== undefined) return { block: 'path', pattern: glob };
      const prefix = /^<If "%\{REQUEST_URI\} =~ m#\^(.*)#">$/.exec(line)?.[1];
      if (prefix !== undefined) return { block: 'static', pattern: prefix.replace(/\\\./g, '.') };
      const exact = /^<If "%\{REQUEST_URI\} == '(.*)'">$/.exec(line)?.[1];
      return exact === undefined ? null : { block: 'worker', pattern: exact };
    },
    closes: '</If>',
    header: /^Header always set (\S+) "([^"]*)"$/,
    notFound: /^ErrorDocument 404 (\S+)$/,
  });

/**
 * Caddy: `header { K "v" }` blocks, the second one with a path matcher; the 404 rewrites, each
 * in the `handle` of a named matcher, which a language's names with `path <prefix>*`.
 */
function parseCaddy(text: string): Parsed {
  const blocks: { matcher: string; headers: Header[] }[] = [];
  let current: (typeof blocks)[0] | null = null;
  let notFound: string | undefined;
  const languageNotFound: Parsed['languageNotFound'] = [];
  const matcherPaths = new Map<string, string>();
  let matcher = '';
  let handled = '';
  for (const line of text.split('\n').map((l) => l.trim())) {
    matcher = /^(@\S+) \{$/.exec(line)?.[1] ?? matcher;
    const matched = /^path (\S+)\*$/.exec(line)?.[1];
    if (matched) matcherPaths.set(matcher, matched);
    handled = /^handle (@\S+) \{$/.exec(line)?.[1] ?? handled;
    const opened = /^header ?(\S*) \{$/.exec(line);
    if (opened) {
      current = { matcher: opened[1] ?? '', headers: [] };
      blocks.push(current);
      continue;
    }
    if (line === '}') current = null;
    const header = /^(\S+) "([^"]*)"$/.exec(line);
    if (current && header) current.headers.push({ key: header[1]!, value: header[2]! });
    const rewrite = /^rewrite \* (\S+)$/.exec(line)?.[1];
    const prefix = matcherPaths.get(handled);
    if (rewrite && prefix) languageNotFound.push({ prefix, page: rewrite });
    else if (rewrite) notFound = rewrite;
  }
  expect(blocks).toHaveLength(3);
  const [site, assets, worker] = blocks as [
    (typeof blocks)[0],
    (typeof blocks)[0],
    (typeof blocks)[0],
  ];
  expect(site.matcher).toBe('');
  return {
    site: site.headers,
    staticPattern: assets.matcher,
    staticAssets: assets.headers,
    notFound,
    languageNotFound,
    serviceWorkerPattern: worker.matcher,
    serviceWorker: worker.headers,
  };
}

const PARSERS: Record<string, (text: string) => Parsed> = {
  _headers: parseNetlify,
  'vercel.json': (text) => parseJsonRules(JSON.parse(text).headers),
  'firebase.json': (text) => parseJsonRules(JSON.parse(text).hosting.headers),
  'staticwebapp.config.json': (text) => {
    const config = JSON.parse(text);
    expect(config.routes).toHaveLength(2);
    return {
      site: entries(config.globalHeaders),
      staticPattern: config.routes[0].route,
      staticAssets: entries(config.routes[0].headers),
      notFound: config.responseOverrides['404'].rewrite,
      languageNotFound: [],
      serviceWorkerPattern: config.routes[1].route,
      serviceWorker: entries(config.routes[1].headers),
    };
  },
  'nginx.conf': parseNginx,
  '.htaccess': parseApache,
  Caddyfile: parseCaddy,
  'serve.json': (text) => parseJsonRules(JSON.parse(text).headers),
};

/** What each host's file must say, from the rules: [site pattern, static pattern, HSTS?]. */
function expected(file: string, rules: HeaderRules) {
  const base = rules.basePath;
  const patterns: Record<string, [string | undefined, string]> = {
    _headers: [`${base}/*`, `${base}/_next/static/*`],
    'vercel.json': [`${base}/(.*)`, `${base}/_next/static/(.*)`],
    'firebase.json': [`${base}/**`, `${base}/_next/static/**`],
    'staticwebapp.config.json': [undefined, `${base}/_next/static/*`],
    'nginx.conf': [undefined, `${base}/_next/static/`],
    '.htaccess': [undefined, `${base}/_next/static/`],
    Caddyfile: [undefined, `${base}/_next/static/*`],
    // serve-handler's globs are relative to the export; scripts/serve.mjs strips the base path.
    'serve.json': ['**', '_next/static/**'],
  };
  // Firebase sets HSTS itself and refuses it; the local server speaks plain HTTP.
  const hsts = !['firebase.json', 'serve.json'].includes(file);
  const site = hsts ? [...rules.site, rules.hsts] : rules.site;
  // nginx replaces the server's headers in a location with its own: it repeats them all.
  const staticAssets =
    file === 'nginx.conf' ? [...site, ...rules.staticAssets] : rules.staticAssets;
  const [sitePattern, staticPattern] = patterns[file]!;
  const withNotFound = ['staticwebapp.config.json', 'nginx.conf', '.htaccess', 'Caddyfile'];
  return {
    sitePattern,
    site,
    staticPattern,
    staticAssets,
    notFound: withNotFound.includes(file) ? `${base}/404.html` : undefined,
    // Hosts with one error page only serve the English one for every path.
    languageNotFound: ['nginx.conf', '.htaccess', 'Caddyfile'].includes(file)
      ? [{ prefix: `${base}/es/`, page: `${base}/es/404.html` }]
      : [],
    // serve-handler's globs are relative to the export.
    serviceWorkerPattern: file === 'serve.json' ? 'sw.js' : `${base}/sw.js`,
    serviceWorker:
      file === 'nginx.conf' ? [...site, ...rules.serviceWorkerHeaders] : rules.serviceWorkerHeaders,
  };
}

it("names a language prefix for each of the site's languages but the default", () => {
  expect(LANGUAGE_PREFIXES.every((prefix) => isLocale(prefix) && prefix !== DEFAULT_LOCALE)).toBe(
    true,
  );
  expect(LANGUAGE_PREFIXES.map((prefix) => localePath(prefix as Locale, '/'))).toEqual(
    LANGUAGE_PREFIXES.map((prefix) => `/${prefix}/`),
  );
  expect(LANGUAGE_PREFIXES).toHaveLength(1);
});

describe.each([
  { name: 'at the root', basePath: '', preview: false },
  { name: "under '/clinic', a preview", basePath: '/clinic', preview: true },
])('every host file, $name (scripts/security-headers.mjs)', ({ basePath, preview }) => {
  const rules = headerRules({ policy: POLICY, basePath, preview });

  it('has one writer and one parser per host', () => {
    expect(Object.keys(HOST_FILES).sort()).toEqual(Object.keys(PARSERS).sort());
  });

  it.each(Object.keys(PARSERS))('%s says what the rules say', (file) => {
    const parsed = PARSERS[file]!(HOST_FILES[file]!(rules));
    const want = expected(file, rules);
    expect(parsed.sitePattern).toBe(want.sitePattern);
    expect(byKey(parsed.site)).toEqual(byKey(want.site));
    expect(parsed.staticPattern).toBe(want.staticPattern);
    expect(byKey(parsed.staticAssets)).toEqual(byKey(want.staticAssets));
    expect(parsed.notFound).toBe(want.notFound);
    expect(parsed.languageNotFound).toEqual(want.languageNotFound);
    expect(parsed.serviceWorkerPattern).toBe(want.serviceWorkerPattern);
    expect(byKey(parsed.serviceWorker)).toEqual(byKey(want.serviceWorker));
  });

  it('the rules carry the policy, the security headers, HSTS and the long caching', () => {
    const site = Object.fromEntries(rules.site.map(({ key, value }) => [key, value]));
    expect(site['Content-Security-Policy']).toBe(POLICY);
    expect(site['X-Content-Type-Options']).toBe('nosniff');
    expect(site['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(site['Permissions-Policy']).toContain('camera=()');
    expect(site['X-Robots-Tag']).toBe(preview ? 'noindex, nofollow' : undefined);
    expect(rules.hsts).toEqual({ key: 'Strict-Transport-Security', value: HSTS });
    expect(rules.staticAssets).toEqual([{ key: 'Cache-Control', value: STATIC_CACHE_CONTROL }]);
  });
});

describe('the policy in each page (scripts/security-headers.mjs)', () => {
  it('leaves out what a meta tag cannot carry', () => {
    expect(metaPolicy(`${POLICY}; report-uri /csp; sandbox allow-forms`)).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc='; connect-src 'self' https://api.emailjs.com",
    );
  });

  it('goes right after <meta charset>, once, however often it is written', () => {
    const html = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>x()</script></head>';
    const once = withMetaPolicy(html, POLICY);
    expect(withMetaPolicy(once, POLICY)).toBe(once);
    expect(once).toBe(
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${metaPolicy(POLICY)}"/><script>x()</script></head>`,
    );
  });

  describe('in an export', () => {
    let dir: string;
    const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    const page = (script: string, base = '') =>
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script src="${base}/_next/static/a.js"></script><script>${script}</script></head><body></body></html>`;
    const metaOf = (file: string) =>
      /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(
        readFileSync(path.join(dir, file), 'utf8'),
      )?.[1];

    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'hosts-'));
      mkdirSync(path.join(dir, 'login'));
      writeFileSync(path.join(dir, 'index.html'), page('home()', '/clinic'));
      writeFileSync(path.join(dir, 'login', 'index.html'), page('login()', '/clinic'));
    });

    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it("gives each page its own scripts' hashes and the headers files all of them", () => {
      const env = { NEXT_PUBLIC_BASE_PATH: '/clinic', NEXT_PUBLIC_DEPLOY_ENV: 'preview' };
      const { policy, files } = writeSecurityHeaders(dir, env);
      expect(metaOf('index.html')).toContain(sha('home()'));
      expect(metaOf('index.html')).not.toContain(sha('login()'));
      expect(metaOf('login/index.html')).toContain(sha('login()'));
      expect(metaOf('index.html')).not.toContain('frame-ancestors');
      expect(policy).toContain(`${sha('home()')} ${sha('login()')}`.split(' ').sort().join(' '));
      for (const file of files) {
        expect(readFileSync(path.join(dir, file), 'utf8')).toContain(sha('login()'));
      }
      expect(readFileSync(path.join(dir, '_headers'), 'utf8')).toMatch(/^\/clinic\/\*$/m);

      // A second run finds the same scripts and writes the same files.
      const before = readFileSync(path.join(dir, 'index.html'), 'utf8');
      expect(writeSecurityHeaders(dir, env).policy).toBe(policy);
      expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe(before);
    });

    it("puts a language's 404 page where the hosts look, with its own policy", () => {
      mkdirSync(path.join(dir, 'es', '404'), { recursive: true });
      writeFileSync(path.join(dir, 'es', '404', 'index.html'), page('noEncontrada()', '/clinic'));
      writeSecurityHeaders(dir, { NEXT_PUBLIC_BASE_PATH: '/clinic' });
      expect(metaOf('es/404.html')).toContain(sha('noEncontrada()'));
      expect(readFileSync(path.join(dir, 'es', '404.html'), 'utf8')).toBe(
        readFileSync(path.join(dir, 'es', '404', 'index.html'), 'utf8'),
      );
      expect(readFileSync(path.join(dir, 'nginx.conf'), 'utf8')).toContain(
        'error_page 404 /clinic/es/404.html;',
      );
    });

    it('stops when run with another base path than the pages were built with', () => {
      expect(() => writeSecurityHeaders(dir, { NEXT_PUBLIC_BASE_PATH: '' })).toThrow(
        'were built with NEXT_PUBLIC_BASE_PATH="/clinic", not ""',
      );
      expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe(page('home()', '/clinic'));
    });
  });
});

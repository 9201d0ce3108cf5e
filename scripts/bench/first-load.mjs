/**
 * First-load bytes of a route: the scripts and stylesheets its HTML references, each fetched
 * from the benchmark's gzip server with `Accept-Encoding: gzip` and counted as the compressed
 * bytes that arrive (plus the uncompressed size, for reference).
 *
 * Referenced means `<script src>` anywhere in the document and `<link>` with rel `stylesheet`,
 * `modulepreload` or `preload` (as script or style): Next lists a route's chunks as async
 * scripts and preloads, and both are fetched on first load. A script with the `nomodule`
 * attribute (Next's polyfills, which modern browsers skip) is counted apart.
 */
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';

/**
 * GETs `url` asking for gzip and returns the bytes as sent.
 * @returns {Promise<{status: number, encoding: string|null, wire: number, size: number,
 *   body: Buffer}>} `wire` compressed bytes received, `size` after decompression
 */
export function fetchGzip(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'] ?? null;
        const body = encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({
          status: response.statusCode ?? 0,
          encoding,
          wire: raw.length,
          size: body.length,
          body,
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * The assets an HTML document references, in document order, without duplicates.
 * @param {string} html
 * @returns {{scripts: string[], noModule: string[], styles: string[]}} URLs as written
 */
export function referencedAssets(html) {
  const scripts = [];
  const noModule = [];
  const styles = [];
  const add = (list, url) => {
    if (url && !scripts.includes(url) && !noModule.includes(url) && !styles.includes(url))
      list.push(url);
  };
  // node-html-parser keeps script bodies (the RSC payload) as text, so tag-like text in them
  // is never read as markup.
  for (const element of parse(html).querySelectorAll('script, link')) {
    if (element.tagName === 'SCRIPT') {
      add(element.hasAttribute('nomodule') ? noModule : scripts, element.getAttribute('src'));
      continue;
    }
    const rel = (element.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
    const as = (element.getAttribute('as') ?? '').toLowerCase();
    const href = element.getAttribute('href');
    if (rel.includes('stylesheet') || (rel.includes('preload') && as === 'style'))
      add(styles, href);
    else if (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script'))
      add(scripts, href);
  }
  // A polyfill that is also preloaded is still a polyfill.
  return { scripts: scripts.filter((url) => !noModule.includes(url)), noModule, styles };
}

/**
 * Measures one route's first load.
 * @param {string} origin e.g. http://127.0.0.1:4190
 * @param {string} routePath e.g. /login/
 * @returns {Promise<{status: number, html: {gzip: number, raw: number}, js: object,
 *   css: object, noModule: object}>} each of js/css/noModule: {gzip, raw, files: [{url, gzip, raw}]}
 */
export async function measureFirstLoad(origin, routePath) {
  const page = await fetchGzip(`${origin}${routePath}`);
  const assets = referencedAssets(page.body.toString('utf8'));
  const total = async (urls) => {
    const files = [];
    for (const url of urls) {
      const asset = await fetchGzip(new URL(url, `${origin}${routePath}`).href);
      if (asset.status !== 200)
        throw new Error(`${url} (referenced by ${routePath}) answered ${asset.status}`);
      if (asset.encoding !== 'gzip') throw new Error(`${url} was not gzipped by the server`);
      files.push({ url, gzip: asset.wire, raw: asset.size });
    }
    return {
      gzip: files.reduce((sum, file) => sum + file.gzip, 0),
      raw: files.reduce((sum, file) => sum + file.raw, 0),
      files,
    };
  };
  return {
    status: page.status,
    html: { gzip: page.wire, raw: page.size },
    js: await total(assets.scripts),
    css: await total(assets.styles),
    noModule: await total(assets.noModule),
  };
}

/**
 * Lighthouse CI's puppeteerScript (lighthouserc.cjs): before it audits a route, it gives the
 * origin exactly the localStorage that route is measured with, the bench user's session on a
 * logged-in route (scripts/bench/routes.cjs) and nothing elsewhere.
 *
 * It writes from a tab showing the origin's favicon, a same-origin document that runs none of
 * the site's code. Lighthouse's storage reset clears the HTTP cache, service workers and Cache
 * Storage but not localStorage (its default clearStorageTypes), so the run starts cold with this
 * storage.
 */
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { ROUTES } = require('./routes.cjs');

/**
 * @param {import('puppeteer-core').Browser} browser the browser Lighthouse CI launched
 * @param {{url: string}} context the address about to be audited
 * @returns {Promise<void>}
 */
module.exports = async function seedStorage(browser, { url }) {
  const route = ROUTES.find((candidate) => candidate.path === new URL(url).pathname);
  // data.mjs builds the user with the tests' factories (an ES module, loaded with jiti).
  const { BENCH_USER } = await import(pathToFileURL(path.join(__dirname, 'data.mjs')).href);
  const storage = route?.loggedIn ? { user: BENCH_USER, users: [BENCH_USER] } : {};
  const page = await browser.newPage();
  try {
    await page.goto(new URL('/favicon.svg', url).href, { waitUntil: 'load' });
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [key, value] of entries) localStorage.setItem(key, JSON.stringify(value));
    }, Object.entries(storage));
  } finally {
    await page.close();
  }
};

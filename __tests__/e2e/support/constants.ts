import siteEnv from './site-env.json';

/**
 * Settings shared by playwright.config.ts and the specs. The browser runs in a fixed time
 * zone and locale so that expected dates do not depend on the machine running the tests.
 */

/** IANA time zone the browser is emulated in. */
export const E2E_TIME_ZONE = 'America/New_York';

/** Browser locale: the stored `formatted_date` is US English (docs/product.md#booking). */
export const E2E_LOCALE = 'en-US';

/**
 * The clinic name the e2e exports are built with (scripts/e2e.mjs passes ./site-env.json's
 * clinic settings explicitly, whatever a developer's .env.local says).
 */
export const CLINIC_NAME = siteEnv.clinic.NEXT_PUBLIC_CLINIC_NAME;

/**
 * The clinic's zone the e2e exports are built with (docs/product.md#clinic-time). The browser
 * runs in it too (E2E_TIME_ZONE), except in specs that emulate a visitor elsewhere.
 */
export const CLINIC_TIME_ZONE = siteEnv.clinic.NEXT_PUBLIC_CLINIC_TIMEZONE;

import { CHAT_POPUP_SEEN_VALUE } from '@/lib/chat/popup-storage';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import clinicFile from './clinic-file-env.json';
import emailDebug from './email-debug-env.json';
import hosting from './hosting-env.json';
import shared from './shared-env.json';

/**
 * The browser a spec starts with: a returning visitor's
 * (docs/testing.md#the-browser-a-spec-starts-with). Most specs are about one feature, not the
 * first visit: their browser is a returning visitor's, who has seen
 * the welcome popup once (its key, as the site stores it, on every e2e site's origin). Without
 * it every test's fresh browser plays the popup's 6 s of confetti, about 2.5 s of a core each on
 * a two-core CI machine. Specs about the first visit use FIRST_VISIT.
 */

/** Every origin an e2e export is served on (playwright.config.ts's webServer list). */
const SITE_ORIGINS = [
  Number(process.env.E2E_PORT ?? 4173),
  emailDebug.ports.debugSite,
  shared.ports.sharedSite,
  shared.ports.outageSite,
  clinicFile.ports.sixDoctorSite,
  clinicFile.ports.exampleSite,
  ...Object.values(hosting.ports),
].map((port) => `http://127.0.0.1:${port}`);

/** A Playwright storage state: what a browser has stored before a test opens any page. */
interface StorageState {
  cookies: [];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/** A returning visitor: the welcome popup seen, stored as the site stores it, nothing else. */
export const RETURNING_VISITOR: StorageState = {
  cookies: [],
  origins: SITE_ORIGINS.map((origin) => ({
    origin,
    localStorage: [{ name: STORAGE_KEYS.chatPopupSeen, value: CHAT_POPUP_SEEN_VALUE }],
  })),
};

/** A browser that has never opened the site: `test.use({ storageState: FIRST_VISIT })`. */
export const FIRST_VISIT: StorageState = { cookies: [], origins: [] };

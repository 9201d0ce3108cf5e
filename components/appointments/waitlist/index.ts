import { dataApiUrl } from '@/lib/config/env';

/**
 * The waitlist sub-feature's components that other pages show (docs/architecture.md#zones): local
 * mode's notice about reminders and the waitlist, and the patient's waitlist section.
 */
export { LocalRemindersNotice } from './local-reminders-notice';

/**
 * The patient's waitlist section (docs/waitlist.md), loaded after the page in its own chunk, or
 * null in local mode, which has no waitlist: show it only when it is set. Props: `upcoming`, the
 * patient's upcoming appointments an offer may move; `initialDoctorId`, the doctor to preselect.
 */
export const WaitlistSection: typeof import('./lazy-waitlist-section').default | null =
  // The variable itself, which next.config.mjs inlines as '' when unset: a local build rules this
  // branch out and leaves the section's loader and next/dynamic out of its pages, as
  // lib/repositories/index.ts does with shared mode's repositories. jest goes by `dataApiUrl`.
  process.env.NEXT_PUBLIC_DATA_API_URL !== '' && dataApiUrl
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./lazy-waitlist-section') as typeof import('./lazy-waitlist-section')).default
    : null;

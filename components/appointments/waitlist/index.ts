import dynamic from 'next/dynamic';

/**
 * The waitlist sub-feature's components that other pages show (docs/architecture.md#zones): local
 * mode's notice about reminders and the waitlist, and the patient's waitlist section.
 */
export { LocalRemindersNotice } from './local-reminders-notice';

/**
 * The patient's waitlist section (docs/waitlist.md): it loads after the page that shows it (the
 * booking form, the list), in its own chunk, and never on the server.
 */
export const WaitlistSection = dynamic(
  () => import('./waitlist-section').then((module) => module.WaitlistSection),
  { ssr: false },
);

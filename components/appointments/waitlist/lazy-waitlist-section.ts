import dynamic from 'next/dynamic';

/**
 * The patient's waitlist section (docs/waitlist.md): it loads after the page that shows it (the
 * booking form, the list), in its own chunk, and never on the server. Only a shared build's
 * pages load this module (./index.ts), and with it next/dynamic.
 */
const LazyWaitlistSection = dynamic(
  () => import('./waitlist-section').then((module) => module.WaitlistSection),
  { ssr: false },
);

export default LazyWaitlistSection;

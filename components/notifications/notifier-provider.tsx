'use client';

import { createContext, type ReactNode, use, useState } from 'react';
import { createSiteNotifier, type Notifier, silentNotifier } from '@/lib/notifications';

const NotifierContext = createContext<Notifier>(silentNotifier);

/**
 * Gives the page's flows the notifier that e-mails their events (docs/notifications.md):
 * this build's EmailJS settings in the browser, a silent one in the static build. Making it
 * loads nothing: the EmailJS library is fetched by the first e-mail sent.
 */
export function NotifierProvider({ children }: { children: ReactNode }) {
  // Made once per page, on the client only: the build must not log that e-mail is off.
  const [notifier] = useState<Notifier>(() =>
    typeof window === 'undefined' ? silentNotifier : createSiteNotifier(),
  );
  return <NotifierContext value={notifier}>{children}</NotifierContext>;
}

/**
 * The notifier to pass to the store actions that announce an event (log in, register, book,
 * cancel, reschedule). Outside a {@link NotifierProvider} it sends nothing.
 */
export function useNotifier(): Notifier {
  return use(NotifierContext);
}

import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ChatSlot } from '@/components/chat';
import { NotifierProvider } from '@/components/notifications';
import { clinic } from '@/lib/clinic';
import type { Locale } from '@/lib/i18n';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { pickMessageKeys, pickMessages } from './catalog';
import { Footer } from './footer';
import { LanguageAlternates, LanguageOffer } from './language-switch';
import { NavBar } from './nav-bar';
import { PageMessagesProvider } from './page-messages';
import { PreviewBanner } from './preview-banner';
import { RouteFocus } from './route-focus';
import { ServiceWorkerRegistration } from './service-worker';
import { StorageNotice } from './storage-notice';
import { StoreHydrator } from './store-hydrator';

/**
 * Runs before the first paint and marks whether a session is stored (`<html data-session>`), so
 * the home page can show its anonymous hero with the static HTML instead of after the scripts,
 * without a logged-in visitor ever seeing it flash (LCP; components/home/home-view.tsx).
 * Reads only whether the key exists. Its sha256 goes into the CSP (scripts/security-headers.mjs).
 */
const SESSION_MARK_SCRIPT = `try{document.documentElement.dataset.session=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.session)})===null?'out':'in'}catch(e){document.documentElement.dataset.session='in'}`;

/**
 * The catalogs' namespaces that the shell's client components read (`shell`: 'Loading...', the
 * storage notice, the render-failure screen).
 */
const SHELL_NAMESPACES = ['layout', 'language', 'shell'] as const;

/**
 * The `chat` keys a Spanish page carries in its HTML: the backup widget's, shown when the
 * assistant cannot load. The assistant's own texts load with it (docs/chat.md#how-the-assistant-loads);
 * English pages keep the assistant's own English texts (docs/chat.md#languages).
 */
const CHAT_BACKUP_KEYS = ['backupTitle', 'backupCall', 'backupEmail', 'backupEmergency'] as const;

/**
 * The document of every page in one language (docs/languages.md#routes): `<html lang>`, the
 * hreflang alternates, the skip link, navigation, main content, footer and the chat widget's
 * slot (docs/product.md#routes). English pages also carry the one-line offer of Spanish.
 * Its client components get the catalogs' `layout`, `language` and `shell`, and on Spanish pages
 * the chat backup widget's keys of `chat` (docs/languages.md#what-a-page-loads).
 *
 * Everything here names `locale` itself rather than reading the request's language: every page's
 * render also renders the root 404 page (English) as its not-found fallback, in the same request.
 */
export async function SiteShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'layout' });
  const messages = {
    ...(await pickMessages(locale, SHELL_NAMESPACES)),
    ...(locale === 'en' ? {} : await pickMessageKeys(locale, 'chat', CHAT_BACKUP_KEYS)),
  };
  return (
    // The mark script adds an attribute to <html> before React hydrates.
    <html lang={locale} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the root document of an App Router tree, as app/layout.tsx's was. */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: SESSION_MARK_SCRIPT }} />
      </head>
      <body>
        <a href="#main" className="skip-link">
          {t('skipLink')}
        </a>
        <PageMessagesProvider locale={locale} messages={messages} timeZone={clinic.timeZone}>
          <LanguageAlternates />
          <StoreHydrator />
          <NotifierProvider>
            <RouteFocus />
            <PreviewBanner locale={locale} />
            <NavBar />
            {locale === 'en' ? <LanguageOffer /> : null}
            <StorageNotice />
            <ServiceWorkerRegistration />
            <main id="main" className="main" tabIndex={-1}>
              {children}
            </main>
            <Footer locale={locale} />
            <ChatSlot />
          </NotifierProvider>
        </PageMessagesProvider>
      </body>
    </html>
  );
}

/**
 * Gives the client components of a page the catalogs' `namespaces` in `locale`, beside the
 * shell's (docs/languages.md#what-a-page-loads): a page's HTML carries its own texts only.
 */
export async function PageMessages({
  locale,
  namespaces,
  children,
}: {
  locale: Locale;
  namespaces: readonly string[];
  children: ReactNode;
}) {
  return (
    <PageMessagesProvider
      locale={locale}
      messages={await pickMessages(locale, namespaces)}
      timeZone={clinic.timeZone}
    >
      {children}
    </PageMessagesProvider>
  );
}

'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { basePath } from '@/lib/config/env';
import {
  alternatesOf,
  prefersSpanish,
  readLanguageChoice,
  rememberLanguageChoice,
  routeOf,
  type Locale,
} from '@/lib/i18n';
import { useSessionStore } from '@/stores/account-store';
import { usePageLocale, useTranslations } from './page-messages';
import { keepDraftForSwitch } from './switch-draft';

/** For useSyncExternalStore: what it reads (the origin, the stored choice) does not change while the page is open. */
const noSubscription = () => () => {};

/**
 * The header's link to this page in the other language, 'Español' or 'English', written in
 * that language (docs/languages.md#the-language-switch). Following it remembers the choice,
 * makes it the account's language when signed in (docs/languages.md#the-accounts-language), and
 * keeps the address's query (an appointment being moved) and the open form's draft, which the
 * other page's form restores. Nothing on a page that exists in one language only.
 */
export function LanguageSwitch() {
  const t = useTranslations('language');
  const locale = usePageLocale();
  const setAccountLanguage = useSessionStore((state) => state.setLanguage);
  const router = useRouter();
  const alternates = alternatesOf(usePathname());
  if (!alternates) return null;
  const other: Locale = locale === 'en' ? 'es' : 'en';
  return (
    <Link
      href={alternates[other]}
      className="nav__language"
      lang={other}
      hrefLang={other}
      aria-label={t('switchLabel')}
      onClick={(event) => {
        rememberLanguageChoice(other);
        void setAccountLanguage(other);
        const keeping = keepDraftForSwitch();
        // The static HTML's link has no query; '?reschedule=…' goes along once the page runs.
        const { search } = window.location;
        if ((!search && !keeping) || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        const href = `${alternates[other]}${search}`;
        // A draft whose storage is still loading is kept before the other page reads it.
        if (keeping) void keeping.then(() => router.push(href));
        else router.push(href);
      }}
    >
      {t('switchLink')}
    </Link>
  );
}

/**
 * The page's `<link rel="alternate" hreflang>` for each language and `x-default` (English),
 * with the base path (docs/languages.md#routes). React hoists them into `<head>`, so they are in
 * the static HTML; nothing on a page that exists in one language only. Search engines and
 * Lighthouse want absolute addresses, and a static export learns its origin only in the
 * browser: the HTML holds the path, and the origin is added once the page runs.
 */
export function LanguageAlternates() {
  const alternates = alternatesOf(usePathname());
  const origin = useSyncExternalStore(
    noSubscription,
    () => location.origin,
    () => '',
  );
  if (!alternates) return null;
  const href = (route: string) => `${origin}${basePath}${route}`;
  return (
    <>
      <link rel="alternate" hrefLang="en" href={href(alternates.en)} />
      <link rel="alternate" hrefLang="es" href={href(alternates.es)} />
      <link rel="alternate" hrefLang="x-default" href={href(alternates.en)} />
    </>
  );
}

/**
 * Whether the English home page offers Spanish: the visitor chose Spanish before, or never chose
 * and their browser prefers Spanish to English (docs/languages.md#the-offer-of-spanish).
 */
function shouldOfferSpanish(): boolean {
  const choice = readLanguageChoice();
  if (choice !== null) return choice === 'es';
  return prefersSpanish(navigator.languages ?? [navigator.language]);
}

/**
 * The one-line offer of Spanish on the English home page, in Spanish, with a link to `/es/`
 * (docs/languages.md#the-offer-of-spanish). It never redirects; the static HTML has no offer
 * (the browser's languages are known only in the browser), so it shows after hydration.
 */
export function LanguageOffer() {
  const t = useTranslations('language');
  const { route } = routeOf(usePathname());
  const offered = useSyncExternalStore(noSubscription, shouldOfferSpanish, () => false);
  if (route !== '/' || !offered) return null;
  return (
    <p className="notice language-offer" lang="es">
      {t('offerText')}{' '}
      <Link href="/es/" hrefLang="es" onClick={() => rememberLanguageChoice('es')}>
        {t('offerLink')}
      </Link>
    </p>
  );
}

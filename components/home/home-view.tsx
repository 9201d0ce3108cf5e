'use client';

import './home.css';
import Link from 'next/link';
import { usePageLocale, useTranslations } from '@/components/layout/page-messages';
import { clinic } from '@/lib/clinic';
import { localePath } from '@/lib/i18n';
import { lazyModule } from '@/lib/lazy/lazy-module';
import { useSessionHydrated, useSessionStore } from '@/stores/account-store';

/** The 'Why Choose' features, in order: each is `<id>Title` and `<id>Text` in the catalogs' `home`. */
const FEATURES = ['secure', 'time', 'access', 'reminders'] as const;

// The chat store loads with the assistant, not with the home page: the card opens the panel
// once it is there (the assistant itself is loaded when the page is idle).
const loadChatStore = lazyModule(() => import('@/stores/chat-store'));

function openChatPanel(): void {
  void loadChatStore().then(({ useChatPanelStore }) => useChatPanelStore.getState().openPanel());
}

/**
 * The home page of docs/product.md#routes: hero or welcome with the three action cards, and 'Why Choose'.
 *
 * Both the hero and the welcome are always laid out, in one grid cell, so the area is as tall as
 * the taller of the two and nothing below it moves when the session is read (CLS 0).
 * Until then neither is shown by React (a logged-in visitor never sees the anonymous hero flash),
 * but when the root layout's first-paint script found no stored session, CSS shows the hero with
 * the static HTML (components/home/home.css, `data-session`). After that, the one that does not
 * apply stays hidden (`visibility: hidden`, inert: no focus, not read) and only holds its space.
 * Its texts are the catalogs' `home`, in the page's language (docs/languages.md#catalogs).
 */
export function HomeView() {
  const t = useTranslations('home');
  const locale = usePageLocale();
  const hydrated = useSessionHydrated();
  const user = useSessionStore((state) => state.user);
  const shown = !hydrated ? 'none' : user ? 'welcome' : 'hero';
  // A hidden variant's links are not prefetched: only the shown one can be followed.
  const heroPrefetch = shown === 'hero' ? null : false;

  return (
    <>
      <div className="home-intro" data-session-read={hydrated ? 'yes' : 'no'}>
        <section
          className="hero"
          aria-labelledby="home-welcome-title"
          {...hiddenUnless(shown === 'welcome')}
        >
          <h1 id="home-welcome-title">{t('welcome', { name: user?.name ?? '' })}</h1>
          <p className="hero__lead">{t('welcomeLead')}</p>
          <ul className="cards">
            {[
              { route: '/appointments/new/', title: t('bookTitle'), text: t('bookText') },
              { route: '/appointments/', title: t('listTitle'), text: t('listText') },
            ].map(({ route, title, text }) => (
              <li key={route}>
                <Link
                  href={localePath(locale, route)}
                  className="card card--action"
                  prefetch={shown === 'welcome' ? null : false}
                >
                  <span className="card__title">{title}</span>
                  <span className="card__text">{text}</span>
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className="card card--action" onClick={openChatPanel}>
                <span className="card__title">{t('chatTitle')}</span>
                <span className="card__text">{t('chatText')}</span>
              </button>
            </li>
          </ul>
        </section>
        <section
          className="hero"
          aria-labelledby="home-title"
          data-variant="anonymous"
          {...hiddenUnless(shown === 'hero')}
        >
          <h1 id="home-title">{t('heroTitle')}</h1>
          <p className="hero__lead">{t('heroLead', { clinicName: clinic.name })}</p>
          <div className="hero__actions">
            <Link href={localePath(locale, '/login/')} className="button" prefetch={heroPrefetch}>
              {t('logIn')}
            </Link>
            <Link
              href={localePath(locale, '/register/')}
              className="button button--secondary"
              prefetch={heroPrefetch}
            >
              {t('createAccount')}
            </Link>
          </div>
        </section>
      </div>
      <section className="features" aria-labelledby="why-title">
        <h2 id="why-title">{t('whyTitle', { clinicName: clinic.name })}</h2>
        <ul className="features__list">
          {FEATURES.map((feature) => (
            <li key={feature} className="feature">
              <h3>{t(`${feature}Title`)}</h3>
              <p>{t(`${feature}Text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** Props that keep a laid-out variant out of sight, focus and the accessibility tree. */
function hiddenUnless(visible: boolean) {
  return visible ? {} : { className: 'hero hero--reserved', inert: true, 'aria-hidden': true };
}

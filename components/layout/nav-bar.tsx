'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import { useDisclosure } from '@/components/ui/use-disclosure';
import { clinic } from '@/lib/clinic';
import { localePath } from '@/lib/i18n';
import { useSessionHydrated, useSessionStore } from '@/stores/account-store';
import { LanguageSwitch } from './language-switch';
import { usePageLocale, useTranslations } from './page-messages';

/** The id of the list of links, which the menu button controls. */
const NAV_LINKS_ID = 'nav-links';

/**
 * The navigation bar (docs/product.md#routes): title, Home; My Appointments, greeting and
 * Logout, or Login and Register, in the page's language (docs/languages.md#catalogs), and the
 * language switch after the title. Links go to the page's language where the page exists in it. Home comes first and everything is left-aligned, and
 * components/layout/layout.css gives the links a fixed number of rows per width (the greeting is
 * cut to one line), so nothing moves when the session-dependent links replace the placeholder.
 *
 * Below 40rem (phones, 360–390 CSS px) the bar is one row: the title and a Menu button that
 * shows and hides the links (a disclosure: aria-expanded, aria-controls; Escape closes it and
 * puts focus back on the button). The menu closes when the route changes. Wider, the button is
 * not displayed and the links are always shown.
 */
export function NavBar() {
  const t = useTranslations('layout');
  const locale = usePageLocale();
  const user = useSessionStore((state) => state.user);
  const logout = useSessionStore((state) => state.logout);
  const hydrated = useSessionHydrated();
  const router = useRouter();
  const pathname = usePathname();
  const brandRef = useRef<HTMLAnchorElement>(null);
  const [isMenuOpen, setMenuOpen] = useState(false);
  const {
    ref: menuButtonRef,
    close: closeMenu,
    button: menuButton,
  } = useDisclosure(NAV_LINKS_ID, isMenuOpen, setMenuOpen);
  const [menuPathname, setMenuPathname] = useState(pathname);

  // A link followed from the open menu lands on a page with the menu closed.
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!isMenuOpen) return;
    // A click anywhere outside the bar closes the menu, as on other phone sites.
    function closeOnOutsideClick(event: MouseEvent) {
      const nav = menuButtonRef.current?.closest('nav');
      if (nav && event.target instanceof Node && !nav.contains(event.target)) setMenuOpen(false);
    }
    document.addEventListener('click', closeOnOutsideClick);
    return () => document.removeEventListener('click', closeOnOutsideClick);
  }, [isMenuOpen, menuButtonRef]);

  const onNavKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !isMenuOpen) return;
    // Handled here so the chat panel's document-wide Escape leaves it alone.
    event.preventDefault();
    closeMenu();
  };

  const onLogout = () => {
    // The Logout button goes away with the session: keep focus in the bar, not on the body.
    brandRef.current?.focus();
    logout();
    router.push(localePath(locale, '/'));
  };

  return (
    <header className="site-header">
      <nav aria-label={t('navLabel')} className="nav" onKeyDown={onNavKeyDown}>
        <Link href={localePath(locale, '/')} className="nav__brand" ref={brandRef}>
          {clinic.name}
        </Link>
        <LanguageSwitch />
        <DisclosureButton ref={menuButtonRef} className="nav__menu-button" {...menuButton}>
          {t('navMenu')}
        </DisclosureButton>
        <ul id={NAV_LINKS_ID} className={`nav__links${isMenuOpen ? ' nav__links--open' : ''}`}>
          <li>
            <Link href={localePath(locale, '/')}>{t('navHome')}</Link>
          </li>
          {!hydrated ? (
            <li key="placeholder" className="nav__placeholder" aria-hidden="true" />
          ) : user ? (
            <>
              <li>
                <Link href={localePath(locale, '/appointments/')}>{t('navMyAppointments')}</Link>
              </li>
              {user.staff === true || (user.doctor_id !== undefined && user.doctor_id !== null) ? (
                <li>
                  <Link href={localePath(locale, '/schedule/')}>{t('navSchedule')}</Link>
                </li>
              ) : null}
              <li className="nav__greeting" title={t('navGreeting', { name: user.name })}>
                {t('navGreeting', { name: user.name })}
              </li>
              <li>
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={onLogout}
                >
                  {t('navLogout')}
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <Link href={localePath(locale, '/login/')}>{t('navLogin')}</Link>
              </li>
              <li>
                <Link href={localePath(locale, '/register/')}>{t('navRegister')}</Link>
              </li>
            </>
          )}
        </ul>
      </nav>
    </header>
  );
}

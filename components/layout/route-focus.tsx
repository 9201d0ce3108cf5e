'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** How long a new page may take to show its heading (a protected page reads the session first), ms. */
const HEADING_WAIT_MS = 3_000;

/** What takes a heading out of sight and out of reach. */
const HIDDEN = '[inert], [aria-hidden="true"], [hidden]';

/**
 * Moves focus to the new page's h1 after a client-side navigation (focus is never
 * lost to the page body). Without it, focus stays on the link or button that started the
 * navigation, which the old page's removal takes out of the document, and keyboard and screen
 * reader users are left at the top of an unknown page. The first load is left alone.
 */
export function RouteFocus() {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    let focused: HTMLElement | null = null;
    const focusHeading = () => {
      if (focused?.isConnected) return;
      // A page that replaces its heading while it finishes rendering (the booking form's first
      // render is deferred) takes the focus with it: it moves to the new heading, unless the
      // visitor has moved it meanwhile.
      if (focused && document.activeElement !== document.body) return stop();
      // The first h1 a visitor can see: the home page keeps its hidden alternative in the DOM.
      const heading = [...document.querySelectorAll<HTMLElement>('main h1')].find(
        (candidate) => !candidate.closest(HIDDEN),
      );
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      focused = heading;
    };
    // The page may still be reading the session ('Loading...'), or replace its heading: watch
    // it for a while.
    const observer = new MutationObserver(focusHeading);
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.getElementById('main') ?? document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['inert', 'aria-hidden', 'hidden'],
    });
    focusHeading();
    return stop;
  }, [pathname]);

  return null;
}

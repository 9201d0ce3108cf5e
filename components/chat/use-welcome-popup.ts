'use client';

import { useEffect, useState } from 'react';
import {
  CHAT_CONFETTI_DURATION_MS,
  CHAT_POPUP_DELAY_MS,
  CHAT_POPUP_DURATION_MS,
} from '@/lib/chat/constants';
import { hasSeenChatPopup, markChatPopupSeen } from '@/lib/chat/popup-storage';

/** What the welcome popup shows right now. */
export interface WelcomePopupState {
  /** The bubble 'Try our new AI Chat!' is shown (5 s). */
  isPopupShown: boolean;
  /** The confetti canvas is shown (6 s); never under prefers-reduced-motion. */
  isConfettiShown: boolean;
}

/** Whether the visitor asked for reduced motion (then there is no confetti). */
function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The welcome popup's schedule (docs/product.md#routes, docs/product.md#timings-and-limits): unless `chatBotPopupSeen` is set, it appears 2 s
 * after the page first loaded, stays 5 s, with confetti for 6 s; showing it sets the flag, so it
 * appears once per browser.
 * @param loadedAt - When the page loaded, ms since the epoch (`Date.now`).
 */
export function useWelcomePopup(loadedAt: number): WelcomePopupState {
  const [state, setState] = useState<WelcomePopupState>({
    isPopupShown: false,
    isConfettiShown: false,
  });

  useEffect(() => {
    if (hasSeenChatPopup()) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const wait = Math.max(0, loadedAt + CHAT_POPUP_DELAY_MS - Date.now());
    timers.push(
      setTimeout(() => {
        markChatPopupSeen();
        const withConfetti = !prefersReducedMotion();
        setState({ isPopupShown: true, isConfettiShown: withConfetti });
        timers.push(
          setTimeout(
            () => setState((current) => ({ ...current, isPopupShown: false })),
            CHAT_POPUP_DURATION_MS,
          ),
        );
        if (withConfetti) {
          timers.push(
            setTimeout(
              () => setState((current) => ({ ...current, isConfettiShown: false })),
              CHAT_CONFETTI_DURATION_MS,
            ),
          );
        }
      }, wait),
    );
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, [loadedAt]);

  return state;
}

'use client';

import { useEffect, useState } from 'react';
import {
  CHAT_CONFETTI_DURATION_MS,
  CHAT_POPUP_DELAY_MS,
  CHAT_POPUP_DURATION_MS,
} from '@/lib/chat/constants';
import { hasSeenChatPopup, markChatPopupSeen } from '@/lib/chat/popup-storage';

/** What the welcome popup shows now; never confetti under prefers-reduced-motion. */
export interface WelcomePopupState {
  isPopupShown: boolean;
  isConfettiShown: boolean;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The welcome popup's schedule (docs/chat.md): 2 s after load, for 5 s, confetti 6 s, once per browser. */
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

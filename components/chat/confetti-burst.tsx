'use client';

import type confetti from 'canvas-confetti';
import { useEffect, useRef } from 'react';
import { CHAT_CONFETTI_DURATION_MS, CHAT_CONFETTI_PIECES } from '@/lib/chat/constants';
import { lazyModule } from '@/lib/lazy/lazy-module';

/** canvas-confetti draws at most 60 frames a second; a piece lives this many frames (6 s). */
const CONFETTI_TICKS = Math.round((CHAT_CONFETTI_DURATION_MS / 1000) * 60);

const loadConfetti = lazyModule(() => import('canvas-confetti'));

/**
 * The welcome popup's confetti (docs/chat.md), imported when needed, on a canvas
 * that ignores the pointer and is hidden from assistive technology; the caller unmounts it after 6 s.
 */
export function ConfettiBurst() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (canvas === null) return;
    let active = true;
    let fire: ReturnType<typeof confetti.create> | null = null;
    loadConfetti()
      .then(({ default: confettiModule }) => {
        if (!active) return;
        fire = confettiModule.create(canvas, {
          resize: true,
          useWorker: false,
          disableForReducedMotion: true,
        });
        void fire({
          particleCount: CHAT_CONFETTI_PIECES,
          ticks: CONFETTI_TICKS,
          spread: 80,
          startVelocity: 40,
          origin: { x: 0.9, y: 0.95 },
          disableForReducedMotion: true,
        });
      })
      .catch((error: unknown) => console.warn('Chat: the confetti could not be loaded.', error));
    return () => {
      active = false;
      fire?.reset();
    };
  }, []);

  return <canvas ref={canvasRef} className="chat-confetti" aria-hidden="true" />;
}

'use client';

import type confetti from 'canvas-confetti';
import { useEffect, useRef } from 'react';
import { CHAT_CONFETTI_DURATION_MS, CHAT_CONFETTI_PIECES } from '@/lib/chat/constants';
import { lazyModule } from '@/lib/lazy/lazy-module';

/** canvas-confetti draws at most 60 frames a second; a piece lives this many frames (6 s). */
const CONFETTI_TICKS = Math.round((CHAT_CONFETTI_DURATION_MS / 1000) * 60);

const loadConfetti = lazyModule(() => import('canvas-confetti'));

/**
 * The welcome popup's confetti (docs/product.md#timings-and-limits: 50 pieces for 6 s): canvas-confetti, imported only
 * when needed, draws on a canvas of our own that covers the viewport, ignores the pointer and
 * is hidden from assistive technology. The caller unmounts it after 6 s, which clears it.
 * Never rendered under prefers-reduced-motion (canvas-confetti is told to skip it as well).
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

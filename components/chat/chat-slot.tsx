'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { CHAT_BACKUP_DETECTION_MS } from '@/lib/chat/constants';
import { lazyModule } from '@/lib/lazy/lazy-module';
import type { Locale } from '@/lib/i18n';
import { usePageLocale } from '@/components/layout/page-messages';
import { ChatBackupWidget } from './chat-backup-widget';
import { ChatErrorBoundary } from './chat-error-boundary';
import type { ChatWidgetProps } from './chat-widget';

/*
 * The assistant (store, model client, canvas-confetti) is a chunk imported once the page is idle,
 * so it adds nothing to any page's first load; this file holds only the loader, the error boundary
 * and the backup widget. The slot is fixed bottom-right, so nothing shifts when the widget arrives.
 */

/**
 * Loads the main widget's component in the page's language; rejects when its code, or a Spanish
 * page's texts, cannot be loaded.
 */
export type LoadChatWidget = (locale: Locale) => Promise<ComponentType<ChatWidgetProps>>;

const CHAT_WIDGET_MARKER = 'data-chat-widget';

const IDLE_TIMEOUT_MS = 1_500;

const loadWidgetModule = lazyModule(() => import('./chat-widget'));

const loadChatWidget: LoadChatWidget = (locale) =>
  loadWidgetModule().then((module) => module.chatWidgetFor(locale));

/** Runs `callback` when the browser is idle (at most `IDLE_TIMEOUT_MS` later); returns a canceller. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 1);
  return () => clearTimeout(timer);
}

type SlotState =
  | { status: 'waiting' }
  | { status: 'main'; Widget: ComponentType<ChatWidgetProps>; loadedAt: number }
  | { status: 'backup' };

/** How the main widget is loaded; tests pass their own loader. */
export interface ChatSlotProps {
  /** How the main widget is loaded; the default imports `./chat-widget` (tests pass their own). */
  loadWidget?: LoadChatWidget;
}

/**
 * The chat widget's place in the root layout (docs/chat.md): the backup widget
 * takes over when the assistant throws, fails to load, or is not in the DOM 5 s after load.
 */
export function ChatSlot({ loadWidget = loadChatWidget }: ChatSlotProps) {
  const locale = usePageLocale();
  const [state, setState] = useState<SlotState>({ status: 'waiting' });

  useEffect(() => {
    const loadedAt = Date.now();
    let active = true;
    const showBackup = () => {
      if (active) setState({ status: 'backup' });
    };
    const cancelIdle = whenIdle(() => {
      loadWidget(locale).then(
        (Widget) => {
          if (active)
            setState((current) =>
              current.status === 'backup' ? current : { status: 'main', Widget, loadedAt },
            );
        },
        (error: unknown) => {
          console.warn(
            'Chat: the assistant could not be loaded; showing the backup widget.',
            error,
          );
          showBackup();
        },
      );
    });
    const detection = setTimeout(() => {
      if (document.querySelector(`[${CHAT_WIDGET_MARKER}]`) === null) showBackup();
    }, CHAT_BACKUP_DETECTION_MS);
    return () => {
      active = false;
      cancelIdle();
      clearTimeout(detection);
    };
  }, [loadWidget, locale]);

  return (
    <div id="chat-root" className="chat-root">
      {state.status === 'backup' ? <ChatBackupWidget /> : null}
      {state.status === 'main' ? (
        <ChatErrorBoundary fallback={<ChatBackupWidget />}>
          <state.Widget loadedAt={state.loadedAt} />
        </ChatErrorBoundary>
      ) : null}
    </div>
  );
}

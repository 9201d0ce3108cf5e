'use client';

import { useEffect } from 'react';
import { retryDelayMs } from '@/lib/chat/connection';
import { CHAT_MEMORY_RESET_MS } from '@/lib/chat/constants';
import { useChatPanelStore, useChatStore, useChatStoreApi } from '@/stores/chat-store';

/**
 * When the chat store acts (docs/chat.md): the probe on mount, the rules' load on the panel's
 * first open, a retry every 120 s while offline with attempts left, the reset 60 s after the
 * messages last changed.
 */
export function useChatAssistant(): void {
  const store = useChatStoreApi();
  const connection = useChatStore((state) => state.connection);
  const lastChangeAt = useChatStore((state) => state.lastChangeAt);
  const hasConversation = useChatStore((state) => state.messages.length > 1);
  const isOpen = useChatPanelStore((state) => state.isOpen);

  useEffect(() => {
    void store.getState().connect();
    return () => store.getState().dispose();
  }, [store]);

  useEffect(() => {
    if (isOpen) store.getState().prepare();
  }, [store, isOpen]);

  useEffect(() => {
    const wait = retryDelayMs(connection);
    if (wait === null) return;
    const timer = setTimeout(() => void store.getState().retryConnection(), wait);
    return () => clearTimeout(timer);
  }, [store, connection]);

  useEffect(() => {
    if (!hasConversation) return;
    const wait = Math.max(0, lastChangeAt + CHAT_MEMORY_RESET_MS - Date.now());
    const timer = setTimeout(() => store.getState().resetConversation(), wait);
    return () => clearTimeout(timer);
  }, [store, lastChangeAt, hasConversation]);
}

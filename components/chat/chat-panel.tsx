'use client';

import Link from 'next/link';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isOfflineBannerShown } from '@/lib/chat/connection';
import { statusText } from '@/lib/chat/status';
import { useChatStore, useChatStoreApi, type ChatLogEntry } from '@/stores/chat-store';
import type { ChatTexts } from '@/lib/chat/languages';
import { useChatTexts } from './use-chat-texts';

/** The id of the panel, for the Chat button's aria-controls. */
export const CHAT_PANEL_ID = 'chat-panel';

/** One message of the chat log, plain text, never HTML (docs/decisions/007-assistant-safety-first.md); a canned reply's link from its fixed path. */
function ChatMessageView({ message, texts }: { message: ChatLogEntry; texts: ChatTexts }) {
  const side = message.isBot ? 'bot' : 'user';
  return (
    <div className={`chat-message chat-message--${side}`}>
      <span className="visually-hidden">
        {message.isBot ? texts.ui.assistantPrefix : texts.ui.userPrefix}{' '}
      </span>
      <p className="chat-message__text">{message.text}</p>
      {message.link ? (
        <p className="chat-message__link">
          <Link href={message.link.href}>{message.link.label}</Link>
        </p>
      ) : null}
      {message.fromApi ? <p className="chat-message__note">{texts.aiDisclaimer}</p> : null}
    </div>
  );
}

/** Whether the panel is shown, and how it closes (close button, Escape), returning focus to Chat. */
export interface ChatPanelProps {
  /** It stays mounted while hidden, so a draft survives closing. */
  isOpen: boolean;
  /** Closes the panel and returns focus to the Chat button (close button, Escape). */
  onClose: () => void;
}

/**
 * The chat panel (docs/chat.md): a non-modal dialog; Escape closes it wherever
 * focus is, unless a widget already used that Escape. Send is disabled while the input is empty
 * or a reply is awaited.
 */
export function ChatPanel({ isOpen, onClose }: ChatPanelProps) {
  const store = useChatStoreApi();
  const texts = useChatTexts();
  const messages = useChatStore((state) => state.messages);
  const status = useChatStore((state) => statusText(state, texts));
  const isAwaitingReply = useChatStore((state) => state.isAwaitingReply);
  const showBanner = useChatStore((state) => isOfflineBannerShown(state.connection));
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (isOpen) inputRef.current?.focus();
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen) return;
    // After React's own document listeners, so an Escape a widget marked with preventDefault is left alone.
    function closeOnEscape(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      onClose();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isOpen, onClose]);

  useEffect(() => {
    const log = logRef.current;
    if (isOpen && log !== null) log.scrollTop = log.scrollHeight;
  }, [messages, isOpen]);

  const canSend = draft.trim() !== '' && !isAwaitingReply;

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSend) return;
    void store.getState().sendMessage(draft);
    setDraft('');
  }

  return (
    <section
      id={CHAT_PANEL_ID}
      className="chat-panel"
      role="dialog"
      aria-labelledby="chat-panel-title"
      hidden={!isOpen}
    >
      <header className="chat-panel__header">
        <h2 id="chat-panel-title" className="chat-panel__title">
          {texts.ui.panelTitle}
        </h2>
        <button
          type="button"
          className="chat-panel__close"
          aria-label={texts.ui.closeLabel}
          onClick={onClose}
        >
          <span aria-hidden="true">{texts.ui.closeGlyph}</span>
        </button>
      </header>
      {showBanner ? <p className="chat-banner">{texts.offlineBanner}</p> : null}
      <div
        ref={logRef}
        className="chat-log"
        role="log"
        aria-live="polite"
        aria-label={texts.ui.conversationLabel}
        tabIndex={0}
      >
        {messages.map((message) => (
          <ChatMessageView key={message.id} message={message} texts={texts} />
        ))}
      </div>
      <p className="chat-status" role="status">
        {status}
      </p>
      <form className="chat-form" onSubmit={send}>
        <label htmlFor="chat-input" className="visually-hidden">
          {texts.ui.inputLabel}
        </label>
        <input
          ref={inputRef}
          id="chat-input"
          className="chat-form__input"
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          autoComplete="off"
          maxLength={1000}
          placeholder={texts.ui.inputPlaceholder}
        />
        <button type="submit" className="button chat-form__send" disabled={!canSend}>
          {texts.ui.sendButton}
        </button>
      </form>
    </section>
  );
}

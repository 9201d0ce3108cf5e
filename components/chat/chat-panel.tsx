'use client';

import Link from 'next/link';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isOfflineBannerShown } from '@/lib/chat/connection';
import { statusText } from '@/lib/chat/status';
import { CHAT_AI_DISCLAIMER, CHAT_OFFLINE_BANNER, CHAT_UI_TEXT } from '@/lib/chat/texts';
import { useChatStore, useChatStoreApi, type ChatLogEntry } from '@/stores/chat-store';

/** The id of the panel, for the Chat button's aria-controls. */
export const CHAT_PANEL_ID = 'chat-panel';

/** One message of the chat log, plain text, never HTML (docs/decisions/007-assistant-safety-first.md); a canned reply's link from its fixed path. */
function ChatMessageView({ message }: { message: ChatLogEntry }) {
  const side = message.isBot ? 'bot' : 'user';
  return (
    <div className={`chat-message chat-message--${side}`}>
      <span className="visually-hidden">{message.isBot ? 'Assistant:' : 'You:'} </span>
      <p className="chat-message__text">{message.text}</p>
      {message.link ? (
        <p className="chat-message__link">
          <Link href={message.link.href}>{message.link.label}</Link>
        </p>
      ) : null}
      {message.fromApi ? <p className="chat-message__note">{CHAT_AI_DISCLAIMER}</p> : null}
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
  const messages = useChatStore((state) => state.messages);
  const status = useChatStore(statusText);
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
          {CHAT_UI_TEXT.panelTitle}
        </h2>
        <button
          type="button"
          className="chat-panel__close"
          aria-label={CHAT_UI_TEXT.closeLabel}
          onClick={onClose}
        >
          <span aria-hidden="true">{CHAT_UI_TEXT.closeGlyph}</span>
        </button>
      </header>
      {showBanner ? <p className="chat-banner">{CHAT_OFFLINE_BANNER}</p> : null}
      <div
        ref={logRef}
        className="chat-log"
        role="log"
        aria-live="polite"
        aria-label={CHAT_UI_TEXT.conversationLabel}
        tabIndex={0}
      >
        {messages.map((message) => (
          <ChatMessageView key={message.id} message={message} />
        ))}
      </div>
      <p className="chat-status" role="status">
        {status}
      </p>
      <form className="chat-form" onSubmit={send}>
        <label htmlFor="chat-input" className="visually-hidden">
          {CHAT_UI_TEXT.inputLabel}
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
          placeholder={CHAT_UI_TEXT.inputPlaceholder}
        />
        <button type="submit" className="button chat-form__send" disabled={!canSend}>
          {CHAT_UI_TEXT.sendButton}
        </button>
      </form>
    </section>
  );
}

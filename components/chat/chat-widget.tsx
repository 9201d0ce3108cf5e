'use client';

import { useRef } from 'react';
import { CHAT_UI_TEXT } from '@/lib/chat/texts';
import { useChatPanelStore } from '@/stores/chat-panel-store';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import { ChatPanel, CHAT_PANEL_ID } from './chat-panel';
import { ConfettiBurst } from './confetti-burst';
import { useChatAssistant } from './use-chat-assistant';
import { useWelcomePopup } from './use-welcome-popup';

/** Props of {@link ChatWidget}. */
export interface ChatWidgetProps {
  /** When the page loaded, ms since the epoch: the welcome popup appears 2 s after it. */
  loadedAt: number;
}

/**
 * The floating chat assistant (docs/product.md#routes): the Chat button, the panel, the welcome
 * popup with its confetti. Loaded lazily by `ChatSlot`, which detects it by `data-chat-widget`.
 * The panel opens from the Chat button or from anywhere through `useChatPanelStore`
 * ('Message a Doctor' on the home page, docs/decisions/009-message-a-doctor-opens-chat.md), also when that happened before this loaded.
 */
export function ChatWidget({ loadedAt }: ChatWidgetProps) {
  useChatAssistant();
  const isOpen = useChatPanelStore((state) => state.isOpen);
  const openPanel = useChatPanelStore((state) => state.openPanel);
  const closePanel = useChatPanelStore((state) => state.closePanel);
  const { isPopupShown, isConfettiShown } = useWelcomePopup(loadedAt);
  const buttonRef = useRef<HTMLButtonElement>(null);

  function close() {
    closePanel();
    buttonRef.current?.focus();
  }

  return (
    <aside className="chat-widget" aria-label="Chat assistant" data-chat-widget="">
      {isConfettiShown ? <ConfettiBurst /> : null}
      <ChatPanel isOpen={isOpen} onClose={close} />
      <div className="chat-popup-region" role="status">
        {isPopupShown && !isOpen ? <p className="chat-popup">{CHAT_UI_TEXT.welcomePopup}</p> : null}
      </div>
      <DisclosureButton
        ref={buttonRef}
        className="chat-button"
        expanded={isOpen}
        controls={CHAT_PANEL_ID}
        onClick={isOpen ? close : openPanel}
      >
        {CHAT_UI_TEXT.openButton}
      </DisclosureButton>
    </aside>
  );
}

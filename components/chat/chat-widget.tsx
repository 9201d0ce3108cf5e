'use client';

import { useContext, type ComponentType } from 'react';
import { PageMessagesProvider } from '@/components/layout/page-messages';
import type { Locale } from '@/lib/i18n';
import { createChatEngine } from '@/lib/chat/engine';
import type { ChatTexts } from '@/lib/chat/languages';
import { useAppointmentsStore } from '@/stores/appointments-store';
import { createModelClient } from '@/lib/chat/model-client';
import { chatSettings } from '@/lib/config/env';
import type { StoreApi } from 'zustand';
import {
  type ChatStore,
  ChatStoreContext,
  createChatStore,
  useChatPanelStore,
} from '@/stores/chat-store';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import { useDisclosure } from '@/components/ui/use-disclosure';
import { ChatPanel, CHAT_PANEL_ID } from './chat-panel';
import { ConfettiBurst } from './confetti-burst';
import { loadSpanishChatMessages } from './chat-messages';
import { useChatAssistant } from './use-chat-assistant';
import { useChatTexts } from './use-chat-texts';
import { useWelcomePopup } from './use-welcome-popup';

/** Props of the chat widget. */
export interface ChatWidgetProps {
  /** When the page loaded, ms since the epoch: the welcome popup appears 2 s after it. */
  loadedAt: number;
}

const pageStores = new Map<ChatTexts, StoreApi<ChatStore>>();

/**
 * The page's chat store in the page's language (docs/chat.md#languages), talking to the
 * configured model endpoint (docs/decisions/008-configurable-model-endpoint.md). Created on first use.
 */
function getPageChatStore(texts: ChatTexts): StoreApi<ChatStore> {
  let store = pageStores.get(texts);
  if (store === undefined) {
    store = createChatStore({
      client: createModelClient(chatSettings),
      engine: createChatEngine(texts),
      // The hours answer reads the clinic's data (docs/clinic-calendar.md#the-clinics-data).
      hoursText: () => useAppointmentsStore.getState().openingHours().then(texts.describeHours),
    });
    pageStores.set(texts, store);
  }
  return store;
}

/**
 * The floating chat assistant (docs/chat.md): Chat button, panel, welcome popup.
 * The panel also opens from `useChatPanelStore`, even before this loaded
 * (docs/decisions/009-message-a-doctor-opens-chat.md).
 */
export function ChatWidget(props: ChatWidgetProps) {
  // A test may provide its own store; the page otherwise gets the one talking to its endpoint.
  const texts = useChatTexts();
  const store = useContext(ChatStoreContext) ?? getPageChatStore(texts);
  return (
    <ChatStoreContext value={store}>
      <ChatWidgetView {...props} />
    </ChatStoreContext>
  );
}

function ChatWidgetView({ loadedAt }: ChatWidgetProps) {
  useChatAssistant();
  const { ui } = useChatTexts();
  const isOpen = useChatPanelStore((state) => state.isOpen);
  const openPanel = useChatPanelStore((state) => state.openPanel);
  const closePanel = useChatPanelStore((state) => state.closePanel);
  const { isPopupShown, isConfettiShown } = useWelcomePopup(loadedAt);
  const { ref, close, button } = useDisclosure(CHAT_PANEL_ID, isOpen, (open) =>
    open ? openPanel() : closePanel(),
  );

  return (
    <aside className="chat-widget" aria-label={ui.widgetLabel} data-chat-widget="">
      {isConfettiShown ? <ConfettiBurst /> : null}
      <ChatPanel isOpen={isOpen} onClose={close} />
      <div className="chat-popup-region" role="status">
        {isPopupShown && !isOpen ? <p className="chat-popup">{ui.welcomePopup}</p> : null}
      </div>
      <DisclosureButton ref={ref} className="chat-button" {...button}>
        {ui.openButton}
      </DisclosureButton>
    </aside>
  );
}

/**
 * The widget in the page's language (docs/chat.md#how-the-assistant-loads): English as it is; on
 * a Spanish page, once the `chat` namespace has been fetched, wrapped in a provider that gives it.
 * Rejects when those texts cannot be read (the slot then shows the backup widget).
 */
export async function chatWidgetFor(locale: Locale): Promise<ComponentType<ChatWidgetProps>> {
  if (locale === 'en') return ChatWidget;
  const messages = await loadSpanishChatMessages();
  return function ChatWidgetWithTexts(props: ChatWidgetProps) {
    return (
      <PageMessagesProvider locale={locale} messages={messages}>
        <ChatWidget {...props} />
      </PageMessagesProvider>
    );
  };
}

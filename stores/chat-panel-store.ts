import { create } from 'zustand';

/** Whether the chat assistant's panel is open (docs/product.md#chat-assistant). Not persisted. */
export interface ChatPanelState {
  /** True while the panel is shown. */
  isOpen: boolean;
}

/** Opening and closing the chat panel (docs/product.md#chat-assistant). */
export interface ChatPanelActions {
  /** Opens the panel (the Chat button, and 'Message a Doctor' on the home page, docs/decisions/009-message-a-doctor-opens-chat.md). */
  openPanel: () => void;
  /** Closes the panel (its close button, Escape). */
  closePanel: () => void;
}

/** The panel starts closed. */
export const initialChatPanelState: ChatPanelState = { isOpen: false };

/**
 * Whether the chat panel is open; not persisted. Shared so that the home page's 'Message a
 * Doctor' card (docs/decisions/009-message-a-doctor-opens-chat.md) can open the lazily loaded widget.
 */
export const useChatPanelStore = create<ChatPanelState & ChatPanelActions>()((set) => ({
  ...initialChatPanelState,
  openPanel: () => set({ isOpen: true }),
  closePanel: () => set({ isOpen: false }),
}));

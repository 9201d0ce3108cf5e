import { create } from 'zustand';

/** Whether the chat assistant's panel is open (SPEC §4 'Chat panel: closed or open'). Not persisted. */
export interface ChatPanelState {
  /** True while the panel is shown. */
  isOpen: boolean;
}

/** Opening and closing the chat panel (SPEC §4 'Chat panel'). */
export interface ChatPanelActions {
  /** Opens the panel (the Chat button, and 'Message a Doctor' on the home page, D9). */
  openPanel: () => void;
  /** Closes the panel (its close button, Escape). */
  closePanel: () => void;
}

/** The panel starts closed. */
export const initialChatPanelState: ChatPanelState = { isOpen: false };

/**
 * Whether the chat panel is open; not persisted. Shared so that the home page's 'Message a
 * Doctor' card (D9) can open the lazily loaded widget.
 */
export const useChatPanelStore = create<ChatPanelState & ChatPanelActions>()((set) => ({
  ...initialChatPanelState,
  openPanel: () => set({ isOpen: true }),
  closePanel: () => set({ isOpen: false }),
}));

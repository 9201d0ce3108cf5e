import { create } from 'zustand';

/** Whether the chat assistant's panel is open (SPEC §4 'Chat panel: closed or open'). Not persisted. */
export interface ChatPanelState {
  /** True while the panel is shown. */
  isOpen: boolean;
}

export interface ChatPanelActions {
  /** Opens the panel (the Chat button, and 'Message a Doctor' on the home page, D9). */
  openPanel: () => void;
  /** Closes the panel (its close button, Escape). */
  closePanel: () => void;
}

export const initialChatPanelState: ChatPanelState = { isOpen: false };

export const useChatPanelStore = create<ChatPanelState & ChatPanelActions>()((set) => ({
  ...initialChatPanelState,
  openPanel: () => set({ isOpen: true }),
  closePanel: () => set({ isOpen: false }),
}));

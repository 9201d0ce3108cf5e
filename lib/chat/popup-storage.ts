import { STORAGE_KEYS } from '../storage/keys';
import { readRaw, writeRaw } from '../storage/web-storage';

// Storage errors are swallowed: without storage the popup just shows again, which is harmless.

/** The stored value once the popup has been shown (docs/decisions/001-storage-stays-compatible.md). */
export const CHAT_POPUP_SEEN_VALUE = 'true';

/** Whether the welcome popup was shown before in this browser; false without storage. */
export function hasSeenChatPopup(): boolean {
  try {
    return readRaw(STORAGE_KEYS.chatPopupSeen) === CHAT_POPUP_SEEN_VALUE;
  } catch {
    return false;
  }
}

/** Remembers that the welcome popup was shown; false when storage refused it. */
export function markChatPopupSeen(): boolean {
  try {
    writeRaw(STORAGE_KEYS.chatPopupSeen, CHAT_POPUP_SEEN_VALUE);
    return true;
  } catch {
    return false;
  }
}

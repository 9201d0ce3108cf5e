import { STORAGE_KEYS } from '../storage/keys';
import { readRaw, writeRaw } from '../storage/web-storage';

/**
 * The chat welcome popup's "seen" flag (docs/product.md#routes, docs/product.md#storage, docs/decisions/001-storage-stays-compatible.md): the string 'true'
 * under `chatBotPopupSeen` once the popup has been shown, as the original product stored it.
 * A browser that refuses storage never remembers it; the popup then shows on each first load,
 * which is harmless, so errors are swallowed here instead of reaching the chat widget.
 */

/** The value the flag holds once the popup has been shown (docs/decisions/001-storage-stays-compatible.md: the plain string). */
export const CHAT_POPUP_SEEN_VALUE = 'true';

/** Whether the welcome popup was shown before in this browser; false when storage is unavailable. */
export function hasSeenChatPopup(): boolean {
  try {
    return readRaw(STORAGE_KEYS.chatPopupSeen) === CHAT_POPUP_SEEN_VALUE;
  } catch {
    return false;
  }
}

/**
 * Remembers that the welcome popup was shown.
 * @returns whether the flag is now stored (false when storage refused it).
 */
export function markChatPopupSeen(): boolean {
  try {
    writeRaw(STORAGE_KEYS.chatPopupSeen, CHAT_POPUP_SEEN_VALUE);
    return true;
  } catch {
    return false;
  }
}

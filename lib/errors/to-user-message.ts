import { messages, UserFacingError } from '@/lib/errors/messages';
import { StorageQuotaError, StorageUnavailableError } from '@/lib/storage/web-storage';

/**
 * The text to show for a failed action: a `UserFacingError`'s own message, the storage texts
 * (docs/decisions/006-bad-data-is-kept.md), else `fallback`, the action's generic text.
 */
export function toUserMessage(error: unknown, fallback: string): string {
  if (error instanceof UserFacingError) return error.message;
  if (error instanceof StorageQuotaError) return messages.storageFull;
  if (error instanceof StorageUnavailableError) return messages.storageUnavailable;
  return fallback;
}

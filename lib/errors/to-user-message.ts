import { messages, UserFacingError } from '@/lib/errors/messages';
import { StorageQuotaError, StorageUnavailableError } from '@/lib/storage/web-storage';

/**
 * The text to show a visitor for a failed action: the error's own message when it was written
 * for them, the storage texts for storage failures (docs/decisions/006-bad-data-is-kept.md), otherwise `fallback` (the spec's
 * generic text for that action, e.g. 'Login failed. Please try again.').
 */
export function toUserMessage(error: unknown, fallback: string): string {
  if (error instanceof UserFacingError) return error.message;
  if (error instanceof StorageQuotaError) return messages.storageFull;
  if (error instanceof StorageUnavailableError) return messages.storageUnavailable;
  return fallback;
}

import { type Refusal, refusals, UserFacingError } from '@/lib/errors/messages';
import { StorageQuotaError, StorageUnavailableError } from '@/lib/storage/web-storage';

/**
 * The refusal to show for a failed action (docs/languages.md#refusals-by-code): a
 * `UserFacingError`'s own, the storage ones (docs/decisions/006-bad-data-is-kept.md), else
 * `fallback`, the action's generic one.
 */
export function toRefusal(error: unknown, fallback: Refusal): Refusal {
  if (error instanceof UserFacingError) return error.refusal;
  if (error instanceof StorageQuotaError) return refusals.storageFull;
  if (error instanceof StorageUnavailableError) return refusals.storageUnavailable;
  return fallback;
}

/** {@link toRefusal}'s English text: for pages with no catalogs yet, `fallback` a text. */
export function toUserMessage(error: unknown, fallback: string): string {
  return toRefusal(error, { message: fallback }).message;
}

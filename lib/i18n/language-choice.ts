import { STORAGE_KEYS } from '@/lib/storage/keys';
import { readRaw, writeRaw } from '@/lib/storage/web-storage';
import { isLocale, type Locale } from './locales';

/**
 * The language the visitor chose with the switch (docs/storage.md, `siteLanguage`), or null
 * when they never chose or storage is blocked: the choice is a convenience, never a reason to fail.
 */
export function readLanguageChoice(): Locale | null {
  try {
    const stored = readRaw(STORAGE_KEYS.siteLanguage);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Remembers the language chosen with the switch (docs/languages.md#the-language-switch); a
 * refused write (full quota, blocked storage) is ignored, since the link still goes there.
 */
export function rememberLanguageChoice(locale: Locale): void {
  try {
    writeRaw(STORAGE_KEYS.siteLanguage, locale);
  } catch {
    // Nothing to tell the visitor: the page they asked for opens all the same.
  }
}

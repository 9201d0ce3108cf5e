import { STORAGE_KEYS } from '@/lib/storage/keys';
import { writeValue } from '@/lib/storage/records';
import { listKeys, readRaw } from '@/lib/storage/web-storage';
import type { SettingRow } from './settings';

/** One localStorage key and its size: UTF-16 code units, and quota bytes (key and value, 2 per unit). */
export interface StorageEntry {
  key: string;
  characters: number;
  bytes: number;
}

/** The browser facts the /debug report reads (docs/debug.md). */
export interface BrowserFacts {
  userAgent: string;
  language: string;
  languages: readonly string[];
  timeZone: string;
  online: boolean;
  cookiesEnabled: boolean;
  /** CSS pixels. */
  screen: { width: number; height: number; availWidth: number; availHeight: number };
  colorDepth: number;
  devicePixelRatio: number;
  viewport: { width: number; height: number };
}

/** The /debug report, saved as plain JSON under `debugInfo` (docs/debug.md). */
export interface DebugInfo {
  /** ISO 8601 instant (UTC). */
  collectedAt: string;
  url: string;
  /** Secrets masked (lib/debug/settings.ts); null when unset. */
  build: Record<string, string | null>;
  browser: Omit<BrowserFacts, 'screen' | 'colorDepth' | 'devicePixelRatio' | 'viewport'>;
  screen: BrowserFacts['screen'] & {
    colorDepth: number;
    devicePixelRatio: number;
    viewportWidth: number;
    viewportHeight: number;
  };
  storage: StorageEntry[];
  versions: Record<string, string>;
}

/** What collectDebugInfo puts together: the browser facts, settings, stored keys and versions. */
export interface DebugInfoSources {
  settings: readonly SettingRow[];
  browser: BrowserFacts;
  storage: readonly StorageEntry[];
  versions: Readonly<Record<string, string>>;
  url: string;
  now: Date;
}

function storageEntry(key: string, value: string): StorageEntry {
  return { key, characters: value.length, bytes: (key.length + value.length) * 2 };
}

/** Every stored key with its size for /debug (docs/debug.md), sorted; empty without storage. */
export function readStorageEntries(): StorageEntry[] {
  const entries: StorageEntry[] = [];
  for (const key of listKeys()) {
    try {
      const value = readRaw(key);
      if (value !== null) entries.push(storageEntry(key, value));
    } catch {
      // Storage went away between listing and reading; report what could be read.
    }
  }
  return entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Puts the /debug report together; pure. */
export function collectDebugInfo(sources: DebugInfoSources): DebugInfo {
  const { browser } = sources;
  return {
    collectedAt: sources.now.toISOString(),
    url: sources.url,
    build: Object.fromEntries(sources.settings.map((row) => [row.key, row.shown])),
    browser: {
      userAgent: browser.userAgent,
      language: browser.language,
      languages: [...browser.languages],
      timeZone: browser.timeZone,
      online: browser.online,
      cookiesEnabled: browser.cookiesEnabled,
    },
    screen: {
      ...browser.screen,
      colorDepth: browser.colorDepth,
      devicePixelRatio: browser.devicePixelRatio,
      viewportWidth: browser.viewport.width,
      viewportHeight: browser.viewport.height,
    },
    storage: sources.storage.map((entry) => ({ ...entry })),
    versions: { ...sources.versions },
  };
}

/** Reads the browser facts for the /debug report. @throws {ReferenceError} outside a browser without `win`. */
export function readBrowserFacts(win: Window = window): BrowserFacts {
  const { navigator, screen } = win;
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    languages: [...(navigator.languages ?? [])],
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    online: navigator.onLine,
    cookiesEnabled: navigator.cookieEnabled,
    screen: {
      width: screen.width,
      height: screen.height,
      availWidth: screen.availWidth,
      availHeight: screen.availHeight,
    },
    colorDepth: screen.colorDepth,
    devicePixelRatio: win.devicePixelRatio,
    viewport: { width: win.innerWidth, height: win.innerHeight },
  };
}

/**
 * Saves the /debug report under `debugInfo` (docs/debug.md).
 * @throws {StorageQuotaError | StorageUnavailableError} nothing changed.
 */
export function saveDebugInfo(info: DebugInfo): void {
  writeValue(STORAGE_KEYS.debugInfo, info);
}

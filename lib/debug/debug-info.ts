import { STORAGE_KEYS } from '@/lib/storage/keys';
import { writeValue } from '@/lib/storage/records';
import { listKeys, readRaw } from '@/lib/storage/web-storage';
import type { SettingRow } from './settings';

/**
 * The environment report of the debug page /debug (docs/product.md#routes): build settings, browser, screen,
 * localStorage keys and sizes, versions; saved as plain JSON under `debugInfo` (docs/product.md#storage).
 */

/** One localStorage key and how much it holds. */
export interface StorageEntry {
  key: string;
  /** Length of the stored string, in UTF-16 code units (what `string.length` counts). */
  characters: number;
  /**
   * Bytes it takes of the origin's quota: key and value in UTF-16, 2 bytes per code unit,
   * the way browsers count localStorage usage.
   */
  bytes: number;
}

/** The browser facts the report reads (`window.navigator`, `window.screen`, …). */
export interface BrowserFacts {
  userAgent: string;
  /** The preferred language, e.g. 'en-US'. */
  language: string;
  languages: readonly string[];
  /** IANA time zone the browser runs in, e.g. 'America/New_York'. */
  timeZone: string;
  online: boolean;
  cookiesEnabled: boolean;
  /** Screen size in CSS pixels. */
  screen: { width: number; height: number; availWidth: number; availHeight: number };
  colorDepth: number;
  devicePixelRatio: number;
  /** The window's layout viewport in CSS pixels. */
  viewport: { width: number; height: number };
}

/** The saved report: plain JSON. */
export interface DebugInfo {
  /** When it was collected, ISO 8601 instant (UTC). */
  collectedAt: string;
  /** The page it was collected on. */
  url: string;
  /** Build settings by name, secrets masked (lib/debug/settings.ts); null when unset. */
  build: Record<string, string | null>;
  browser: Omit<BrowserFacts, 'screen' | 'colorDepth' | 'devicePixelRatio' | 'viewport'>;
  screen: BrowserFacts['screen'] & {
    colorDepth: number;
    devicePixelRatio: number;
    viewportWidth: number;
    viewportHeight: number;
  };
  /** Every localStorage key of the site, sorted by key. */
  storage: StorageEntry[];
  /** Versions by component, e.g. `{ app: '1.0.0', next: '16.4.6', react: '19.3.1' }`. */
  versions: Record<string, string>;
}

/** Everything {@link collectDebugInfo} puts together. */
export interface DebugInfoSources {
  settings: readonly SettingRow[];
  browser: BrowserFacts;
  storage: readonly StorageEntry[];
  versions: Readonly<Record<string, string>>;
  url: string;
  now: Date;
}

/** The size of one stored item; see {@link StorageEntry}. */
function storageEntry(key: string, value: string): StorageEntry {
  return { key, characters: value.length, bytes: (key.length + value.length) * 2 };
}

/**
 * Every key in this site's localStorage with its size, sorted by key; empty when storage is
 * unavailable. Reads through the one storage module (lib/storage/web-storage.ts).
 */
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

/** Puts the report together. Pure: the same sources give the same report. */
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

/**
 * Reads the browser facts from `win` (default the page's `window`).
 * @throws {ReferenceError} outside a browser when no `win` is given.
 */
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
 * Saves the report under `debugInfo` as plain JSON, replacing an earlier one.
 * @throws {StorageQuotaError} when the quota is full (nothing changed).
 * @throws {StorageUnavailableError} when storage cannot be accessed.
 */
export function saveDebugInfo(info: DebugInfo): void {
  writeValue(STORAGE_KEYS.debugInfo, info);
}

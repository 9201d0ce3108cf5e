'use client';

import { useEffect, useRef } from 'react';
import { lazyModule } from '@/lib/lazy/lazy-module';
import type { SwitchDraft } from '@/lib/storage/switch-draft';

/** The open form's draft as it stands, or null: one form per page offers one. */
let currentDraft: (() => Omit<SwitchDraft, 'savedAt'> | null) | null = null;

// The draft's storage is out of every page's first load (docs/languages.md#first-load-javascript-against-the-site-before-spanish):
// a form that offers a draft fetches it when it mounts, so the switch finds it loaded.
const loadDraftStore = lazyModule(() => import('@/lib/storage/switch-draft'));
let draftStore: Awaited<ReturnType<typeof loadDraftStore>> | null = null;

function loadedDraftStore() {
  return loadDraftStore().then((store) => (draftStore = store));
}

/**
 * Offers the form's fields to the language switch (docs/languages.md#the-language-switch): `read`
 * is called when the switch is followed, and what it gives is kept for the other language's page,
 * which restores it with `takeSwitchDraft`. Never give it a password.
 */
export function useSwitchDraft(read: () => Omit<SwitchDraft, 'savedAt'> | null): void {
  const latest = useRef(read);
  useEffect(() => {
    latest.current = read;
  });
  useEffect(() => {
    const offer = () => latest.current();
    currentDraft = offer;
    loadedDraftStore().catch(() => undefined);
    return () => {
      if (currentDraft === offer) currentDraft = null;
    };
  }, []);
}

/**
 * Keeps the open form's draft, if any, just before the switch navigates: at once when its
 * storage is loaded (a form's mount loads it), else once it is.
 * @returns null when nothing is left to wait for, else a promise that resolves (never rejects)
 * once the draft is kept; a failed load only loses the draft.
 */
export function keepDraftForSwitch(): Promise<void> | null {
  const draft = currentDraft?.();
  if (!draft) return null;
  const saved = { ...draft, savedAt: Date.now() };
  if (draftStore) {
    draftStore.saveSwitchDraft(saved);
    return null;
  }
  return loadedDraftStore().then(
    (store) => store.saveSwitchDraft(saved),
    () => undefined,
  );
}

/**
 * The draft the switch kept for `form` of `owner`, as `takeSwitchDraft` gives it, once its
 * storage is loaded; null when it cannot be loaded.
 */
export function takeDraftWhenLoaded(
  form: string,
  owner: string | null,
): Promise<Readonly<Record<string, string>> | null> {
  return loadedDraftStore().then(
    (store) => store.takeSwitchDraft(form, owner),
    () => null,
  );
}

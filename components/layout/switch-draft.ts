'use client';

import { useEffect, useRef } from 'react';
import { saveSwitchDraft, type SwitchDraft } from '@/lib/storage/switch-draft';

/** The open form's draft as it stands, or null: one form per page offers one. */
let currentDraft: (() => Omit<SwitchDraft, 'savedAt'> | null) | null = null;

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
    return () => {
      if (currentDraft === offer) currentDraft = null;
    };
  }, []);
}

/** Keeps the open form's draft, if any, just before the switch navigates. */
export function keepDraftForSwitch(): void {
  const draft = currentDraft?.();
  if (draft) saveSwitchDraft({ ...draft, savedAt: Date.now() });
}

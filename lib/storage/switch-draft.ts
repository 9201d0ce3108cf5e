/*
 * The one door to sessionStorage (docs/storage.md): the draft of a form carried across the
 * language switch (docs/languages.md#the-language-switch). Tab-scoped, read once, short-lived.
 */

/** The sessionStorage key of the draft. */
const DRAFT_KEY = 'languageSwitchDraft';

/** How long a saved draft may wait for its page: the switch's own navigation, not a later visit. */
const DRAFT_MAX_AGE_MS = 30_000;

/**
 * A form's fields as the visitor left them when switching language: `form` names the form
 * ('booking', 'login', 'register'), `owner` the account it belongs to (its id; null for a form
 * with no session), `savedAt` ms since the epoch. Never a password.
 */
export interface SwitchDraft {
  form: string;
  owner: string | null;
  savedAt: number;
  fields: Readonly<Record<string, string>>;
}

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps `draft` for the page the switch opens; a refused write is ignored (the page still opens). */
export function saveSwitchDraft(draft: SwitchDraft): void {
  try {
    session()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked sessionStorage only loses the draft.
  }
}

function isDraft(value: unknown): value is SwitchDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { form, owner, savedAt, fields } = value as Record<string, unknown>;
  return (
    typeof form === 'string' &&
    (owner === null || typeof owner === 'string') &&
    typeof savedAt === 'number' &&
    typeof fields === 'object' &&
    fields !== null &&
    Object.values(fields).every((field) => typeof field === 'string')
  );
}

/**
 * The fields of the draft saved for `form` of `owner`, or null; the draft is forgotten whatever
 * it holds, so it is restored once, and never into another form, another account, or a visit
 * more than 30 s after the switch.
 * @param now - ms since the epoch.
 */
export function takeSwitchDraft(
  form: string,
  owner: string | null,
  now = Date.now(),
): Readonly<Record<string, string>> | null {
  const store = session();
  if (!store) return null;
  try {
    const raw = store.getItem(DRAFT_KEY);
    if (raw === null) return null;
    store.removeItem(DRAFT_KEY);
    const draft: unknown = JSON.parse(raw);
    if (!isDraft(draft) || draft.form !== form || draft.owner !== owner) return null;
    const age = now - draft.savedAt;
    return age >= 0 && age <= DRAFT_MAX_AGE_MS ? draft.fields : null;
  } catch {
    return null;
  }
}

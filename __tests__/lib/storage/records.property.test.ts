import fc from 'fast-check';
import type { z } from 'zod/mini';
import { credentialSchema } from '@/lib/account/password';
import { userSchema } from '@/lib/account/user';
import { appointmentSchema } from '@/lib/appointments/domain';
import { CHAT_POPUP_SEEN_VALUE, hasSeenChatPopup } from '@/lib/chat/popup-storage';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { readList, readValue } from '@/lib/storage/records';

/**
 * Property tests for the reader of every stored list and value (docs/decisions/006-bad-data-is-kept.md): whatever a key holds,
 * reading never throws, returns only schema-valid records, keeps every valid record, and moves
 * every invalid one, unchanged, to `<key>.invalid`.
 */

const RUNS = 300;
const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
const stored = (key: string) => window.localStorage.getItem(key);
const isoDate = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((d) => d.toISOString());
const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const id = fc.oneof(fc.integer({ min: 0 }), fc.string({ minLength: 1 }));

const validRecord: Record<string, fc.Arbitrary<unknown>> = {
  [STORAGE_KEYS.users]: fc.record({
    id,
    name: fc.string(),
    email: fc.string(),
    role: fc.constantFrom('patient', 'doctor'),
  }),
  [STORAGE_KEYS.appointments]: fc.record({
    id,
    doctor_id: id,
    doctor_name: fc.string(),
    patient_id: id,
    patient_name: fc.string(),
    patient_email: fc.string(),
    date_time: isoDate,
    formatted_date: fc.string(),
    duration: fc.integer({ min: 1, max: 600 }),
    reason: fc.string(),
    status: fc.constantFrom('scheduled', 'canceled', 'completed'),
    created_at: isoDate,
  }),
  [STORAGE_KEYS.credentials]: fc.record({
    email: fc.string({ minLength: 1 }),
    algorithm: fc.constant('PBKDF2-SHA-256'),
    iterations: fc.integer({ min: 1, max: 600_000 }),
    salt: fc.uint8Array({ minLength: 16, maxLength: 16 }).map(toBase64),
    hash: fc.uint8Array({ minLength: 32, maxLength: 32 }).map(toBase64),
  }),
};

const lists: [string, z.ZodMiniType<unknown>][] = [
  [STORAGE_KEYS.users, userSchema],
  [STORAGE_KEYS.appointments, appointmentSchema],
  [STORAGE_KEYS.credentials, credentialSchema],
];

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

function expectListInvariants(key: string, schema: z.ZodMiniType<unknown>, raw: string) {
  window.localStorage.clear();
  window.localStorage.setItem(key, raw);
  const { value } = readList(key, schema);
  for (const record of value) expect(schema.safeParse(record).success).toBe(true);

  let parsed: unknown;
  let parses = true;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parses = false;
  }
  const invalid = JSON.parse(stored(`${key}.invalid`) ?? '[]') as unknown[];
  if (!parses) {
    expect(value).toEqual([]);
    expect(invalid).toEqual([raw]);
  } else if (!Array.isArray(parsed)) {
    expect(value).toEqual([]);
    expect(invalid).toEqual([json(parsed)]);
  } else {
    const good = parsed.filter((item) => schema.safeParse(item).success);
    const bad = parsed.filter((item) => !schema.safeParse(item).success);
    expect(json(value)).toEqual(json(good));
    expect(invalid).toEqual(json(bad));
    if (bad.length > 0) expect(JSON.parse(stored(key) ?? 'null')).toEqual(json(good));
    else expect(stored(key)).toBe(raw);
  }
}

describe.each(lists)('readList(%s)', (key, schema) => {
  it('never throws on an arbitrary string, and sets it aside whole when it is not a list', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => expectListInvariants(key, schema, raw)),
      { numRuns: RUNS },
    );
  });

  it('never throws on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) =>
        expectListInvariants(key, schema, JSON.stringify(value)),
      ),
      { numRuns: RUNS },
    );
  });

  it('keeps every valid record and sets every invalid one aside unchanged', () => {
    const item = fc.oneof(validRecord[key]!, fc.jsonValue(), fc.object());
    fc.assert(
      fc.property(fc.array(item, { maxLength: 12 }), (items) =>
        expectListInvariants(key, schema, JSON.stringify(items)),
      ),
      { numRuns: RUNS },
    );
  });
});

/** What `<key>.invalid` holds after setting items aside onto `earlierRaw` (records.ts). */
function earlierSetAside(earlierRaw: string): unknown[] {
  try {
    const parsed = JSON.parse(earlierRaw) as unknown;
    return Array.isArray(parsed) ? (json(parsed) as unknown[]) : [earlierRaw];
  } catch {
    return [earlierRaw];
  }
}

describe.each(lists)('readList(%s) with earlier set-aside records', (key, schema) => {
  it('appends new invalid records to what <key>.invalid already held, losing none of it', () => {
    const earlierRaw = fc.oneof(
      fc.array(fc.jsonValue(), { maxLength: 6 }).map((items) => JSON.stringify(items)),
      fc.string(),
    );
    const item = fc.oneof(validRecord[key]!, fc.jsonValue(), fc.object());
    fc.assert(
      fc.property(earlierRaw, fc.array(item, { maxLength: 8 }), (earlier, items) => {
        window.localStorage.clear();
        window.localStorage.setItem(`${key}.invalid`, earlier);
        window.localStorage.setItem(key, JSON.stringify(items));
        const { value } = readList(key, schema);
        const bad = items.filter((record) => !schema.safeParse(record).success);
        expect(json(value)).toEqual(json(items.filter((r) => schema.safeParse(r).success)));
        if (bad.length === 0) {
          expect(stored(`${key}.invalid`)).toBe(earlier);
        } else {
          const invalid = JSON.parse(stored(`${key}.invalid`) ?? 'null') as unknown;
          expect(invalid).toEqual([...earlierSetAside(earlier), ...(json(bad) as unknown[])]);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('hasSeenChatPopup (chatBotPopupSeen)', () => {
  it('never throws and answers a boolean for any stored string: true only for the plain "true"', () => {
    const raw = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.constantFrom('true', 'True', ' true', 'true ', '"true"', 'false', '1', ''),
    );
    fc.assert(
      fc.property(fc.option(raw, { nil: null }), (text) => {
        window.localStorage.clear();
        if (text !== null) window.localStorage.setItem(STORAGE_KEYS.chatPopupSeen, text);
        const seen = hasSeenChatPopup();
        expect(typeof seen).toBe('boolean');
        expect(seen).toBe(text === CHAT_POPUP_SEEN_VALUE);
        // Reading changes nothing: the flag is not a record list, nothing is set aside.
        expect(stored(STORAGE_KEYS.chatPopupSeen)).toBe(text);
        expect(stored(`${STORAGE_KEYS.chatPopupSeen}.invalid`)).toBeNull();
      }),
      { numRuns: RUNS },
    );
  });

  it('answers false, without throwing, when the browser refuses storage', () => {
    window.localStorage.setItem(STORAGE_KEYS.chatPopupSeen, CHAT_POPUP_SEEN_VALUE);
    const blocked = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      expect(hasSeenChatPopup()).toBe(false);
    } finally {
      blocked.mockRestore();
    }
  });
});

describe('readValue(user)', () => {
  it('returns a valid session or null, and sets anything else aside unchanged', () => {
    const raw = fc.oneof(
      fc.string(),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      validRecord[STORAGE_KEYS.users]!.map((value) => JSON.stringify(value)),
    );
    fc.assert(
      fc.property(raw, (text) => {
        window.localStorage.clear();
        window.localStorage.setItem('user', text);
        const { value } = readValue('user', userSchema);
        if (value !== null) {
          expect(userSchema.safeParse(value).success).toBe(true);
          expect(stored('user')).toBe(text);
          expect(stored('user.invalid')).toBeNull();
          return;
        }
        let parsed: unknown = text;
        try {
          parsed = json(JSON.parse(text));
        } catch {
          // unparseable: kept as its raw text
        }
        expect(JSON.parse(stored('user.invalid') ?? '[]')).toEqual([parsed]);
        expect(stored('user')).toBeNull();
      }),
      { numRuns: RUNS },
    );
  });
});

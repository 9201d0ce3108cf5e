import { credentialSchema } from '@/lib/account/password';
import { userSchema } from '@/lib/account/user';
import { appointmentSchema } from '@/lib/appointments/domain';
import { mergeById, readList, readValue, updateList, writeValue } from '@/lib/storage/records';
import { allOrNothing, StorageQuotaError } from '@/lib/storage/web-storage';
import { refuseWrites } from '../../support/storage-faults';

/** An appointment exactly as the original product stored it. */
const original = {
  id: 1732000000000,
  doctor_id: 2,
  doctor_name: 'Dr. Sarah Johnson',
  patient_id: 1731999999999,
  patient_name: 'Ann',
  patient_email: 'ann@example.com',
  date_time: '2024-11-20T15:00:00.000Z',
  formatted_date: 'Wednesday, November 20, 2024 at 10:00 AM',
  duration: 30,
  reason: 'Follow-up',
  status: 'scheduled' as const,
  created_at: '2024-11-19T10:00:00.000Z',
};

const stored = (key: string) => window.localStorage.getItem(key);
const storedJson = (key: string): unknown => JSON.parse(stored(key) ?? 'null');

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('readList', () => {
  it('reads the plain array the original product left, extra fields and string ids included', () => {
    const legacy = { ...original, id: 'a1', doctor_id: '2', notes: 'kept' };
    window.localStorage.setItem('appointments', JSON.stringify([original, legacy]));
    const { value, setAside } = readList('appointments', appointmentSchema);
    expect(value).toEqual([original, legacy]);
    expect(setAside).toBe(0);
    expect(stored('appointments.invalid')).toBeNull();
  });

  it('returns an empty list for a missing key', () => {
    expect(readList('appointments', appointmentSchema).value).toEqual([]);
  });

  it('sets unparseable JSON aside as its raw text and removes the key', () => {
    window.localStorage.setItem('appointments', '[{"id": 1,');
    expect(readList('appointments', appointmentSchema).value).toEqual([]);
    expect(storedJson('appointments.invalid')).toEqual(['[{"id": 1,']);
    expect(stored('appointments')).toBeNull();
  });

  it('sets a non-array value aside whole', () => {
    window.localStorage.setItem('users', '{"name":"x"}');
    expect(readList('users', userSchema).value).toEqual([]);
    expect(storedJson('users.invalid')).toEqual([{ name: 'x' }]);
  });

  it('sets invalid records aside unchanged, keeps the valid ones and rewrites the key with them', () => {
    const badStatus = { ...original, id: 2, status: 'lost' };
    const noDate = { ...original, id: 3, date_time: 'tomorrow-ish' };
    window.localStorage.setItem('appointments', JSON.stringify([badStatus, original, 42, noDate]));
    const { value, setAside } = readList('appointments', appointmentSchema);
    expect(value).toEqual([original]);
    expect(setAside).toBe(3);
    expect(storedJson('appointments.invalid')).toEqual([badStatus, 42, noDate]);
    expect(storedJson('appointments')).toEqual([original]);
  });

  it('adds to what was set aside before instead of replacing it', () => {
    window.localStorage.setItem('appointments.invalid', JSON.stringify(['earlier']));
    window.localStorage.setItem('appointments', JSON.stringify([7]));
    readList('appointments', appointmentSchema);
    expect(storedJson('appointments.invalid')).toEqual(['earlier', 7]);
  });

  it('leaves the stored value untouched when the invalid records cannot be set aside', () => {
    const raw = JSON.stringify([original, { broken: true }]);
    window.localStorage.setItem('appointments', raw);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(readList('appointments', appointmentSchema).value).toEqual([original]);
    } finally {
      setItem.mockRestore();
    }
    expect(stored('appointments')).toBe(raw);
    expect(stored('appointments.invalid')).toBeNull();
  });
});

describe('credentials.invalid', () => {
  it('keeps a set-aside credential only under credentials.invalid and logs no hash material', () => {
    const tampered = {
      email: 'ann@example.com',
      algorithm: 'PBKDF2-SHA-256',
      iterations: -1,
      salt: 'c2FsdC1zZWNyZXQ=',
      hash: 'aGFzaC1zZWNyZXQ=',
    };
    window.localStorage.setItem('credentials', JSON.stringify([tampered]));
    expect(readList('credentials', credentialSchema).value).toEqual([]);
    expect(storedJson('credentials.invalid')).toEqual([tampered]);
    const logged = JSON.stringify(warn.mock.calls);
    expect(logged).toContain("'credentials.invalid'");
    expect(logged).not.toContain(tampered.salt);
    expect(logged).not.toContain(tampered.hash);
  });
});

describe('readValue and writeValue', () => {
  it('round-trips the session as a plain object', () => {
    const user = { id: 5, name: 'Ann', email: 'ann@example.com', role: 'patient' as const };
    writeValue('user', user);
    expect(storedJson('user')).toEqual(user);
    expect(readValue('user', userSchema).value).toEqual(user);
    writeValue('user', null);
    expect(stored('user')).toBeNull();
  });

  it('sets an invalid session aside and reads it as logged out', () => {
    window.localStorage.setItem('user', '{"id":5,"role":"admin"}');
    expect(readValue('user', userSchema).value).toBeNull();
    expect(storedJson('user.invalid')).toEqual([{ id: 5, role: 'admin' }]);
    expect(stored('user')).toBeNull();
  });
});

describe('mergeById', () => {
  const a = { id: 1, v: 'a' };
  const b = { id: 2, v: 'b' };
  const b2 = { id: 2, v: 'b2' };
  const c = { id: 3, v: 'c' };
  const idOf = (r: { id: number }) => String(r.id);

  it('keeps every base record and appends the new ones', () => {
    expect(mergeById([a, b], [b2, c], idOf)).toEqual([a, b, c]);
  });

  it('lets a resolver pick between two versions of a record', () => {
    expect(mergeById([a, b], [b2, c], idOf, (_stored, incoming) => incoming)).toEqual([a, b2, c]);
  });
});

describe('updateList', () => {
  it('applies the change to freshly stored data, keeping what another tab wrote', () => {
    window.localStorage.setItem('appointments', JSON.stringify([original]));
    const mine = { ...original, id: 99 };
    const result = updateList('appointments', appointmentSchema, (current) => [...current, mine]);
    expect(result).toEqual([original, mine]);
    expect(storedJson('appointments')).toEqual([original, mine]);
  });

  it('throws StorageQuotaError on a full quota and leaves the stored bytes as they were', () => {
    const raw = JSON.stringify([original]);
    window.localStorage.setItem('appointments', raw);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      expect(() =>
        updateList('appointments', appointmentSchema, (current) => [
          ...current,
          { ...original, id: 2 },
        ]),
      ).toThrow(StorageQuotaError);
    } finally {
      setItem.mockRestore();
    }
    expect(stored('appointments')).toBe(raw);
  });

  it('refuses to write, rather than drop invalid records it could not set aside (D6)', () => {
    const raw = JSON.stringify([original, { broken: true }]);
    window.localStorage.setItem('appointments', raw);
    const setItem = refuseWrites((key) => key === 'appointments.invalid');
    const change = jest.fn((current: unknown[]) => current);
    try {
      expect(() => updateList('appointments', appointmentSchema, change)).toThrow(
        StorageQuotaError,
      );
    } finally {
      setItem.mockRestore();
    }
    expect(change).not.toHaveBeenCalled();
    expect(stored('appointments')).toBe(raw);
    expect(stored('appointments.invalid')).toBeNull();
  });

  it('writes nothing when the change throws', () => {
    const raw = JSON.stringify([original]);
    window.localStorage.setItem('appointments', raw);
    expect(() =>
      updateList('appointments', appointmentSchema, () => {
        throw new Error('conflict');
      }),
    ).toThrow('conflict');
    expect(stored('appointments')).toBe(raw);
  });
});

describe('readList and updateList keep the list they read or wrote', () => {
  const later = { ...original, id: 2, reason: 'Later' };
  const parses = () => jest.spyOn(JSON, 'parse');

  it('read the same stored string again without parsing it, and a changed one afresh (D5)', () => {
    window.localStorage.setItem('appointments', JSON.stringify([original]));
    readList('appointments', appointmentSchema);
    const parse = parses();
    try {
      expect(readList('appointments', appointmentSchema).value).toEqual([original]);
      expect(parse).not.toHaveBeenCalled();
      // Another tab's write.
      window.localStorage.setItem('appointments', JSON.stringify([original, later]));
      expect(readList('appointments', appointmentSchema).value).toEqual([original, later]);
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      parse.mockRestore();
    }
  });

  it('read their own write without parsing it, validating only the records the change made', () => {
    window.localStorage.setItem('appointments', JSON.stringify([original]));
    const parse = parses();
    const validate = jest.spyOn(appointmentSchema, 'safeParse');
    try {
      updateList('appointments', appointmentSchema, (current) => [...current, later]);
      expect(readList('appointments', appointmentSchema).value).toEqual([original, later]);
      expect(parse).toHaveBeenCalledTimes(1);
      // `original` once as read, `later` once as written.
      expect(validate).toHaveBeenCalledTimes(2);
    } finally {
      parse.mockRestore();
      validate.mockRestore();
    }
  });

  it('hand out a new list each time, so a caller changing it changes nothing kept', () => {
    window.localStorage.setItem('appointments', JSON.stringify([original]));
    readList('appointments', appointmentSchema).value.push(later);
    expect(readList('appointments', appointmentSchema).value).toEqual([original]);
  });

  it("set aside a bad record another tab wrote after this tab's read (D6)", () => {
    window.localStorage.setItem('appointments', JSON.stringify([original]));
    readList('appointments', appointmentSchema);
    window.localStorage.setItem('appointments', JSON.stringify([original, { broken: true }]));
    expect(readList('appointments', appointmentSchema).value).toEqual([original]);
    expect(storedJson('appointments.invalid')).toEqual([{ broken: true }]);
    expect(storedJson('appointments')).toEqual([original]);
  });

  it('do not keep a write holding a record the schema refuses: the next read sets it aside', () => {
    window.localStorage.setItem('appointments', JSON.stringify([original]));
    updateList('appointments', appointmentSchema, (current) => [
      ...current,
      { broken: true } as unknown as typeof original,
    ]);
    expect(readList('appointments', appointmentSchema).value).toEqual([original]);
    expect(storedJson('appointments.invalid')).toEqual([{ broken: true }]);
  });

  it('read storage afresh after a write that was rolled back', () => {
    window.localStorage.setItem('appointments', JSON.stringify([original]));
    expect(() =>
      allOrNothing(() => {
        updateList('appointments', appointmentSchema, (current) => [...current, later]);
        throw new Error('a later step failed');
      }),
    ).toThrow('a later step failed');
    expect(readList('appointments', appointmentSchema).value).toEqual([original]);
  });
});

import { parseEnv, rawEnv } from '@/lib/env';

describe('parseEnv', () => {
  it('uses the defaults when nothing is set', () => {
    const env = parseEnv({});
    expect(env.NEXT_PUBLIC_CLINIC_NAME).toBe('Riverside Clinic');
    expect(env.NEXT_PUBLIC_CLINIC_EMAIL).toContain('@');
  });

  it('treats an empty value as unset', () => {
    expect(parseEnv({ NEXT_PUBLIC_CLINIC_NAME: '' }).NEXT_PUBLIC_CLINIC_NAME).toBe(
      'Riverside Clinic',
    );
  });

  it('treats an empty value as unset for every setting (scripts/e2e.mjs relies on it)', () => {
    const keys = Object.keys(rawEnv);
    expect(keys).toEqual(
      expect.arrayContaining(['NEXT_PUBLIC_CHAT_ENDPOINT', 'NEXT_PUBLIC_DEBUG']),
    );
    const allEmpty = Object.fromEntries(keys.map((key) => [key, '']));
    expect(parseEnv(allEmpty)).toEqual(parseEnv({}));
    expect(parseEnv(allEmpty).NEXT_PUBLIC_CHAT_ENDPOINT).toBeUndefined();
    expect(parseEnv(allEmpty).NEXT_PUBLIC_EMAILJS_PUBLIC_KEY).toBeUndefined();
    expect(parseEnv(allEmpty).NEXT_PUBLIC_DEBUG).toBe(false);
  });

  it('lists every bad key in one error', () => {
    expect(() =>
      parseEnv({ NEXT_PUBLIC_CLINIC_EMAIL: 'not-an-address', NEXT_PUBLIC_CLINIC_PHONE: 'call us' }),
    ).toThrow(
      /NEXT_PUBLIC_CLINIC_PHONE.*NEXT_PUBLIC_CLINIC_EMAIL|NEXT_PUBLIC_CLINIC_EMAIL.*NEXT_PUBLIC_CLINIC_PHONE/,
    );
  });
});

describe('parseEnv service settings', () => {
  it('leaves optional services off and debug false by default', () => {
    const env = parseEnv({});
    expect(env.NEXT_PUBLIC_DEBUG).toBe(false);
    expect(env.NEXT_PUBLIC_CHAT_ENDPOINT).toBeUndefined();
    expect(env.NEXT_PUBLIC_CHAT_PROTOCOL).toBe('tgi');
    expect(env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY).toBeUndefined();
    // Unset stays unset: lib/email/config.ts applies EmailJS's origin (resolveEmailConfig).
    expect(env.NEXT_PUBLIC_EMAILJS_ORIGIN).toBeUndefined();
    expect(env.NEXT_PUBLIC_API_URL).toBe('http://localhost:8080/api');
  });

  it("turns debug on only for 'true'", () => {
    expect(parseEnv({ NEXT_PUBLIC_DEBUG: 'true' }).NEXT_PUBLIC_DEBUG).toBe(true);
    expect(() => parseEnv({ NEXT_PUBLIC_DEBUG: 'yes' })).toThrow(/NEXT_PUBLIC_DEBUG/);
  });

  it('refuses a non-http endpoint and an unknown protocol', () => {
    expect(() => parseEnv({ NEXT_PUBLIC_CHAT_ENDPOINT: 'javascript:alert(1)' })).toThrow(
      /NEXT_PUBLIC_CHAT_ENDPOINT/,
    );
    expect(() => parseEnv({ NEXT_PUBLIC_CHAT_PROTOCOL: 'grpc' })).toThrow(
      /NEXT_PUBLIC_CHAT_PROTOCOL/,
    );
  });
});

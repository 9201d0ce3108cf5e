import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseEnv, rawEnv } from '@/lib/config/env';

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

describe('parseEnv messages', () => {
  // zod/mini has no message locale: each setting says what it expects, or the build's error
  // would read 'Invalid input'.
  it.each([
    ['NEXT_PUBLIC_CLINIC_EMAIL', 'an e-mail address', ['not-an-address']],
    ['NEXT_PUBLIC_CLINIC_PHONE', 'a phone number of digits, spaces and + ( ) . -', ['call us']],
    ['NEXT_PUBLIC_CLINIC_NAME', '1 to 60 characters', ['x'.repeat(61), '   ']],
    ['NEXT_PUBLIC_DEBUG', "one of 'true', 'false'", ['yes']],
    ['NEXT_PUBLIC_CHAT_PROTOCOL', "one of 'tgi', 'openai-chat'", ['grpc']],
    ['NEXT_PUBLIC_CHAT_ENDPOINT', 'an http(s) URL', ['ftp://models.example/generate']],
    ['NEXT_PUBLIC_EMAILJS_PUBLIC_KEY', 'a non-empty value', ['  ']],
  ])('names what %s expects (%s) for each bad value', (key, expected, values) => {
    for (const value of values) {
      expect(() => parseEnv({ [key]: value })).toThrow(
        `Invalid settings in .env.local or the environment: ${key} (${expected})`,
      );
    }
  });

  it('trims what it keeps', () => {
    expect(parseEnv({ NEXT_PUBLIC_CHAT_MODEL: '  my/model  ' }).NEXT_PUBLIC_CHAT_MODEL).toBe(
      'my/model',
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
    // Unset stays unset: lib/notifications/config.ts applies EmailJS's origin (resolveEmailConfig).
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

describe('parseEnv clinic time and address', () => {
  it('defaults to America/New_York and a postal address', () => {
    const env = parseEnv({});
    expect(env.NEXT_PUBLIC_CLINIC_TIMEZONE).toBe('America/New_York');
    expect(env.NEXT_PUBLIC_CLINIC_ADDRESS).toMatch(/\w+/);
  });

  it.each(['Europe/Berlin', 'Asia/Kathmandu', 'America/Argentina/Buenos_Aires', 'UTC'])(
    'accepts the IANA zone %s',
    (zone) => {
      expect(
        parseEnv({ NEXT_PUBLIC_CLINIC_TIMEZONE: ` ${zone} ` }).NEXT_PUBLIC_CLINIC_TIMEZONE,
      ).toBe(zone);
    },
  );

  it.each(['Mars/Olympus_Mons', 'EST5EDT6', '+05:45', 'new york', 'Europe/'])(
    'refuses %j with a clear message',
    (zone) => {
      expect(() => parseEnv({ NEXT_PUBLIC_CLINIC_TIMEZONE: zone })).toThrow(
        "Invalid settings in .env.local or the environment: NEXT_PUBLIC_CLINIC_TIMEZONE (an IANA time zone name, e.g. 'America/New_York')",
      );
    },
  );

  it('refuses a blank or overlong address', () => {
    expect(() => parseEnv({ NEXT_PUBLIC_CLINIC_ADDRESS: '  ' })).toThrow(
      'NEXT_PUBLIC_CLINIC_ADDRESS (1 to 200 characters)',
    );
    expect(() => parseEnv({ NEXT_PUBLIC_CLINIC_ADDRESS: 'x'.repeat(201) })).toThrow(
      /NEXT_PUBLIC_CLINIC_ADDRESS/,
    );
  });
});

describe('NEXT_PUBLIC_CANCEL_NOTICE_HOURS', () => {
  it('defaults to 24 hours and reads a whole number of hours', () => {
    expect(parseEnv({}).NEXT_PUBLIC_CANCEL_NOTICE_HOURS).toBe(24);
    expect(
      parseEnv({ NEXT_PUBLIC_CANCEL_NOTICE_HOURS: '48' }).NEXT_PUBLIC_CANCEL_NOTICE_HOURS,
    ).toBe(48);
  });

  it.each(['x', '2.5', '-1', '500'])('refuses %p, naming what it expects', (value) => {
    expect(() => parseEnv({ NEXT_PUBLIC_CANCEL_NOTICE_HOURS: value })).toThrow(
      'NEXT_PUBLIC_CANCEL_NOTICE_HOURS (a whole number of hours from 0 to 168)',
    );
  });
});

describe('NEXT_PUBLIC_PBKDF2_ITERATIONS (docs/decisions/002-passwords-are-checked.md)', () => {
  const read = (value?: string) =>
    parseEnv({ NEXT_PUBLIC_PBKDF2_ITERATIONS: value }).NEXT_PUBLIC_PBKDF2_ITERATIONS;

  it("defaults to OWASP's 600,000, and reads whole numbers from 1000 up to that", () => {
    expect([read(), read('1000'), read('250000'), read('600000')]).toEqual([
      600_000, 1000, 250_000, 600_000,
    ]);
  });

  it.each(['999', '600001', '1000000', '1e6', '600,000', '600_000', '-1000', '2000.5', 'many'])(
    'refuses %p, naming what it expects',
    (value) => {
      expect(() => read(value)).toThrow(
        'NEXT_PUBLIC_PBKDF2_ITERATIONS (a whole number of iterations from 1000 to 600000)',
      );
    },
  );
});

describe('NEXT_PUBLIC_BASE_PATH and NEXT_PUBLIC_DEPLOY_ENV (docs/hosting.md)', () => {
  const GOOD = ['/clinic', '/a/b', '/my-clinic_2.0', '/~team'];
  const BAD = ['clinic', '/clinic/', '/a b', '/', '//clinic', '/a/../b', '/.', '/é'];

  it('reads a base path like /clinic, and none by default', () => {
    expect(parseEnv({}).NEXT_PUBLIC_BASE_PATH).toBe('');
    for (const path of GOOD)
      expect(parseEnv({ NEXT_PUBLIC_BASE_PATH: path }).NEXT_PUBLIC_BASE_PATH).toBe(path);
  });

  it.each(BAD)('refuses the base path %j, naming the setting', (path) => {
    expect(() => parseEnv({ NEXT_PUBLIC_BASE_PATH: path })).toThrow(
      "NEXT_PUBLIC_BASE_PATH (a path starting with '/', without a trailing '/'",
    );
  });

  it('next.config.mjs refuses a bad base path or deploy environment before the build starts, naming it', () => {
    const configFile = path.join(__dirname, '..', '..', '..', 'next.config.mjs');
    const load = (settings: Record<string, string>) =>
      spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const { default: config } = await import(${JSON.stringify(configFile)});
           console.log(JSON.stringify(config.basePath));`,
        ],
        { env: { ...process.env, ...settings }, encoding: 'utf8' },
      );
    // The schema itself is checked above: here, that the config applies it (each load is a
    // Node process, so a few of the values only).
    for (const value of ['', '/clinic']) {
      const result = load({ NEXT_PUBLIC_BASE_PATH: value });
      expect(result.stderr).toBe('');
      expect(JSON.parse(result.stdout)).toBe(value);
    }
    for (const value of ['clinic', '/clinic/', '/a b']) {
      const result = load({ NEXT_PUBLIC_BASE_PATH: value });
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain(
        "Invalid settings in .env.local or the environment: NEXT_PUBLIC_BASE_PATH (a path starting with '/'",
      );
    }
    const staging = load({ NEXT_PUBLIC_DEPLOY_ENV: 'staging' });
    expect(staging.status).not.toBe(0);
    expect(staging.stderr).toContain(
      "Invalid settings in .env.local or the environment: NEXT_PUBLIC_DEPLOY_ENV (one of 'production', 'preview')",
    );
    expect(load({ NEXT_PUBLIC_DEPLOY_ENV: 'preview' }).status).toBe(0);
  });

  it("is 'production' unless 'preview', and refuses anything else", () => {
    expect(parseEnv({}).NEXT_PUBLIC_DEPLOY_ENV).toBe('production');
    expect(parseEnv({ NEXT_PUBLIC_DEPLOY_ENV: 'preview' }).NEXT_PUBLIC_DEPLOY_ENV).toBe('preview');
    expect(() => parseEnv({ NEXT_PUBLIC_DEPLOY_ENV: 'staging' })).toThrow(
      "NEXT_PUBLIC_DEPLOY_ENV (one of 'production', 'preview')",
    );
    expect(parseEnv({}).NEXT_PUBLIC_PREVIEW_EMAIL).toBe(false);
    expect(parseEnv({ NEXT_PUBLIC_PREVIEW_EMAIL: 'true' }).NEXT_PUBLIC_PREVIEW_EMAIL).toBe(true);
  });
});

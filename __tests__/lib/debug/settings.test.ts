import { probeTargets } from '@/lib/debug/backend-probe';
import { describeEmailSettings, maskSecret, maskUrl } from '@/lib/debug/settings';
import { DEFAULT_EMAILJS_ORIGIN } from '@/lib/notifications/config';

describe('maskSecret', () => {
  it.each([
    ['e2e-public-key-4174', 'e2e…74 (19 characters)'],
    ['service_e2e', 'se… (11 characters)'],
    ['abcdef', 'ab… (6 characters)'],
    ['abc', '… (3 characters)'],
  ])('shows %s as %s, never in full', (value, shown) => {
    expect(maskSecret(value)).toBe(shown);
    expect(maskSecret(value)).not.toContain(value);
  });

  it('gives null for unset and blank values', () => {
    expect(maskSecret(undefined)).toBeNull();
    expect(maskSecret('   ')).toBeNull();
  });
});

describe('maskUrl', () => {
  it('shows only the origin of a URL whose path or query may carry a key', () => {
    expect(maskUrl('https://model.example/v1/chat?key=secret')).toBe('https://model.example/…');
    expect(maskUrl('http://127.0.0.1:4175/')).toBe('http://127.0.0.1:4175/');
  });

  it('masks a value that is not a URL like a secret', () => {
    expect(maskUrl('not a url at all')).toBe('not…ll (16 characters)');
  });
});

describe('describeEmailSettings', () => {
  it('marks which settings are present, masks ids and keys, and shows an unset origin as the default', () => {
    const rows = describeEmailSettings(
      { publicKey: 'pk_live_1234567890', serviceId: 'service_abc', templateId: undefined },
      DEFAULT_EMAILJS_ORIGIN,
    );
    const byKey = Object.fromEntries(rows.map((row) => [row.key, row]));
    expect(byKey.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY).toMatchObject({
      present: true,
      shown: 'pk_…90 (18 characters)',
      required: true,
    });
    expect(byKey.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID).toMatchObject({ present: false, shown: null });
    expect(byKey.NEXT_PUBLIC_EMAILJS_ORIGIN).toMatchObject({
      present: false,
      shown: 'https://api.emailjs.com (default)',
      required: false,
    });
    expect(JSON.stringify(rows)).not.toContain('pk_live_1234567890');
  });

  it('shows a set origin in full and as present', () => {
    const rows = describeEmailSettings({ origin: 'http://127.0.0.1:4174' }, DEFAULT_EMAILJS_ORIGIN);
    expect(rows.find((row) => row.key === 'NEXT_PUBLIC_EMAILJS_ORIGIN')).toMatchObject({
      present: true,
      shown: 'http://127.0.0.1:4174',
    });
  });
});

describe('probeTargets', () => {
  it('derives {api}/health and the backend root on the same origin', () => {
    expect(probeTargets('http://localhost:8080/api/')).toEqual({
      apiBaseUrl: 'http://localhost:8080/api',
      health: 'http://localhost:8080/api/health',
      root: 'http://localhost:8080/',
      listed: ['http://localhost:8080/api/auth/login', 'http://localhost:8080/api/appointments'],
    });
  });

  it('refuses a URL that is not http(s) or not absolute', () => {
    // (URL's TypeError comes from another realm under jsdom: match the messages.)
    expect(() => probeTargets('ftp://example.com/api')).toThrow('Not an http(s) URL');
    expect(() => probeTargets('not a url')).toThrow('Invalid URL');
  });
});

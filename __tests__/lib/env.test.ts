import { parseEnv } from '@/lib/env';

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

  it('lists every bad key in one error', () => {
    expect(() =>
      parseEnv({ NEXT_PUBLIC_CLINIC_EMAIL: 'not-an-address', NEXT_PUBLIC_CLINIC_PHONE: 'call us' }),
    ).toThrow(
      /NEXT_PUBLIC_CLINIC_PHONE.*NEXT_PUBLIC_CLINIC_EMAIL|NEXT_PUBLIC_CLINIC_EMAIL.*NEXT_PUBLIC_CLINIC_PHONE/,
    );
  });
});

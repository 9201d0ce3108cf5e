/** @jest-environment node */
import {
  DEFAULT_EMAILJS_ORIGIN,
  EMAIL_SETTING_ENV_KEYS,
  isEmailConfigured,
  missingEmailSettings,
  resolveEmailConfig,
} from '@/lib/notifications/config';
import { SETTING_KEYS } from '@/lib/config/settings';

const complete = { publicKey: 'pk_live', serviceId: 'service_main', templateId: 'template_main' };

describe('isEmailConfigured', () => {
  it('is true when public key, service id and template id are set', () => {
    expect(isEmailConfigured(complete)).toBe(true);
  });

  it.each(['publicKey', 'serviceId', 'templateId'] as const)(
    'is false when %s is unset, empty or blank',
    (key) => {
      expect(isEmailConfigured({ ...complete, [key]: undefined })).toBe(false);
      expect(isEmailConfigured({ ...complete, [key]: '' })).toBe(false);
      expect(isEmailConfigured({ ...complete, [key]: '   ' })).toBe(false);
    },
  );

  it('does not need the fallback ids or the origin', () => {
    expect(isEmailConfigured({ ...complete, origin: undefined, fallbackServiceId: '' })).toBe(true);
  });
});

describe('missingEmailSettings', () => {
  it('lists the unset required settings in order', () => {
    expect(missingEmailSettings({})).toEqual(['publicKey', 'serviceId', 'templateId']);
    expect(missingEmailSettings({ serviceId: 's', templateId: ' ' })).toEqual([
      'publicKey',
      'templateId',
    ]);
    expect(missingEmailSettings(complete)).toEqual([]);
  });
});

describe('EMAIL_SETTING_ENV_KEYS', () => {
  it('names a NEXT_PUBLIC_EMAILJS_ setting for every field', () => {
    expect(Object.keys(EMAIL_SETTING_ENV_KEYS)).toEqual([
      'publicKey',
      'serviceId',
      'templateId',
      'templateIdEs',
      'fallbackServiceId',
      'fallbackTemplateId',
      'origin',
    ]);
    for (const [field, key] of Object.entries(EMAIL_SETTING_ENV_KEYS)) {
      // publicKey → NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, and a build setting the site reads.
      const snake = field.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();
      expect(key).toBe(`NEXT_PUBLIC_EMAILJS_${snake}`);
      expect(SETTING_KEYS).toContain(key);
    }
  });
});

describe('resolveEmailConfig', () => {
  it('returns null when e-mail is off', () => {
    expect(resolveEmailConfig({ ...complete, templateId: '' })).toBeNull();
  });

  it("defaults the origin to EmailJS's own and retries with the primary ids without fallback ids", () => {
    expect(DEFAULT_EMAILJS_ORIGIN).toBe('https://api.emailjs.com');
    expect(resolveEmailConfig(complete)).toEqual({
      ...complete,
      templateIds: { en: complete.templateId, es: complete.templateId },
      origin: 'https://api.emailjs.com',
      fallback: { serviceId: complete.serviceId, templateId: complete.templateId },
    });
  });

  it('trims values and drops trailing slashes from the origin', () => {
    expect(
      resolveEmailConfig({
        publicKey: ' pk ',
        serviceId: ' s ',
        templateId: ' t ',
        origin: ' http://127.0.0.1:4010/ ',
      }),
    ).toEqual({
      publicKey: 'pk',
      serviceId: 's',
      templateId: 't',
      templateIds: { en: 't', es: 't' },
      origin: 'http://127.0.0.1:4010',
      fallback: { serviceId: 's', templateId: 't' },
    });
  });

  it("sends Spanish-speaking accounts' e-mails with their own template when one is set", () => {
    expect(resolveEmailConfig({ ...complete, templateIdEs: ' template_es ' })?.templateIds).toEqual(
      { en: 'template_main', es: 'template_es' },
    );
  });

  it('uses both fallback ids when both are set', () => {
    expect(
      resolveEmailConfig({ ...complete, fallbackServiceId: 'svc_fb', fallbackTemplateId: 'tpl_fb' })
        ?.fallback,
    ).toEqual({ serviceId: 'svc_fb', templateId: 'tpl_fb' });
  });

  it('fills a missing fallback id with the primary one', () => {
    expect(resolveEmailConfig({ ...complete, fallbackServiceId: 'svc_fb' })?.fallback).toEqual({
      serviceId: 'svc_fb',
      templateId: 'template_main',
    });
    expect(resolveEmailConfig({ ...complete, fallbackTemplateId: 'tpl_fb' })?.fallback).toEqual({
      serviceId: 'service_main',
      templateId: 'tpl_fb',
    });
  });

  it('treats blank fallback ids as unset', () => {
    expect(
      resolveEmailConfig({ ...complete, fallbackServiceId: ' ', fallbackTemplateId: '' })?.fallback,
    ).toEqual({ serviceId: complete.serviceId, templateId: complete.templateId });
  });
});

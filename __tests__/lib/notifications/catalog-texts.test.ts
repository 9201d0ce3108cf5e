import { COMPILED_CATALOGS } from '@/__tests__/support/intl';
import {
  makeAppointment,
  makeUser,
  NOTICE_APPOINTMENT_PARAMS,
} from '@/__tests__/support/factories';
import { createCatalogTexts } from '@/lib/notifications/catalog-texts';
import { englishEmailTexts } from '@/lib/notifications/email-texts';
import { createEmailNotifier } from '@/lib/notifications/emailjs-notifier';
import {
  buildAccountNoticeParams,
  buildAppointmentNoticeParams,
  buildClaimLinkParams,
} from '@/lib/notifications/params';

const spanish = createCatalogTexts(COMPILED_CATALOGS.es, 'es');
const zone = 'America/New_York';
const user = makeUser({ language: 'es' });
// Monday, November 23, 2026 at 10:00 AM in New York.
const visit = makeAppointment(
  user,
  new Date('2026-11-23T15:00:00.000Z'),
  'Monday, November 23, 2026 at 10:00 AM',
  { doctor_name: 'Dr. Grace Hopper', reason: 'Annual check-up', duration: 15 },
);

describe('e-mail params in Spanish (docs/notifications.md#languages)', () => {
  it('writes the registration date in Spanish, in the clinic zone, with language es', () => {
    expect(buildAccountNoticeParams(user, new Date('2026-11-23T15:05:00Z'), zone, spanish)).toEqual(
      {
        ok: true,
        params: {
          to_email: 'ada@example.com',
          to_name: 'Ada Lovelace',
          date: 'lunes, 23 de noviembre de 2026, 10:05 a. m.',
          language: 'es',
        },
      },
    );
  });

  it("writes an appointment's date, both clocks and length in Spanish, the rest as stored", () => {
    const result = buildAppointmentNoticeParams(visit, user, {
      visitorZone: 'America/Los_Angeles',
      texts: spanish,
    });
    expect(result).toEqual({
      ok: true,
      params: {
        ...NOTICE_APPOINTMENT_PARAMS,
        appointment_date:
          'lunes, 23 de noviembre de 2026, 10:00 a. m. (10:00 hora de la clínica — 07:00 hora local)',
        visit_length: '15 minutos',
        language: 'es',
      },
    });
  });

  it('shows a preset cancel reason as the Spanish list does, and a typed one as typed', () => {
    const reasonOf = (cancel_reason: string) => {
      const built = buildAppointmentNoticeParams({ ...visit, cancel_reason }, user, {
        texts: spanish,
      });
      return built.ok ? built.params.cancel_reason : null;
    };
    expect(reasonOf('I feel better')).toBe('Me siento mejor');
    expect(reasonOf('I’m seeing someone else')).toBe('Me atenderá otro médico');
    expect(reasonOf('Tengo gripe')).toBe('Tengo gripe');
  });

  it("keeps the record's own formatted_date when its start is unknown", () => {
    const built = buildAppointmentNoticeParams({ ...visit, date_time: 'not a date' }, user, {
      texts: spanish,
    });
    expect(built.ok && built.params.appointment_date).toBe('Monday, November 23, 2026 at 10:00 AM');
  });

  it("writes a claim link's expiry in Spanish", () => {
    const built = buildClaimLinkParams(
      user,
      'https://clinic.example/claim/#t',
      '2026-11-30T23:30:00Z',
      zone,
      spanish,
    );
    expect(built.ok && built.params).toEqual({
      to_email: 'ada@example.com',
      to_name: 'Ada Lovelace',
      claim_link: 'https://clinic.example/claim/#t',
      claim_expires: 'lunes, 30 de noviembre de 2026, 6:30 p. m.',
      language: 'es',
    });
  });
});

describe("the English catalog's e-mail texts", () => {
  const english = createCatalogTexts(COMPILED_CATALOGS.en, 'en');

  it('are the English texts the e-mails have always sent, word for word', () => {
    const at = new Date('2026-11-23T15:05:00Z');
    expect(english.date(at, zone)).toBe(englishEmailTexts.date(at, zone));
    expect(english.date(at, zone)).toBe('Monday, November 23, 2026 at 10:05 AM');
    expect(english.visitLength(15)).toBe(englishEmailTexts.visitLength(15));
    expect(english.cancelReason('I feel better')).toBe('I feel better');
    const start = Date.parse('2026-11-23T15:00:00Z');
    const visitor = { visitorZone: 'Asia/Tokyo' };
    expect(english.bothClocks(start, visitor)).toBe(englishEmailTexts.bothClocks(start, visitor));
  });
});

describe('the notifier in the account language', () => {
  const config = {
    publicKey: 'pk_test',
    serviceId: 'service_main',
    templateId: 'template_main',
    templateIdEs: 'template_es',
  };
  const now = () => new Date('2026-11-23T15:05:00Z');

  function fakeEmailJs() {
    return {
      init: jest.fn(),
      send: jest.fn<
        Promise<{ status: number; text: string }>,
        [string, string, Record<string, unknown>]
      >(() => Promise.resolve({ status: 200, text: 'OK' })),
    };
  }

  it("sends a Spanish account's notice with the Spanish template and Spanish params", async () => {
    const emailjs = fakeEmailJs();
    const notifier = createEmailNotifier(config, {
      emailjs,
      now,
      loadTexts: async () => spanish,
    });
    notifier.registered(user);
    notifier.loggedIn(makeUser());
    await notifier.flush();
    expect(emailjs.send.mock.calls).toEqual([
      [
        'service_main',
        'template_main',
        expect.objectContaining({ language: 'en', date: 'Monday, November 23, 2026 at 10:05 AM' }),
      ],
      [
        'service_main',
        'template_es',
        expect.objectContaining({
          language: 'es',
          date: 'lunes, 23 de noviembre de 2026, 10:05 a. m.',
        }),
      ],
    ]);
  });

  it('sends in English, with a warning, when the Spanish texts cannot be loaded', async () => {
    const emailjs = fakeEmailJs();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const notifier = createEmailNotifier(config, {
      emailjs,
      now,
      loadTexts: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    notifier.registered(user);
    await notifier.flush();
    expect(emailjs.send).toHaveBeenCalledWith(
      'service_main',
      'template_main',
      expect.objectContaining({ language: 'en' }),
    );
    expect(warn).toHaveBeenCalledWith(
      'E-mail (registered) goes out in English: no es texts.',
      expect.any(TypeError),
    );
  });
});

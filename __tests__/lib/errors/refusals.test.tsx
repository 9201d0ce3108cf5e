import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useRefusalText } from '@/components/layout/page-messages';
import { accountRefusal, claimRefusal } from '@/lib/account';
import { accountMessages } from '@/lib/account/texts';
import { intakeTexts } from '@/lib/appointments/intake';
import { bookingRefusal } from '@/lib/appointments/booking/booking-refusals';
import { sentenceRefusal } from '@/lib/appointments/booking/sentence-refusals';
import { bookingRefusals } from '@/lib/appointments/booking/texts';
import { waitlistRefusals } from '@/lib/appointments/waitlist/texts';
import { readTypedDate } from '@/lib/appointments/booking/typed-date';
import { visitTexts } from '@/lib/appointments/booking/visit-texts';
import { addClinicDays } from '@/lib/clinic';
import { familyMessages, familyRefusal } from '@/lib/family';
import { failure } from '@/lib/data-api/client';
import { type Refusal, refusals, UserFacingError } from '@/lib/errors/messages';
import { toRefusal } from '@/lib/errors/to-user-message';
import type { Locale } from '@/lib/i18n';
import { StorageQuotaError, StorageUnavailableError } from '@/lib/storage/web-storage';
import { IntlWrapper } from '../../support/intl';
import { clinicTime } from '../../support/clinic-time';

/** `useRefusalText` of a page in `locale` that has every namespace. */
function writerIn(locale: Locale) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlWrapper locale={locale}>{children}</IntlWrapper>
  );
  return renderHook(() => useRefusalText(), { wrapper }).result.current;
}

const now = clinicTime(2026, 10, 25, 8, 0);
const typed = (day: string, month: string, year: string): Refusal => {
  const read = readTypedDate({ day, month, year }, { today: now, lastDay: addClinicDays(now, 90) });
  if (read.kind !== 'error') throw new Error('not an error');
  return read;
};

/** Every refusal lib makes with a code, with a sample of its values. */
const CODED: Refusal[] = [
  ...(
    [
      'loginRequired',
      'loginFailed',
      'invalidCredentials',
      'registerRequired',
      'registerFailed',
      'emailTaken',
      'invalidEmail',
      'sessionExpired',
      'loginLocked',
    ] as const
  ).map(accountRefusal),
  ...Object.values(refusals),
  ...(
    [
      'visitTypeRequired',
      'doctorRequired',
      'dateRequired',
      'reasonRequired',
      'bookingFailed',
      'slotUnavailable',
    ] as const
  ).map(bookingRefusals.form),
  bookingRefusals.cancelFailed,
  bookingRefusals.personBusy('Mia Lee'),
  ...[
    visitTexts.under('Child vaccination', 18),
    visitTexts.over('Health check', 65),
    visitTexts.aged('Teen clinic', 12, 18),
    visitTexts.addDateOfBirth('Child vaccination'),
    intakeTexts.required('Where is the pain?'),
    intakeTexts.tooLong(200),
    intakeTexts.doesNotFit('Where is the pain?'),
    intakeTexts.unknownQuestion('why'),
  ].map(sentenceRefusal),
  typed('', '12', '2026'),
  typed('1', '', '2026'),
  typed('1', '12', ''),
  typed('', '', '2026'),
  typed('1', '', ''),
  typed('', '12', ''),
  typed('1', '12', '26'),
  typed('31', '4', '2027'),
  typed('24', '11', '2026'),
  typed('24', '2', '2027'),
  ...Object.values(waitlistRefusals).map((refusal) =>
    typeof refusal === 'function' ? refusal(45) : refusal,
  ),
  ...(
    [
      'nameRequired',
      'nameTooLong',
      'dateOfBirthRequired',
      'dateOfBirthInvalid',
      'dateOfBirthInFuture',
      'dateOfBirthTooEarly',
      'relationshipRequired',
      'notOnAccount',
      'loadFailed',
      'saveFailed',
      'removeFailed',
    ] as const
  ).map((key) => familyRefusal(key)),
  familyRefusal('duplicate', 'Mia Lee'),
  familyRefusal('hasUpcomingVisits', 'Mia Lee'),
  ...(
    [
      'claimLinkInvalid',
      'claimPasswordRequired',
      'claimPasswordsDiffer',
      'claimEmailTaken',
      'claimFailed',
      'claimSharedOnly',
    ] as const
  ).map(claimRefusal),
];

describe('refusals by code (docs/languages.md#refusals-by-code)', () => {
  const english = writerIn('en');
  const spanish = writerIn('es');

  it.each(CODED.map((refusal) => [refusal.code, refusal.message, refusal]))(
    '%s: English is the lib text word for word, Spanish its own',
    (_code, message, refusal) => {
      expect(english(refusal as Refusal)).toBe(message);
      const written = spanish(refusal as Refusal);
      expect(written).not.toBe(message);
      expect(written).not.toMatch(/refusals\.|booking\.|waitlist\.|family\.|claim\./);
    },
  );

  it('writes values in Spanish: a name, numbers, the typed date range and the missing parts', () => {
    expect(spanish(bookingRefusals.personBusy('Mia Lee'))).toBe(
      'Mia Lee ya tiene una cita a esa hora.',
    );
    expect(spanish(sentenceRefusal(visitTexts.aged('Teen clinic', 12, 18)))).toBe(
      'Teen clinic es para pacientes de 12 a 17 años.',
    );
    expect(spanish(typed('', '', '2026'))).toBe('La fecha de la cita debe incluir el día y el mes');
    expect(spanish(typed('24', '2', '2027'))).toBe(
      'La fecha de la cita debe estar entre el 25 de noviembre de 2026 y el 23 de febrero de 2027',
    );
    expect(spanish(typed('31', '4', '2027'))).toBe('La fecha de la cita debe ser una fecha real');
    expect(spanish(waitlistRefusals.emptyWindow(45))).toBe(
      'El horario debe abarcar al menos 45 minutos, de una hora más temprana a una más tardía.',
    );
    expect(spanish(accountRefusal('invalidCredentials'))).toBe(
      'Correo electrónico o contraseña incorrectos.',
    );
    expect(spanish(familyRefusal('hasUpcomingVisits', 'Mia Lee'))).toBe(
      'Mia Lee tiene consultas próximas. Cancélelas primero y luego quite a Mia Lee.',
    );
    expect(spanish(claimRefusal('claimLinkInvalid'))).toBe(
      'Este enlace no es válido o ya venció. Pida uno nuevo a la clínica.',
    );
  });

  it('covers each of the family and claim texts, each under its lib key', () => {
    const codes = CODED.map((refusal) => refusal.code);
    for (const key of Object.keys(familyMessages)) expect(codes).toContain(`family.${key}`);
    for (const key of Object.keys(accountMessages).filter((name) => name.startsWith('claim'))) {
      expect(codes).toContain(`claim.${key}`);
    }
  });

  it('shows a text with no code, or a code the page lacks, as it is', () => {
    expect(spanish({ message: 'Something only English says.' })).toBe(
      'Something only English says.',
    );
    expect(spanish({ code: 'nowhere.atAll', message: 'Kept.' })).toBe('Kept.');
    expect(spanish(sentenceRefusal('A sentence nobody wrote.'))).toBe('A sentence nobody wrote.');
  });

  it('gives every failure its refusal: lib errors, storage errors, else the fallback', () => {
    const fallback = bookingRefusals.form('bookingFailed');
    const taken = bookingRefusals.form('slotUnavailable');
    expect(toRefusal(new UserFacingError(taken), fallback)).toBe(taken);
    expect(toRefusal(new UserFacingError('Plain words.'), fallback)).toEqual({
      message: 'Plain words.',
    });
    expect(toRefusal(new StorageQuotaError('full'), fallback)).toBe(refusals.storageFull);
    expect(toRefusal(new StorageUnavailableError('off'), fallback)).toBe(
      refusals.storageUnavailable,
    );
    expect(toRefusal(new Error('boom'), fallback)).toBe(fallback);
  });

  it("maps the database's codes and sentences to refusals (docs/shared-mode.md#error-codes)", () => {
    const refusalOf = (error: Error) => (error as UserFacingError).refusal;
    expect(refusalOf(failure(0, { code: '', message: '' }, {})).code).toBe(
      'refusals.serverUnreachable',
    );
    expect(refusalOf(bookingRefusal(409, { code: '23P01', message: 'overlap' }, null))).toEqual(
      bookingRefusals.form('slotUnavailable'),
    );
    expect(
      refusalOf(
        bookingRefusal(
          400,
          { code: '23514', message: 'Child vaccination is for patients under 18.' },
          null,
        ),
      ),
    ).toEqual({
      code: 'refusals.ageUnder',
      message: 'Child vaccination is for patients under 18.',
      values: { type: 'Child vaccination', max: '18' },
    });
    expect(
      spanish(
        refusalOf(bookingRefusal(409, { code: '23P01', message: 'patient overlap' }, 'Mia Lee')),
      ),
    ).toBe('Mia Lee ya tiene una cita a esa hora.');
  });
});

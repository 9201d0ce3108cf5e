/**
 * @jest-environment node
 */
import { accountTexts } from '@/lib/account/texts';
import { appointmentTexts } from '@/lib/appointments';
import { formatAppointmentDate } from '@/lib/appointments/booking/appointments';
import { cancellationTexts } from '@/lib/appointments/booking/cancellation';
import { timeTexts } from '@/lib/appointments/booking/texts';
import { personTexts } from '@/lib/appointments/booking/visit-texts';
import { messages } from '@/lib/errors/messages';
import { layoutTexts } from '@/lib/layout/texts';
import { spanishFailureTexts } from '@/lib/layout/spanish-failure-texts';
import { formatMessage } from '../support/messages';

/*
 * The English catalog's messages that took over a lib text say what it said, word for word
 * (docs/languages.md#catalogs); the Spanish ones say it in Spanish.
 */

// Intl may put a narrow no-break space before the day period: compare the words.
const words = (text: string) => text.replace(/\s/g, ' ');

describe("the catalogs' shell, booking leftovers and calendar file", () => {
  it.each([
    ['shell.loading', accountTexts.loading, 'Cargando...'],
    ['shell.errorTitle', layoutTexts.errorTitle, 'Algo salió mal'],
    ['shell.errorText', layoutTexts.errorText, /actualizar la página/],
    ['shell.errorRetry', layoutTexts.errorRetry, 'Intentar de nuevo'],
    ['shell.storageUnavailable', messages.storageUnavailable, /almacenamiento/],
    ['booking.doctorCannotBook', appointmentTexts.doctorCannotBook, /cuentas de médico/],
    ['booking.doctorScheduleLink', appointmentTexts.doctorScheduleLink, 'Ver su agenda'],
    ['booking.clinicUnreachable', appointmentTexts.clinicUnreachable, /clínica/],
    ['booking.moveButton', cancellationTexts.rescheduleSave, 'Reprogramar la cita'],
    ['booking.moveSucceeded', cancellationTexts.rescheduleSucceeded, /reprogramó/],
    ['booking.dateOfBirthLabel', personTexts.dateOfBirthLabel, 'Su fecha de nacimiento'],
  ])('%s is the lib text in English', (key, english, spanish) => {
    expect(formatMessage('en', key)).toBe(english);
    if (typeof spanish === 'string') expect(formatMessage('es', key)).toBe(spanish);
    else expect(formatMessage('es', key)).toMatch(spanish);
  });

  it('the failure screen outside every catalog says the Spanish catalog words', () => {
    expect(spanishFailureTexts).toEqual({
      title: formatMessage('es', 'shell.errorTitle'),
      text: formatMessage('es', 'shell.errorText'),
      retry: formatMessage('es', 'shell.errorRetry'),
    });
  });

  it("writes a move's notice and the date of birth hint with their values", () => {
    const start = new Date('2026-11-23T19:30:00Z');
    const formatted = formatAppointmentDate(start, 'America/New_York');
    expect(
      formatMessage('en', 'booking.moving', { doctor: 'Dr. Amelia Hart', when: formatted }),
    ).toBe(cancellationTexts.moving('Dr. Amelia Hart', formatted));
    expect(words(formatMessage('en', 'booking.movingWhen', { start }))).toBe(formatted);
    const when = words(formatMessage('es', 'booking.movingWhen', { start }));
    expect(when).toBe('lunes, 23 de noviembre de 2026, 2:30 p. m.');
    expect(formatMessage('es', 'booking.moving', { doctor: 'Dr. Amelia Hart', when })).toBe(
      'Reprogramando su cita con Dr. Amelia Hart del lunes, 23 de noviembre de 2026, 2:30 p. m.: conserva su horario hasta que se guarde el nuevo.',
    );
    expect(formatMessage('en', 'booking.dateOfBirthHint', { type: 'Child vaccination' })).toBe(
      personTexts.dateOfBirthHint('Child vaccination'),
    );
  });

  it("writes the calendar file's English as timeTexts does", () => {
    const start = new Date('2026-11-23T19:30:00Z');
    expect(
      formatMessage('en', 'calendarFile.title', { doctor: 'Dr. Hart', clinic: 'Riverside' }),
    ).toBe(timeTexts.calendarTitle('Dr. Hart', 'Riverside'));
    expect(words(formatMessage('en', 'calendarFile.when', { start }))).toBe(
      formatAppointmentDate(start, 'America/New_York'),
    );
    for (const when of ['day', 'hour'] as const) {
      expect(formatMessage('en', 'calendarFile.reminder', { when, doctor: 'Dr. Hart' })).toBe(
        timeTexts.calendarReminder('Dr. Hart', when),
      );
    }
    expect(formatMessage('es', 'calendarFile.reminder', { when: 'day', doctor: 'Dr. Hart' })).toBe(
      'Mañana: cita con Dr. Hart',
    );
  });
});

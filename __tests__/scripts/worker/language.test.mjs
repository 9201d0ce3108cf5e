/**
 * The worker's e-mails in the account's language (docs/reminders.md#language): a
 * payload whose `patient_language` is 'es' gets its reminder and its offer in Spanish, from the
 * catalogs' `reminders` and `offers` messages (spelled out here, so a typo in messages/es.json
 * fails); 'en', another value or none gets today's English e-mail. Over SMTP the Spanish mail
 * reaches a real SMTP server on loopback in UTF-8 with its Content-Language. No database: the
 * payloads are what clinic.claim_reminder and clinic.offer_freed_slot return.
 *
 *   npm run test:worker
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeMail, startSmtpStub } from '../../e2e/stubs/smtp-stub.mjs';
import { buildOfferEmail, createOfferSlotTask } from '../../../scripts/worker/offer-slot.mjs';
import {
  buildReminderEmail,
  leadTime,
  loadReminderContext,
} from '../../../scripts/worker/reminder-email.mjs';
import { createSendReminderTask } from '../../../scripts/worker/send-reminder.mjs';
import { smtpTransport } from '../../../scripts/worker/transports.mjs';
import {
  ANA_IN_SPANISH,
  assertOpening,
  FOLLOW_UP_FOR_MIA as followUpForMia,
  OFFER,
  REMINDER,
  REMINDER_SUBJECT,
} from './payloads.mjs';

const context = await loadReminderContext('https://clinic.example/booking/');
const reference = context.bookingReference(42);

/** Intl may write a no-break space inside '10:00 a. m.': compare the words. */
const words = (text) => text.replace(/[\u00a0\u202f]/g, ' ');

/** An appointment as clinic.claim_reminder returns it, for a Spanish-speaking account. */
const appointment = { ...REMINDER, ...ANA_IN_SPANISH, reason: 'Control' };

/** An offer as clinic.offer_freed_slot returns it, for the same account. */
const offer = { ...OFFER, ...ANA_IN_SPANISH };

const CLOSING = ['Riverside Clinic'];

/** A copy of `record` without `field`: a payload of before the field. */
const withoutField = (record, field) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => key !== field));

/** Asserts `email` is in Spanish, with `subject` and the text's `lines` (words compared). */
function assertSpanishEmail(email, subject, lines) {
  assert.equal(email.language, 'es');
  assert.equal(words(email.subject), subject);
  assert.equal(words(email.text), lines.join('\n'));
}

describe('a Spanish reminder', () => {
  it('says every line in Spanish, the date in Spanish in clinic time', () => {
    const email = buildReminderEmail(appointment, 1440, context);
    assertSpanishEmail(
      email,
      'Recordatorio: su cita con Dr. Amelia Hart el lunes, 23 de noviembre de 2026, 10:00 a. m.',
      [
        'Hola, Ana López:',
        '',
        'Le recordamos su cita en Riverside Clinic, dentro de aproximadamente 24 horas.',
        '',
        'Médico: Dr. Amelia Hart (Cardiology)',
        'Cuándo: lunes, 23 de noviembre de 2026, 10:00 a. m. (hora de la clínica, America/New York)',
        `Número de referencia: ${reference}`,
        'Dirección: 120 Riverside Avenue, Springfield, NY 10001',
        'Teléfono: (555) 010-2030',
        '',
        'Para cancelar o reprogramar, abra sus citas y use los botones que aparecen allí:',
        'https://clinic.example/booking/es/appointments',
        'Abrir el enlace no cambia nada por sí solo.',
        '',
        ...CLOSING,
      ],
    );
    assert.deepEqual(
      { ...email.templateParams, message: undefined, subject: undefined },
      {
        to_email: 'ana@example.com',
        to_name: 'Ana López',
        doctor_name: 'Dr. Amelia Hart',
        appointment_date: email.templateParams.appointment_date,
        reason: 'Control',
        language: 'es',
        subject: undefined,
        message: undefined,
        booking_reference: reference,
        clinic_name: 'Riverside Clinic',
        clinic_address: '120 Riverside Avenue, Springfield, NY 10001',
        clinic_phone: '(555) 010-2030',
        appointments_url: 'https://clinic.example/booking/es/appointments',
        reminder_lead_time: '24 horas',
      },
    );
    assert.equal(
      words(email.templateParams.appointment_date),
      'lunes, 23 de noviembre de 2026, 10:00 a. m.',
    );
    assert.equal(email.templateParams.message, email.text);
  });

  it('names the child, the type with its length, the instructions and both clocks', () => {
    const email = buildReminderEmail(
      { ...appointment, ...followUpForMia, visitor_time_zone: 'Europe/Berlin' },
      90,
      context,
    );
    const lines = assertOpening(
      email,
      'Recordatorio: su cita para Mia Lee con Dr. Amelia Hart el lunes, 23 de noviembre de 2026, 10:00 a. m.',
      'Le recordamos su cita para Mia Lee en Riverside Clinic, dentro de aproximadamente 1 hora y 30 minutos.',
      words,
    );
    assert.deepEqual(lines.slice(4, 8), [
      'Consulta: Follow-up, 15 minutos',
      'Médico: Dr. Amelia Hart (Cardiology)',
      'Cuándo: lunes, 23 de noviembre de 2026, 10:00 a. m. (hora de la clínica, America/New York)',
      'Su hora: 10:00 hora de la clínica — 16:00 hora local',
    ]);
    // Clinic data (the type's name and instructions) stays as the clinic file writes it.
    assert.deepEqual(lines.slice(11, 14), ['', 'Antes de su consulta: Bring your inhaler.', '']);
    assert.equal(
      words(email.templateParams.appointment_date),
      'lunes, 23 de noviembre de 2026, 10:00 a. m. (10:00 hora de la clínica — 16:00 hora local)',
    );
    assert.deepEqual(
      [email.templateParams.visit_length, email.templateParams.reminder_lead_time],
      ['15 minutos', '1 hora y 30 minutos'],
    );
  });

  it('writes the visitor’s day in Spanish when it is not the clinic’s', () => {
    const late = { ...appointment, date_time: '2026-11-24T03:30:00+00:00' };
    const email = buildReminderEmail({ ...late, visitor_time_zone: 'Europe/Berlin' }, 120, context);
    assert.ok(
      words(email.text).includes(
        '\nSu hora: 22:30 hora de la clínica — martes, 24 de noviembre, 04:30 hora local\n',
      ),
      email.text,
    );
  });

  it('writes noon as 12, not 0, in Spanish', () => {
    const noon = { ...appointment, date_time: '2026-11-23T17:15:00+00:00' };
    assert.equal(
      words(buildReminderEmail(noon, 1440, context).templateParams.appointment_date),
      'lunes, 23 de noviembre de 2026, 12:15 p. m.',
    );
    const held = buildOfferEmail({ ...offer, hold_until: '2026-11-23T17:00:00+00:00' }, context, {
      allAtOnce: false,
    });
    assert.ok(words(held.text).includes(' hasta 12:00 p. m. (hora de la clínica).'), held.text);
  });

  it('counts the lead time in Spanish', () => {
    const { t } = context.textsFor('es', 'America/New_York');
    const texts = [
      [1440, '24 horas'],
      [60, '1 hora'],
      [90, '1 hora y 30 minutos'],
      [1, '1 minuto'],
      [2880, '2 días'],
    ];
    for (const [minutes, text] of texts) assert.equal(leadTime(minutes, t), text, `${minutes} min`);
  });
});

describe('a Spanish offer', () => {
  it('says every line in Spanish, with the hold’s end in clinic time', () => {
    const email = buildOfferEmail(offer, context, { allAtOnce: false });
    assertSpanishEmail(
      email,
      'Hay un horario más temprano disponible: Dr. Amelia Hart el lunes, 23 de noviembre de 2026, 10:00 a. m.',
      [
        'Hola, Ana López:',
        '',
        'Se liberó en Riverside Clinic un horario que usted estaba esperando.',
        '',
        'Médico: Dr. Amelia Hart (Cardiology)',
        'Cuándo: lunes, 23 de noviembre de 2026, 10:00 a. m. (hora de la clínica, America/New York)',
        '',
        'Lo mantenemos reservado para usted hasta 9:30 a. m. (hora de la clínica). Después pasará al siguiente paciente de la lista de espera.',
        '',
        'Para reservarlo, abra esta página y presione el botón que aparece allí:',
        'https://clinic.example/booking/es/offer/?token=tok',
        'Abrir el enlace no cambia nada por sí solo.',
        '',
        'Dirección: 120 Riverside Avenue, Springfield, NY 10001',
        'Teléfono: (555) 010-2030',
        '',
        ...CLOSING,
      ],
    );
    assert.deepEqual(
      [
        email.templateParams.language,
        email.templateParams.reason,
        words(email.templateParams.appointment_date),
      ],
      [
        'es',
        'Un horario más temprano de la lista de espera',
        'lunes, 23 de noviembre de 2026, 10:00 a. m.',
      ],
    );
  });

  it('names the child and the later appointment it replaces, offered to all at once', () => {
    const email = buildOfferEmail(
      {
        ...offer,
        ...followUpForMia,
        later_formatted_date: 'Monday, November 30, 2026 at 10:00 AM',
        later_date_time: '2026-11-30T15:00:00+00:00',
      },
      context,
      { allAtOnce: true },
    );
    assert.equal(
      words(email.subject),
      'Hay un horario más temprano disponible para Mia Lee: Dr. Amelia Hart el lunes, 23 de noviembre de 2026, 10:00 a. m.',
    );
    const lines = words(email.text).split('\n');
    assert.deepEqual(lines.slice(2, 12), [
      'Se liberó en Riverside Clinic un horario que usted estaba esperando para Mia Lee.',
      '',
      'Consulta: Follow-up, 15 minutos',
      'Médico: Dr. Amelia Hart (Cardiology)',
      'Cuándo: lunes, 23 de noviembre de 2026, 10:00 a. m. (hora de la clínica, America/New York)',
      'Su cita del lunes, 30 de noviembre de 2026, 10:00 a. m. sería reemplazada por esta.',
      '',
      'Antes de su consulta: Bring your inhaler.',
      '',
      'Se ofreció a todos los pacientes que lo esperan; quien lo reserve primero se lo queda.',
    ]);
  });
});

describe('an English or language-less payload', () => {
  const withoutLanguage = withoutField(appointment, 'patient_language');
  const offerWithoutLanguage = withoutField(offer, 'patient_language');

  it('gets the English e-mail, whatever else the field holds', () => {
    const english = buildReminderEmail(withoutLanguage, 1440, context);
    assert.equal(english.language, 'en');
    assert.equal(english.subject, REMINDER_SUBJECT);
    assert.ok(
      english.text.startsWith('Hello Ana López,\n\nThis is a reminder of your appointment'),
    );
    assert.equal(english.templateParams.language, 'en');
    for (const language of ['en', 'fr', 'ES', '', null, 7]) {
      assert.deepEqual(
        buildReminderEmail({ ...withoutLanguage, patient_language: language }, 1440, context),
        english,
        `patient_language ${JSON.stringify(language)}`,
      );
    }
  });

  it('gets the English offer, with the hold’s end as before', () => {
    const english = buildOfferEmail(offerWithoutLanguage, context, { allAtOnce: false });
    assert.equal(
      english.subject,
      'An earlier time is free: Dr. Amelia Hart on Monday, November 23, 2026 at 10:00 AM',
    );
    assert.ok(
      english.text.includes(
        '\nWe are holding it for you until 9:30 AM (clinic time). After that it goes to the next patient on the waitlist.\n',
      ),
    );
    assert.equal(english.templateParams.reason, 'An earlier time from the waitlist');
    assert.deepEqual(
      buildOfferEmail({ ...offer, patient_language: 'en' }, context, { allAtOnce: false }),
      english,
    );
  });
});

describe('the jobs read patient_language from their payloads', () => {
  /** A transport that keeps what it is given. */
  const keeping = () => {
    const sent = [];
    return {
      sent,
      name: 'smtp',
      keepsOneCopy: true,
      async send(email) {
        sent.push(email);
        return { messageId: null };
      },
      close() {},
    };
  };
  const helpersAnswering = (answer) => ({
    job: { id: 1, attempts: 1, max_attempts: 3, locked_by: 'w' },
    logger: { info() {}, warn() {}, error() {} },
    async query(text) {
      return { rows: [answer(text)] };
    },
  });

  it('sends send_reminder’s e-mail in the claimed appointment’s language', async () => {
    const transport = keeping();
    await createSendReminderTask({ transport, context })(
      { appointment_id: 42, offset_minutes: 1440 },
      helpersAnswering((text) =>
        text.includes('claim_reminder')
          ? { result: { action: 'send', attempt: 1, appointment } }
          : { recorded: true },
      ),
    );
    assert.deepEqual(
      transport.sent.map((email) => [email.language, email.text.split('\n')[0]]),
      [['es', 'Hola, Ana López:']],
    );
  });

  it('sends offer_slot’s e-mails each in its patient’s language', async () => {
    const transport = keeping();
    const english = { ...withoutField(offer, 'patient_language'), offer_id: 8 };
    await createOfferSlotTask({ transport, context })(
      { doctor_id: 1, date_time: offer.date_time },
      helpersAnswering((text) => {
        if (text.includes('offer_freed_slot')) return { result: { offers: [offer, english] } };
        if (text.includes('waitlist_offer_mode')) return { mode: 'all-at-once' };
        return {};
      }),
    );
    assert.deepEqual(
      transport.sent.map((email) => [email.language, email.subject.split(':')[0]]),
      [
        ['es', 'Hay un horario más temprano disponible'],
        ['en', 'An earlier time is free'],
      ],
    );
  });
});

describe('a Spanish e-mail over SMTP', () => {
  let smtp;
  before(async () => {
    smtp = await startSmtpStub({ port: 0 });
  });
  after(() => smtp?.close());

  it('arrives in UTF-8, its subject and text in Spanish, with Content-Language: es', async () => {
    const email = buildReminderEmail(appointment, 1440, context);
    const transport = smtpTransport({
      url: `smtp://127.0.0.1:${smtp.port}`,
      from: '"Riverside Clinic" <support@riverside-clinic.example>',
      timeoutMs: 5000,
    });
    try {
      await transport.send(email, 'reminder.42.1440');
    } finally {
      transport.close();
    }
    const mail = decodeMail(smtp.messages[0].raw);
    assert.match(mail.headers, /^Content-Language: es$/m);
    assert.match(mail.headers, /^Content-Type: text\/plain; charset=utf-8$/im);
    assert.equal(mail.subject, email.subject);
    assert.equal(mail.text, email.text);
  });
});

/**
 * A Spanish-speaking account's reminder and waitlist offer, through the database and the real
 * worker (docs/reminders.md#language): the account's `clinic.accounts.language` reaches the
 * worker as the payloads' `patient_language`, and the e-mails arrive over SMTP in Spanish, while
 * an English account's reminder in the same run stays English. The account's language is
 * another migration's; on a database without it the test says so and skips.
 *
 *   npm run test:worker
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startSmtpStub } from '../../e2e/stubs/smtp-stub.mjs';
import { startDatabase, startWorkerWithRemindersDue, waitForMails } from './support.mjs';

const SITE_URL = 'https://booking.riverside.example/clinic';

let db;
let smtp;
let worker;
/** Whether the migrations give accounts a language (clinic.accounts.language). */
let accountsHaveLanguage = false;
before(async () => {
  db = await startDatabase();
  accountsHaveLanguage =
    (
      await db.owner.query(
        `select 1 from information_schema.columns
          where table_schema = 'clinic' and table_name = 'accounts' and column_name = 'language'`,
      )
    ).rowCount === 1;
  smtp = await startSmtpStub({ port: 0 });
});
after(async () => {
  await worker?.stop();
  await smtp?.close();
  await db?.stop();
});

/** The decoded e-mails to `address` whose subject starts with `subject`, once there is one. */
const mailsTo = (address, subject) => waitForMails(smtp, address, subject);

/** Intl may write a no-break space inside '10:00 a. m.': compare the words. */
const words = (text) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('a Spanish-speaking account', () => {
  it('gets its reminder and its offer in Spanish; an English account’s stays English', async (t) => {
    if (!accountsHaveLanguage) {
      t.skip('the migrations give accounts no language yet (clinic.accounts.language)');
      return;
    }
    const ana = await db.addPatient('Ana López', 'ana.lopez@example.com');
    const ben = await db.addPatient('Ben Reads', 'ben.reads@example.com');
    const cy = await db.addPatient('Cy Books', 'cy.books@example.com');
    await db.owner.query(`update clinic.accounts set language = 'es' where id = $1`, [ana]);
    const twoHours = { 'app.reminder_offsets_minutes': '120' };
    const book = (patient, slot) =>
      db.asPatient(patient, `select (api.book_appointment(1, $1, 'Control')).id`, [slot], twoHours);
    await book(ana, db.slots[2]);
    await book(ben, db.slots[3]);
    const [{ id: taken }] = await book(cy, db.slots[6]);
    const day = `(($1::timestamptz) at time zone clinic.clinic_timezone())::date`;
    await db.asPatient(
      ana,
      `select api.join_waitlist(doctor_id => 1, first_day => ${day}, last_day => ${day},
                                reason => 'Antes, por favor')`,
      [db.slots[6]],
    );
    await db.asPatient(cy, 'select api.cancel_appointment($1)', [taken]);
    worker = await startWorkerWithRemindersDue(db, smtp, SITE_URL);

    const [reminder] = await mailsTo('ana.lopez@example.com', 'Recordatorio: ');
    assert.match(reminder.headers, /^Content-Language: es$/m);
    assert.match(words(reminder.subject), /^Recordatorio: su cita con Dr\. Amelia Hart el \S+, /);
    for (const line of [
      'Hola, Ana López:',
      'Le recordamos su cita en Riverside Clinic, dentro de aproximadamente 2 horas.',
      'Médico: Dr. Amelia Hart (Cardiology)',
      'Dirección: 120 Riverside Avenue, Springfield, NY 10001',
      `${SITE_URL}/es/appointments`,
      'Abrir el enlace no cambia nada por sí solo.',
    ]) {
      assert.ok(reminder.text.split('\n').includes(line), `the reminder says ${line}`);
    }
    assert.match(words(reminder.text), /\nCuándo: \S+, \d+ de \S+ de \d{4}, \d+:\d\d [ap]\. m\. /);

    const [offer] = await mailsTo('ana.lopez@example.com', 'Hay un horario más temprano');
    for (const line of [
      'Se liberó en Riverside Clinic un horario que usted estaba esperando.',
      'Para reservarlo, abra esta página y presione el botón que aparece allí:',
    ]) {
      assert.ok(offer.text.split('\n').includes(line), `the offer says ${line}`);
    }
    assert.match(offer.text, /\nLo mantenemos reservado para usted hasta /);
    // Its link opens the Spanish offer page (docs/reminders.md#language).
    assert.ok(offer.text.includes(`${SITE_URL}/es/offer/?token=`), 'the offer links to /es/offer/');

    const [english] = await mailsTo('ben.reads@example.com', 'Reminder: ');
    assert.match(english.headers, /^Content-Language: en$/m);
    assert.ok(
      english.text.startsWith('Hello Ben Reads,\n\nThis is a reminder of your appointment'),
    );
  });
});

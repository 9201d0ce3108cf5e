/**
 * The worker's e-mails name the visit's type, length, person and instructions
 * (docs/reminders.md#content, docs/waitlist.md#offers, migration 016): with the example clinic's
 * visit types (clinic.example.json), a parent's booking for a child gets a reminder that says
 * whom it is for, the type with its length and the type's instructions, and a freed slot offered
 * to the parent waiting for the child says the same; through the real worker, over SMTP to a
 * real SMTP server on loopback. The default clinic's e-mails are held to their words in
 * reminders.test.mjs and waitlist.test.mjs.
 *
 *   npm run test:worker
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addExampleVisitTypes } from '../../db/support.mjs';
import { startSmtpStub } from '../../e2e/stubs/smtp-stub.mjs';
import { startDatabase, startWorkerWithRemindersDue, waitFor } from './support.mjs';

const SITE_URL = 'https://booking.riverside.example/clinic';

let db;
let smtp;
let worker;
before(async () => {
  db = await startDatabase();
  await addExampleVisitTypes(db.owner);
  smtp = await startSmtpStub({ port: 0 });
});
after(async () => {
  await worker?.stop();
  await smtp?.close();
  await db?.stop();
});

/**
 * The texts of the messages to `address` whose subject starts with `subject`, once there is one:
 * line ends as '\n', folded header lines unfolded.
 */
const mailsTo = (address, subject) =>
  waitFor(`a '${subject}' e-mail to ${address}`, () => {
    const found = smtp.messages
      .filter((mail) => mail.to.includes(address))
      .map((mail) => mail.text.replace(/\r\n/g, '\n').replace(/\n[ \t]+/g, ' '))
      .filter((text) => text.includes(`Subject: ${subject}`));
    return found.length ? found : null;
  });

describe('a parent’s e-mails about a child’s visits', () => {
  it('name the child, the type with its length and the type’s instructions', async () => {
    const ann = await db.addPatient('Ann Lee', 'ann.parent@example.com');
    const cy = await db.addPatient('Cy Books', 'cy.books@example.com');
    const {
      rows: [mia],
    } = await db.owner.query(
      `insert into clinic.family_members (account_id, name, date_of_birth, relationship)
       values ($1, 'Mia Lee', '2018-03-04', 'child') returning id`,
      [ann],
    );
    const [skinCheck, freed] = [db.slots[4], db.slots[8]];
    await db.asPatient(
      ann,
      `select api.book_appointment(2, $1, 'A mole', 'skin-check', $2,
         '{"spot-location": "Left arm", "spot-changed": true}')`,
      [skinCheck, mia.id],
      { 'app.reminder_offsets_minutes': '120' },
    );
    // Cy's follow-up with doctor 1 frees a slot the parent waits for, for the child.
    const [{ id: taken }] = await db.asPatient(
      cy,
      `select (api.book_appointment(1, $1, 'Results', 'follow-up')).id`,
      [freed],
      { 'app.reminder_offsets_minutes': '120' },
    );
    await db.asPatient(
      ann,
      `select api.join_waitlist(doctor_id => 1, first_day => $1, last_day => $1, reason => 'Sooner',
                                visit_type_id => 'follow-up', family_member_id => $2)`,
      [
        (
          await db.owner.query(
            `select ($1::timestamptz at time zone clinic.clinic_timezone())::date::text as day`,
            [freed],
          )
        ).rows[0].day,
        mia.id,
      ],
    );
    await db.asPatient(cy, 'select api.cancel_appointment($1)', [taken]);
    worker = await startWorkerWithRemindersDue(db, smtp, SITE_URL);

    const [reminder] = await mailsTo('ann.parent@example.com', 'Reminder: ');
    for (const line of [
      'Subject: Reminder: your appointment for Mia Lee with Dr. Rafael Moreno on ',
      'This is a reminder of your appointment for Mia Lee at Riverside Clinic, in about 2 hours.',
      '\nVisit: Skin check, 30 minutes\nDoctor: Dr. Rafael Moreno (Dermatology)\n',
      '\nBefore your visit: Please come without make-up, nail polish or self-tan on the areas to be checked.\n',
    ]) {
      assert.ok(reminder.includes(line), `the reminder says ${line}`);
    }
    const [offer] = await mailsTo('ann.parent@example.com', 'An earlier time is free');
    for (const line of [
      'Subject: An earlier time is free for Mia Lee: Dr. Amelia Hart on ',
      'A time you asked to hear about for Mia Lee has opened at Riverside Clinic.',
      '\nVisit: Follow-up, 15 minutes\nDoctor: Dr. Amelia Hart (Cardiology)\n',
    ]) {
      assert.ok(offer.includes(line), `the offer says ${line}`);
    }
    assert.ok(!offer.includes('Before your visit'), 'a follow-up has no instructions');
  });
});

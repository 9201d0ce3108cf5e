/**
 * The waitlist's offers through the real worker (docs/waitlist.md): a cancel
 * frees a slot, the first waiting patient is e-mailed an offer over SMTP (a real SMTP server on
 * loopback), the second gets it once the hold ends, the offer link's token books it. The
 * reminder of that booking then carries the visitor's own time beside clinic time.
 *
 *   flock /tmp/e2e.lock npm run test:worker
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startSmtpStub } from '../../e2e/stubs/smtp-stub.mjs';
import { startDatabase, startWorkerProcess, waitFor } from './support.mjs';

const SITE_URL = 'https://booking.riverside.example/clinic';
const HOLD_SECONDS = 3;

let db;
let smtp;
let worker;

before(async () => {
  db = await startDatabase();
  await db.owner.query(
    `alter database clinic set app.waitlist_hold_minutes = '${HOLD_SECONDS / 60}'`,
  );
  smtp = await startSmtpStub({ port: 0 });
  worker = await startWorkerProcess({
    WORKER_DATABASE_URL: db.workerUrl,
    SITE_URL,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    WORKER_CONCURRENCY: '2',
    WORKER_POLL_MS: '200',
    WORKER_HEARTBEAT_MS: '300',
    WORKER_STALE_MS: '1500',
  });
});
after(async () => {
  await worker?.stop();
  await smtp?.close();
  await db?.stop();
});

const mailTo = (address) => smtp.messages.filter((mail) => mail.to.includes(address));

describe('waitlist offers', () => {
  it('offers a freed slot in join order, holds it, and books it from the link', async () => {
    const ann = await db.addPatient('Ann Waits', 'ann@wait.example');
    const bob = await db.addPatient('Bob Waits', 'bob@wait.example');
    const cy = await db.addPatient('Cy Books', 'cy@wait.example');
    const slot = db.slots[6];
    const [{ id: taken }] = await db.asPatient(
      cy,
      `select (api.book_appointment(1, $1, 'Check-up')).id`,
      [slot],
    );
    for (const patient of [ann, bob]) {
      const day = `(($1::timestamptz) at time zone clinic.clinic_timezone())::date`;
      await db.asPatient(
        patient,
        `select api.join_waitlist(doctor_id => 1, first_day => ${day}, last_day => ${day},
                                  reason => 'Sooner please')`,
        [slot],
      );
    }

    await db.asPatient(cy, 'select api.cancel_appointment($1)', [taken]);
    const annMail = await waitFor('the first offer', () => mailTo('ann@wait.example')[0]);
    assert.match(annMail.text, /A time you asked to hear about has opened/);
    assert.match(annMail.text, /Doctor: Dr\. Amelia Hart \(Cardiology\)/);
    assert.match(annMail.text, /We are holding it for you until/);
    const annToken = /\/offer\/\?token=([A-Za-z0-9_-]+)/.exec(annMail.text)?.[1];
    assert.ok(annToken, 'the offer e-mail links to the offer page with its token');
    assert.ok(annMail.text.includes(`${SITE_URL}/offer/?token=${annToken}`));
    assert.equal(mailTo('bob@wait.example').length, 0, 'nobody else is offered it meanwhile');

    const bobMail = await waitFor('the second offer', () => mailTo('bob@wait.example')[0], 20000);
    // The hold runs from the offer, as the database records it; when an e-mail reaches the SMTP
    // server depends on how busy the machine is.
    const offers = (
      await db.owner.query(
        `select acc.email, o.offered_at, o.hold_until
           from clinic.waitlist_offers o
           join clinic.waitlist_entries e on e.id = o.entry_id
           join clinic.accounts acc on acc.id = e.patient_id
          order by o.id`,
      )
    ).rows;
    assert.deepEqual(
      offers.map((offer) => offer.email),
      ['ann@wait.example', 'bob@wait.example'],
    );
    assert.equal(offers[0].hold_until - offers[0].offered_at, HOLD_SECONDS * 1000);
    assert.ok(
      offers[1].offered_at >= offers[0].hold_until,
      `the next patient is offered it once the ${HOLD_SECONDS} s hold has ended`,
    );
    const bobToken = /\/offer\/\?token=([A-Za-z0-9_-]+)/.exec(bobMail.text)[1];

    const status = async (token) =>
      (await db.owner.query('select api.waitlist_offer($1) as offer', [token])).rows[0].offer
        .status;
    assert.equal(await status(annToken), 'ended');
    assert.equal(await status(bobToken), 'open');
    const booked = (await db.owner.query('select api.accept_waitlist_offer($1) as r', [bobToken]))
      .rows[0].r;
    assert.equal(Number(booked.appointment.patient_id), Number(bob));
    assert.equal(new Date(booked.appointment.date_time).getTime(), new Date(slot).getTime());
    assert.equal(await status(bobToken), 'booked');
    assert.equal(await status(annToken), 'taken');
    assert.equal(mailTo('ann@wait.example').length, 1, 'one offer e-mail per patient');

    // The reminder of the booked visit gives the visitor's own time (stored by the site).
    await db.asPatient(bob, `select api.set_visitor_time_zone($1, 'Asia/Tokyo')`, [
      booked.appointment.id,
    ]);
    await db.owner.query(
      `update graphile_worker._private_jobs set run_at = now() where key like 'reminder:' || $1 || ':%'`,
      [booked.appointment.id],
    );
    const reminders = await waitFor('both reminders', () => {
      const mails = mailTo('bob@wait.example').filter((mail) =>
        /Subject: Reminder:/.test(mail.text),
      );
      return mails.length === 2 ? mails : null;
    });
    for (const reminder of reminders) {
      assert.match(reminder.text, /When: .* \(clinic time, /);
      assert.match(reminder.text, /Your time: .*your time/);
      assert.match(reminder.text, /Booking reference: /);
      assert.match(reminder.text, /Where: /);
      assert.match(reminder.text, /Phone: /);
      assert.ok(reminder.text.includes(`${SITE_URL}/appointments`));
    }
  });
});

/**
 * The waitlist's offers through the real worker (docs/shared-mode.md#the-waitlist): a cancel
 * frees a slot, the first waiting patient is e-mailed an offer over SMTP (a real SMTP server on
 * loopback), the second gets it once the hold ends, the offer link's token books it. The
 * reminder of that booking then carries the visitor's own time beside clinic time.
 *
 *   flock /tmp/e2e.lock npm run test:worker
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { startDatabase, startWorkerProcess, waitFor } from './support.mjs';

const SITE_URL = 'https://booking.riverside.example/clinic';
const HOLD_SECONDS = 3;

/** The text part of a raw message, quoted-printable undone. */
function bodyOf(raw) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

let db;
let server;
let worker;
/** @type {{ to: string[], body: string, at: number }[]} */
const received = [];

before(async () => {
  db = await startDatabase();
  await db.owner.query(
    `alter database clinic set app.waitlist_hold_minutes = '${HOLD_SECONDS / 60}'`,
  );
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          body: bodyOf(raw),
          at: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  worker = await startWorkerProcess({
    WORKER_DATABASE_URL: db.workerUrl,
    SITE_URL,
    SMTP_URL: `smtp://127.0.0.1:${server.server.address().port}`,
    WORKER_CONCURRENCY: '2',
    WORKER_POLL_MS: '200',
    WORKER_HEARTBEAT_MS: '300',
    WORKER_STALE_MS: '1500',
  });
});
after(async () => {
  await worker?.stop();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
  await db?.stop();
});

const mailTo = (address) => received.filter((mail) => mail.to.includes(address));

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
    assert.match(annMail.body, /A time you asked to hear about has opened/);
    assert.match(annMail.body, /Doctor: Dr\. Amelia Hart \(Cardiology\)/);
    assert.match(annMail.body, /We are holding it for you until/);
    const annToken = /\/offer\/\?token=([A-Za-z0-9_-]+)/.exec(annMail.body)?.[1];
    assert.ok(annToken, 'the offer e-mail links to the offer page with its token');
    assert.ok(annMail.body.includes(`${SITE_URL}/offer/?token=${annToken}`));
    assert.equal(mailTo('bob@wait.example').length, 0, 'nobody else is offered it meanwhile');

    const bobMail = await waitFor('the second offer', () => mailTo('bob@wait.example')[0], 20000);
    assert.ok(
      bobMail.at - annMail.at >= HOLD_SECONDS * 1000 - 300,
      `the next patient is offered it after the ${HOLD_SECONDS} s hold (${bobMail.at - annMail.at} ms)`,
    );
    const bobToken = /\/offer\/\?token=([A-Za-z0-9_-]+)/.exec(bobMail.body)[1];

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
        /Subject: Reminder:/.test(mail.body),
      );
      return mails.length === 2 ? mails : null;
    });
    for (const reminder of reminders) {
      assert.match(reminder.body, /When: .* \(clinic time, /);
      assert.match(reminder.body, /Your time: .*your time/);
      assert.match(reminder.body, /Booking reference: /);
      assert.match(reminder.body, /Where: /);
      assert.match(reminder.body, /Phone: /);
      assert.ok(reminder.body.includes(`${SITE_URL}/appointments`));
    }
  });
});

/**
 * The reminder worker against a real PostgreSQL (docs/reminders.md): scheduling on
 * booking, reschedule and cancel; three workers sending through the EmailJS stub with retries,
 * refusals and one worker killed with SIGKILL in the middle of a send; SMTP to a real SMTP
 * server on loopback. E-mails are counted where they arrive.
 *
 *   flock /tmp/e2e.lock npm run test:worker
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { SMTPServer } from 'smtp-server';
import { startEmailJsStub } from '../../e2e/stubs/emailjs-stub.mjs';
import { startSmtpStub } from '../../e2e/stubs/smtp-stub.mjs';
import { sleep, startDatabase, startWorkerProcess, waitFor } from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const { bookingReference } = await createJiti(import.meta.url).import(
  path.join(root, 'lib/appointments/booking/booking-reference.ts'),
);

const SITE_URL = 'https://booking.riverside.example/clinic';
/** Fast heartbeats, so a killed worker's job is released within about 2 s. */
const FAST = {
  WORKER_CONCURRENCY: '1',
  WORKER_POLL_MS: '200',
  WORKER_HEARTBEAT_MS: '300',
  WORKER_STALE_MS: '1500',
  SEND_TIMEOUT_MS: '20000',
};

let db;
before(async () => {
  db = await startDatabase();
});
after(async () => {
  await db?.stop();
});

/** Books slot `index` of the free slots for `patientId` with doctor 1–5. @returns the row */
async function book(patientId, index, settings = {}) {
  const [{ row }] = await db.asPatient(
    patientId,
    'select to_json(api.book_appointment($1, $2, $3)) as row',
    [(index % 5) + 1, db.slots[index], 'Check-up'],
    settings,
  );
  return { ...row, date_time: new Date(row.date_time) };
}

async function jobsOf(appointmentId) {
  const { rows } = await db.owner.query(
    `select key, run_at, payload, max_attempts from graphile_worker._private_jobs
     where key like 'reminder:' || $1 || ':%' order by run_at`,
    [appointmentId],
  );
  return rows;
}

async function remindersOf(appointmentId) {
  const { rows } = await db.owner.query(
    `select offset_minutes, status, attempts, transport, message_id, last_error
     from clinic.reminders where appointment_id = $1 order by offset_minutes desc`,
    [appointmentId],
  );
  return rows;
}

/** The clock moves on: every queued reminder is due now. */
async function makeAllDue() {
  await db.owner.query('update graphile_worker._private_jobs set run_at = now()');
}

/** Waits until no reminder is waiting or being sent. */
async function waitUntilSettled(timeoutMs = 40000) {
  await waitFor(
    'every reminder to be settled',
    async () =>
      (
        await db.owner.query(
          `select count(*)::int as n from clinic.reminders where status in ('scheduled', 'sending')`,
        )
      ).rows[0].n === 0,
    timeoutMs,
  );
}

const minutesBefore = (instant, minutes) => new Date(instant.getTime() - minutes * 60000);

describe('scheduling reminders when an appointment is written', () => {
  it('queues one job per offset at 24 h and 2 h before, keyed by appointment and offset', async () => {
    const patient = await db.addPatient('Ann Lee', 'ann.schedule@example.com');
    const visit = await book(patient, 0);
    const jobs = await jobsOf(visit.id);
    assert.deepEqual(
      jobs.map((job) => [job.key, job.run_at.toISOString(), job.payload, job.max_attempts]),
      [
        [
          `reminder:${visit.id}:1440`,
          minutesBefore(visit.date_time, 1440).toISOString(),
          { appointment_id: Number(visit.id), offset_minutes: 1440 },
          8,
        ],
        [
          `reminder:${visit.id}:120`,
          minutesBefore(visit.date_time, 120).toISOString(),
          { appointment_id: Number(visit.id), offset_minutes: 120 },
          8,
        ],
      ],
    );
    assert.deepEqual(
      (await remindersOf(visit.id)).map((r) => [r.offset_minutes, r.status]),
      [
        [1440, 'scheduled'],
        [120, 'scheduled'],
      ],
    );
    await db.asPatient(patient, 'select api.cancel_appointment($1)', [visit.id]);
  });

  it('moves them on reschedule and removes them on cancel', async () => {
    const patient = await db.addPatient('Bob Ray', 'bob.schedule@example.com');
    const first = await book(patient, 1);
    const [{ moved }] = await db.asPatient(
      patient,
      'select api.reschedule_appointment($1, $2) as moved',
      [first.id, db.slots[2]],
    );
    const next = moved.next;
    assert.deepEqual(await jobsOf(first.id), []);
    assert.deepEqual(
      (await remindersOf(first.id)).map((r) => r.status),
      ['canceled', 'canceled'],
    );
    assert.deepEqual(
      (await jobsOf(next.id)).map((job) => [job.key, job.run_at.toISOString()]),
      [
        [`reminder:${next.id}:1440`, minutesBefore(db.slots[2], 1440).toISOString()],
        [`reminder:${next.id}:120`, minutesBefore(db.slots[2], 120).toISOString()],
      ],
    );

    await db.asPatient(patient, 'select api.cancel_appointment($1)', [next.id]);
    assert.deepEqual(await jobsOf(next.id), []);
    assert.deepEqual(
      (await remindersOf(next.id)).map((r) => r.status),
      ['canceled', 'canceled'],
    );
  });

  it('gives a booking inside an offset only the reminders still ahead', async () => {
    const patient = await db.addPatient('Cy Ng', 'cy.schedule@example.com');
    // 30000 minutes (about 21 days) before a visit less than 14 days ahead is already past.
    const visit = await book(patient, 3, { 'app.reminder_offsets_minutes': '30000,1440' });
    assert.deepEqual(
      (await jobsOf(visit.id)).map((job) => job.key),
      [`reminder:${visit.id}:1440`],
    );
    assert.deepEqual(
      (await remindersOf(visit.id)).map((r) => r.offset_minutes),
      [1440],
    );
    await db.asPatient(patient, 'select api.cancel_appointment($1)', [visit.id]);
  });

  it('refuses a malformed offsets setting with a message naming it, booking nothing', async () => {
    const patient = await db.addPatient('Di Wu', 'di.schedule@example.com');
    await assert.rejects(book(patient, 4, { 'app.reminder_offsets_minutes': '24h' }), {
      message: /app\.reminder_offsets_minutes must be a list of whole minutes/,
    });
    const { rows } = await db.owner.query(
      'select count(*)::int as n from clinic.appointments where patient_id = $1',
      [patient],
    );
    assert.equal(rows[0].n, 0);
  });
});

describe('sending: three workers, retries, a worker killed mid-send (EmailJS)', () => {
  let stub;
  const workers = [];
  after(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await stub?.close();
  });

  it('delivers each reminder exactly once, records every outcome and leaves no job behind', async () => {
    stub = await startEmailJsStub({ port: 0 });
    const plain = [];
    for (let index = 0; index < 24; index += 1) {
      const id = await db.addPatient(`Patient ${index}`, `ok+p${index}@example.com`);
      plain.push(await book(id, 10 + index, { 'app.reminder_max_attempts': '2' }));
    }
    const special = {};
    for (const [offset, tag] of ['failonce', 'fail500', 'fail400', 'hang'].entries()) {
      const id = await db.addPatient(`Patient ${tag}`, `${tag}+x@example.com`);
      special[tag] = await book(id, 40 + offset, {
        'app.reminder_max_attempts': '2',
        // One reminder for the send that hangs, so exactly one worker is caught in it.
        ...(tag === 'hang' ? { 'app.reminder_offsets_minutes': '1440' } : {}),
      });
    }
    await makeAllDue();

    const env = {
      ...FAST,
      WORKER_DATABASE_URL: db.workerUrl,
      SITE_URL,
      EMAILJS_PRIVATE_KEY: 'private-key-only-in-the-worker',
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'public-key',
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_clinic',
      NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_notice',
      NEXT_PUBLIC_EMAILJS_ORIGIN: stub.url,
    };
    workers.push(...(await Promise.all([1, 2, 3].map(() => startWorkerProcess(env)))));

    // The moment the hanging send reaches the service, kill the worker that made it.
    const hangKey = `reminder:${special.hang.id}:1440`;
    await waitFor('the hanging send', () => stub.sends.some((s) => s.behaviour === 'hang'));
    const { rows: locked } = await db.owner.query(
      'select locked_by from graphile_worker.jobs where key = $1',
      [hangKey],
    );
    const victim = workers.find((worker) => worker.ids.includes(locked[0].locked_by));
    assert.ok(victim, `a worker holds ${hangKey}`);
    victim.child.kill('SIGKILL');
    workers.push(await startWorkerProcess(env));

    await waitUntilSettled();
    await sleep(500); // any duplicate send would arrive now

    const sendsTo = (address) =>
      stub.sends.filter((send) => send.body?.template_params?.to_email === address);
    for (const [index, visit] of plain.entries()) {
      const sends = sendsTo(`ok+p${index}@example.com`);
      assert.deepEqual(
        sends.map((send) => [send.answered, send.body.template_params.reminder_lead_time]).sort(),
        [
          [200, '2 hours'],
          [200, '24 hours'],
        ],
        `patient ${index}`,
      );
      assert.deepEqual(
        (await remindersOf(visit.id)).map((r) => [r.status, r.attempts, r.transport]),
        [
          ['sent', 1, 'emailjs'],
          ['sent', 1, 'emailjs'],
        ],
      );
    }
    const body = sendsTo('ok+p0@example.com')[0].body;
    assert.equal(body.accessToken, 'private-key-only-in-the-worker');
    assert.equal(body.user_id, 'public-key');
    assert.equal(body.service_id, 'service_clinic');
    assert.equal(body.template_id, 'template_notice');
    assert.equal(body.template_params.booking_reference, bookingReference(plain[0].id));
    assert.equal(body.template_params.appointments_url, `${SITE_URL}/appointments`);

    // One refused try, then accepted on the retry: still one e-mail per reminder.
    const failonce = sendsTo('failonce+x@example.com');
    assert.deepEqual(failonce.map((send) => send.answered).sort(), [200, 200, 500]);
    assert.deepEqual(
      (await remindersOf(special.failonce.id)).map((r) => r.status),
      ['sent', 'sent'],
    );
    // Refused on both tries: marked failed, with the reason for staff.
    assert.equal(sendsTo('fail500+x@example.com').length, 4);
    assert.deepEqual(
      (await remindersOf(special.fail500.id)).map((r) => [r.status, r.attempts, r.last_error]),
      [
        ['failed', 2, 'EmailJS answered 500: Internal Server Error'],
        ['failed', 2, 'EmailJS answered 500: Internal Server Error'],
      ],
    );
    // A permanent refusal is not tried again.
    assert.equal(sendsTo('fail400+x@example.com').length, 2);
    assert.deepEqual(
      (await remindersOf(special.fail400.id)).map((r) => [r.status, r.attempts]),
      [
        ['failed', 1],
        ['failed', 1],
      ],
    );
    // Killed mid-send: picked up again by another worker, never sent twice.
    assert.equal(sendsTo('hang+x@example.com').length, 1);
    assert.deepEqual(
      (await remindersOf(special.hang.id)).map((r) => r.status),
      ['uncertain'],
    );

    const accepted = stub.sends.filter((send) => send.answered === 200).length;
    const { rows: sent } = await db.owner.query(
      `select count(*)::int as n from clinic.reminders where status = 'sent'`,
    );
    assert.equal(accepted, 24 * 2 + 2);
    assert.equal(sent[0].n, accepted);
    const { rows: left } = await db.owner.query(
      `select count(*)::int as n from graphile_worker.jobs where task_identifier = 'send_reminder'`,
    );
    assert.equal(left[0].n, 0);
  });

  it('lets only the worker role read deliveries; patients are refused', async () => {
    const patient = await db.addPatient('Eve Ko', 'eve.policy@example.com');
    await assert.rejects(db.asPatient(patient, 'select * from clinic.reminders'), {
      code: '42501',
    });
    await assert.rejects(db.asPatient(patient, 'select * from api.reminder_deliveries'), {
      code: '42501',
    });
  });
});

describe('sending by SMTP (nodemailer) to a real SMTP server on loopback', () => {
  let smtp;
  let worker;
  after(async () => {
    await worker?.stop();
    await smtp?.close();
  });

  it('sends one message per reminder with its content, retrying a temporary refusal', async () => {
    let refusedOnce = false;
    smtp = await startSmtpStub({
      port: 0,
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('busy+') && !refusedOnce) {
          refusedOnce = true;
          const error = new Error('Mailbox busy, try again later');
          error.responseCode = 451;
          return callback(error);
        }
        callback();
      },
    });
    const received = smtp.messages;

    const ann = await db.addPatient('Ann Smtp', 'ann.smtp@example.com');
    const busy = await db.addPatient('Ben Busy', 'busy+ben@example.com');
    const annVisit = await book(ann, 60);
    const busyVisit = await book(busy, 61, { 'app.reminder_offsets_minutes': '120' });
    await makeAllDue();
    worker = await startWorkerProcess({
      ...FAST,
      WORKER_DATABASE_URL: db.workerUrl,
      SITE_URL,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    });
    await waitUntilSettled();
    await sleep(300);

    const toAnn = received.filter((message) => message.to.includes('ann.smtp@example.com'));
    assert.equal(toAnn.length, 2);
    const unfolded = toAnn
      .map((message) => message.raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' '))
      .find((raw) => /Message-ID: <reminder\.\d+\.120@/i.test(raw));
    assert.ok(unfolded, 'the 2-hour reminder has a Message-ID naming the reminder');
    assert.match(
      unfolded,
      new RegExp(`Message-ID: <reminder\\.${annVisit.id}\\.120@riverside-clinic\\.example>`, 'i'),
    );
    assert.match(unfolded, /From: Riverside Clinic <support@riverside-clinic\.example>/);
    assert.match(unfolded, /Subject: Reminder: your appointment with Dr\. /);
    for (const line of [
      `Doctor: ${annVisit.doctor_name} (`,
      `When: ${(await db.owner.query('select clinic.format_appointment_date($1) as f', [annVisit.date_time])).rows[0].f} (clinic time, America/New York)`,
      `Booking reference: ${bookingReference(annVisit.id)}`,
      'Where: 120 Riverside Avenue, Springfield, NY 10001',
      'Phone: (555) 010-2030',
      `${SITE_URL}/appointments`,
      'in about 2 hours',
    ]) {
      assert.ok(unfolded.includes(line), `the e-mail says ${line}`);
    }
    // The only link is the list of appointments: nothing a mail scanner could cancel with.
    assert.deepEqual(unfolded.match(/https?:\/\/\S+/g), [`${SITE_URL}/appointments`]);

    assert.equal(
      received.filter((message) => message.to.includes('busy+ben@example.com')).length,
      1,
    );
    assert.deepEqual(
      (await remindersOf(busyVisit.id)).map((r) => [r.status, r.attempts, r.transport]),
      [['sent', 2, 'smtp']],
    );
    assert.deepEqual(
      (await remindersOf(annVisit.id)).map((r) => [r.status, r.transport]),
      [
        ['sent', 'smtp'],
        ['sent', 'smtp'],
      ],
    );
  });
});

describe('a worker killed mid-send over SMTP', () => {
  let mailServer;
  const started = [];
  after(async () => {
    await Promise.all(started.map((worker) => worker.stop()));
    await new Promise((resolve) => (mailServer ? mailServer.close(resolve) : resolve()));
  });

  it('has its reminder sent again by another worker under the same Message-ID', async () => {
    // The server takes the whole first message but never answers it, as when a worker dies
    // between handing an e-mail over and hearing back; later messages are answered.
    const copies = [];
    mailServer = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, _session, callback) {
        let head = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk) => (head += chunk));
        stream.on('end', () => {
          copies.push(/^Message-ID: (\S+)/im.exec(head)?.[1]);
          if (copies.length > 1) callback();
        });
      },
    });
    await new Promise((resolve) => mailServer.listen(0, '127.0.0.1', resolve));
    const env = {
      ...FAST,
      WORKER_DATABASE_URL: db.workerUrl,
      SITE_URL,
      SMTP_URL: `smtp://127.0.0.1:${mailServer.server.address().port}`,
    };
    const patient = await db.addPatient('Kim Killed', 'kim.killed@example.com');
    const visit = await book(patient, 62, { 'app.reminder_offsets_minutes': '120' });
    await makeAllDue();

    started.push(await startWorkerProcess(env));
    await waitFor('the unanswered message', () => copies.length === 1);
    started[0].child.kill('SIGKILL');
    started.push(await startWorkerProcess(env));
    await waitUntilSettled();
    await sleep(300);

    assert.deepEqual(copies, [
      `<reminder.${visit.id}.120@riverside-clinic.example>`,
      `<reminder.${visit.id}.120@riverside-clinic.example>`,
    ]);
    assert.deepEqual(
      (await remindersOf(visit.id)).map((r) => [r.status, r.attempts, r.message_id]),
      [['sent', 2, `<reminder.${visit.id}.120@riverside-clinic.example>`]],
    );
  });
});

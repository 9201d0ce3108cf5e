-- Reminders (docs/reminders.md): scheduling on booking, cancel and inside an offset,
-- the offsets setting, the unique delivery key, the claim that keeps a send to at most once
-- (or, over SMTP, re-sends a killed try's e-mail under the same Message-ID),
-- and who may read deliveries.
begin;
\ir support/helpers.sql
select plan(27);

select has_role('clinic_worker');
select ok((select rolcanlogin and not rolsuper and not rolbypassrls from pg_roles
           where rolname = 'clinic_worker'),
          'clinic_worker logs in, is no superuser and does not bypass row-level security');

select * from tests.patients_and_doctor_account() \gset
select tests.booking(:ann, 1, tests.slot(1, 2, '10:00')) as visit \gset

-- Scheduled at booking: one reminder and one job per offset, due 24 h and 2 h before.
select results_eq(
  format('select offset_minutes, due_at, status from clinic.reminders where appointment_id = %s order by 1 desc', :visit),
  format($$values (1440, %L::timestamptz - interval '24 hours', 'scheduled'),
                  (120, %L::timestamptz - interval '2 hours', 'scheduled')$$,
         tests.slot(1, 2, '10:00'), tests.slot(1, 2, '10:00')),
  'a booking gets reminders 24 h and 2 h before, clinic time');
select results_eq(
  format($$select key, run_at, task_identifier, max_attempts from graphile_worker.jobs
           where key like 'reminder:%s:%%' order by run_at$$, :visit),
  format($$values ('reminder:%s:1440', %L::timestamptz - interval '24 hours', 'send_reminder', 8::smallint),
                  ('reminder:%s:120', %L::timestamptz - interval '2 hours', 'send_reminder', 8::smallint)$$,
         :visit, tests.slot(1, 2, '10:00'), :visit, tests.slot(1, 2, '10:00')),
  'each reminder is a send_reminder job keyed by appointment and offset');

-- The delivery key: one record per (appointment, offset).
select throws_ok(
  format('insert into clinic.reminders (appointment_id, offset_minutes, due_at) values (%s, 120, now())', :visit),
  '23505', null, 'a second record of the same reminder is refused');

-- The claim: the first try sends; a try that finds it still 'sending' makes it uncertain.
select is(
  clinic.claim_reminder(:visit, 120, '00000000-0000-0000-0000-000000000001') ->> 'action', 'send',
  'the first try claims the reminder');
select is(
  (select status from clinic.reminders where appointment_id = :visit and offset_minutes = 120),
  'sending', 'the claimed reminder is sending');
select is(
  clinic.finish_reminder(:visit, 120, '00000000-0000-0000-0000-000000000002', 'sent'), false,
  'only the try holding the claim may record the outcome');
select is(
  clinic.claim_reminder(:visit, 120, '00000000-0000-0000-0000-000000000003')::jsonb,
  '{"action": "none", "status": "uncertain"}'::jsonb,
  'a try that finds the reminder still sending (its worker died) does not send it again');
select is(
  clinic.finish_reminder(:visit, 120, '00000000-0000-0000-0000-000000000001', 'sent'), false,
  'the dead try, had it come back, can no longer record a send');
select is(
  clinic.claim_reminder(:visit, 1440, '00000000-0000-0000-0000-000000000004') ->> 'action', 'send',
  'the other reminder is claimed on its own');
select is(
  clinic.finish_reminder(:visit, 1440, '00000000-0000-0000-0000-000000000004', 'sent',
                         transport => 'smtp', message_id => '<m@x>'), true,
  'its try records the send');
select is(
  clinic.claim_reminder(:visit, 1440, '00000000-0000-0000-0000-000000000005')::jsonb,
  '{"action": "none", "status": "sent"}'::jsonb,
  'a sent reminder is never claimed again');

-- Over SMTP (migration 011), a try that finds the reminder still 'sending' sends it again: the
-- same Message-ID makes a second copy one e-mail in the patient's mailbox.
select tests.booking(:bob, 2, tests.slot(1, 2, '11:00')) as resent \gset
select is(
  clinic.claim_reminder(:resent, 120, '00000000-0000-0000-0000-000000000006') ->> 'action', 'send',
  'a first try claims the reminder, then its worker is killed');
select is(
  clinic.claim_reminder_resending(:resent, 120, '00000000-0000-0000-0000-000000000007') ->> 'action',
  'send', 'over SMTP the next try claims it again instead of marking it uncertain');
select is(
  (select (status, attempts)::text from clinic.reminders
   where appointment_id = :resent and offset_minutes = 120),
  '(sending,2)', 'the second try holds it, counted as the second attempt');
-- The killed try, had it come back, cannot record the send; the second try does.
select is(
  (select array_agg(clinic.finish_reminder(:resent, 120, claim::uuid, 'sent') order by n)
   from unnest(array['00000000-0000-0000-0000-000000000006',
                     '00000000-0000-0000-0000-000000000007']) with ordinality as t (claim, n)),
  array[false, true], 'only the second try records the send');
select is(
  clinic.claim_reminder_resending(:resent, 120, '00000000-0000-0000-0000-000000000008')::jsonb,
  '{"action": "none", "status": "sent"}'::jsonb,
  'a sent reminder is never claimed again over SMTP either');

-- Cancelling removes what is not yet sent, and its jobs.
select tests.booking(:bob, 2, tests.slot(1, 3, '11:00')) as second_visit \gset
update clinic.appointments set status = 'canceled' where id = :second_visit;
select is(
  (select array_agg(status order by offset_minutes) from clinic.reminders where appointment_id = :second_visit),
  array['canceled', 'canceled'], 'cancelling cancels the reminders');
select is(
  (select count(*)::int from graphile_worker.jobs where key like format('reminder:%s:%%', :second_visit)),
  0, 'and removes their jobs');

-- Inside an offset: only what is still ahead.
set local app.reminder_offsets_minutes = '30000, 1440';
select is(clinic.reminder_offsets(), array[30000, 1440], 'the offsets setting is read, largest first');
select tests.booking(:bob, 2, tests.slot(1, 4, '11:00')) as third_visit \gset
select is(
  (select array_agg(offset_minutes) from clinic.reminders where appointment_id = :third_visit),
  array[1440], 'a booking inside an offset gets only the reminders still ahead');
set local app.reminder_offsets_minutes = '2 hours';
select throws_ok('select clinic.reminder_offsets()', '22023', null,
                 'a malformed offsets setting is refused with its name');
set local app.reminder_offsets_minutes = '';

-- Deliveries are the worker's (and, where they exist, staff's): patients are refused.
select tests.act_as(:ann);
select throws_ok('select * from clinic.reminders', '42501', null, 'a patient cannot read deliveries');
select throws_ok('select * from api.reminder_deliveries', '42501', null,
                 'a patient cannot read the deliveries view');
select throws_ok(format('select clinic.claim_reminder(%s, 120, gen_random_uuid())', :visit), '42501', null,
                 'a patient cannot claim a reminder');
select tests.act_as_owner();
set local role clinic_worker;
select is((select count(*)::int from clinic.reminders where appointment_id = :visit), 2,
          'the worker role reads deliveries');
reset role;

select * from finish();
rollback;

-- book_appointment, cancel_appointment, reschedule_appointment (one transaction) and busy_slots,
-- called as PostgREST calls them.
begin;
\ir support/helpers.sql
select plan(35);

select * from tests.patients_and_doctor_account() \gset

-- book_appointment
select tests.act_as(:ann);
select (api.book_appointment(1, tests.slot(1, 2, '10:00'), '  Chest pain ')).id as a1 \gset
select tests.act_as_owner();
select results_eq(format($$select doctor_id, doctor_name, patient_id, patient_name, patient_email, duration, reason, status, cancel_reason, rescheduled_to
                           from api.appointments where id = %s$$, :a1),
  format($$values (1, 'Dr. Amelia Hart', %s::bigint, 'Ann', 'ann@test.example', 30, 'Chest pain', 'scheduled', null::text, null::bigint)$$, :ann),
  'book: the row has the doctor, the patient from the token, 30 minutes and the trimmed reason');
select is((select formatted_date from api.appointments where id = :a1),
  to_char(tests.slot(1, 2, '10:00') at time zone 'America/New_York', 'FMDay, FMMonth FMDD, YYYY') || ' at 10:00 AM',
  'book: formatted_date in the clinic zone');
select tests.act_as(:bob);
select throws_ok($$select api.book_appointment(1, tests.slot(1, 2, '10:00'), 'x')$$, '23P01', null, 'book: a taken slot is refused with 23P01');
select throws_ok($$select api.book_appointment(2, tests.slot(-1, 2, '10:00'), 'x')$$, '23514', null, 'book: the past is refused with 23514');
select throws_ok($$select api.book_appointment(2, tests.slot(1, 7, '10:00'), 'x')$$, '23514', null, 'book: Sunday is refused with 23514');
select throws_ok($$select api.book_appointment(2, tests.slot(1, 2, '10:00'), ' ')$$, '23514', null, 'book: a blank reason is refused with 23514');
select throws_ok($$select api.book_appointment(2, null, 'x')$$, '23514', null, 'book: no time is refused with 23514');
select throws_ok($$select api.book_appointment(doctor_id => 2, date_time => tests.slot(1, 2, '10:00'))$$, '23514', null, 'book: a missing reason is refused with 23514');
select throws_ok($$select api.book_appointment(date_time => tests.slot(1, 2, '10:00'), reason => 'x')$$, '23514', null, 'book: a missing doctor is refused with 23514');
select (api.book_appointment(2, tests.slot(1, 2, '10:00'), 'Rash')).id as b1 \gset
select throws_ok($$select api.book_appointment(3, tests.slot(1, 2, '10:00'), 'x')$$, '23P01', null, 'book: the same patient twice at one time is refused with 23P01');
select tests.act_as(:doc);
select throws_ok($$select api.book_appointment(2, tests.slot(1, 3, '10:00'), 'x')$$, '42501', 'A doctor account cannot book appointments.', 'book: a doctor account is refused with 42501');
select tests.act_as_owner();
select throws_ok($$select api.book_appointment(2, tests.slot(1, 3, '10:00'), 'x')$$, '42501', null, 'book: no token is refused with 42501');

-- busy_slots: every scheduled appointment, its doctor, time and length only.
select tests.slot(1, 2, '10:00') as tuesday \gset
select tests.act_as(null);
select results_eq('select doctor_id, date_time, duration from api.busy_slots order by doctor_id',
  format($$values (1, %L::timestamptz, 30), (2, %L::timestamptz, 30)$$, :'tuesday', :'tuesday'),
  'busy_slots: the scheduled appointments, without names or reasons');

-- cancel_appointment
select tests.act_as(:ann);
select throws_ok(format('select api.cancel_appointment(%s, null)', :b1), '42501', 'That appointment is not yours.', 'cancel: another patient''s appointment is refused with 42501');
select throws_ok('select api.cancel_appointment(999999, null)', '42501', null, 'cancel: a missing appointment answers the same (nothing learned)');
select tests.act_as(:doc);
select throws_ok(format('select api.cancel_appointment(%s, null)', :a1), '42501', null, 'cancel: a doctor account cannot cancel a patient''s appointment');
select tests.act_as_owner();
select is((select status from clinic.appointments where id = :b1), 'scheduled', 'cancel: the refused cancels changed nothing');
select is((select status from clinic.appointments where id = :a1), 'scheduled', 'cancel: … on either appointment');
select tests.act_as(:bob);
select results_eq(format($$select status, cancel_reason from api.cancel_appointment(%s, '  Feeling better ')$$, :b1),
  $$values ('canceled', 'Feeling better')$$, 'cancel: its own appointment, with the reason');
select throws_ok(format('select api.cancel_appointment(%s, null)', :b1), 'PGRST', '{"code" : "P0002", "message" : "That appointment is not scheduled.", "details" : null, "hint" : null}', 'cancel: an appointment already canceled is refused with code P0002 (HTTP 404)');
select tests.act_as(null);
select is((select count(*)::int from api.busy_slots where doctor_id = 2), 0, 'cancel: the slot is free again in busy_slots');

-- reschedule_appointment
select tests.act_as(:bob);
select (api.book_appointment(1, tests.slot(1, 4, '10:00'), 'Follow-up')).id as b2 \gset
select tests.act_as(:ann);
select api.reschedule_appointment(:a1, tests.slot(1, 2, '11:00')) as moved \gset
select is((:'moved'::json -> 'previous' ->> 'id')::bigint, :a1::bigint, 'reschedule: previous is the old appointment');
select is(:'moved'::json -> 'previous' ->> 'status', 'canceled', 'reschedule: the old one is canceled');
select is((:'moved'::json -> 'previous' ->> 'rescheduled_to')::bigint, (:'moved'::json -> 'next' ->> 'id')::bigint, 'reschedule: the old one points at the new one');
select results_eq(format($$select doctor_id, reason, status, date_time from api.appointments where id = %s$$, :'moved'::json -> 'next' ->> 'id'),
  $$values (1, 'Chest pain', 'scheduled', tests.slot(1, 2, '11:00'))$$, 'reschedule: the new one has the same doctor and reason at the new time');
select (:'moved'::json -> 'next' ->> 'id')::bigint as a2 \gset
select throws_ok(format($$select api.reschedule_appointment(%s, tests.slot(1, 4, '10:00'))$$, :a2), '23P01', null, 'reschedule: onto a taken slot is refused with 23P01');
select throws_ok(format($$select api.reschedule_appointment(%s, tests.slot(-1, 4, '10:00'))$$, :a2), '23514', null, 'reschedule: into the past is refused with 23514');
select throws_ok(format($$select api.reschedule_appointment(%s, tests.slot(1, 7, '10:00'))$$, :a2), '23514', null, 'reschedule: onto a Sunday is refused with 23514');
select throws_ok(format($$select api.reschedule_appointment(%s, tests.slot(2, 1, '10:00'))$$, :b2), '42501', null, 'reschedule: another patient''s appointment is refused with 42501');
select throws_ok(format($$select api.reschedule_appointment(%s, tests.slot(2, 1, '10:00'))$$, :a1), 'PGRST', '{"code" : "P0002", "message" : "That appointment is not scheduled.", "details" : null, "hint" : null}', 'reschedule: a canceled appointment is refused with code P0002 (HTTP 404)');
select tests.act_as_owner();
select results_eq(format('select id, status, rescheduled_to from clinic.appointments where patient_id = %s order by id', :ann),
  format($$values (%s::bigint, 'canceled', %s::bigint), (%s::bigint, 'scheduled', null::bigint)$$, :a1, :a2, :a2),
  'reschedule: every refusal left both appointments as they were, and added none');
select is((select count(*)::int from clinic.appointments), 4, 'reschedule: no half-written row anywhere');

-- The whole reschedule is one statement: when cancelling the old one fails, the new one goes too.
create function tests.refuse_cancel() returns trigger language plpgsql as $$
begin raise exception 'cancel failed' using errcode = 'XX000'; end $$;
create trigger refuse_cancel before update on clinic.appointments
  for each row execute function tests.refuse_cancel();
select tests.act_as(:ann);
select throws_ok(format($$select api.reschedule_appointment(%s, tests.slot(2, 1, '10:00'))$$, :a2), 'XX000', null, 'reschedule: a failure after the new booking …');
select tests.act_as_owner();
select is((select count(*)::int from clinic.appointments where date_time = tests.slot(2, 1, '10:00')), 0, '… rolls the new booking back');
select is((select status from clinic.appointments where id = :a2), 'scheduled', '… and the old one stays scheduled');

select * from finish();
rollback;

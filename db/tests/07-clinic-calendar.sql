-- The clinic's calendar: hours, time off and closures as data; available_slots and the booking
-- insert agreeing slot by slot; staff accounts, their functions and their limits; claim links;
-- attendance; the audit trail (docs/clinic-calendar.md).
begin;
\ir support/helpers.sql
select plan(134);

select * from tests.patients_and_doctor_account() \gset
select tests.account('sue') as sue, tests.account('doc2', linked_doctor => 2) as doc2,
       tests.account('probe') as probe \gset

-- Whether inserting a booking at `starts_at` succeeds (then undone), as the owner.
create function tests.bookable(doctor integer, starts_at timestamptz) returns boolean
  language sql
as $$
  select tests.succeeds(format('select tests.booking(%s, %s, %L::timestamptz)',
    (select id from clinic.accounts where email = 'probe@test.example'), doctor, starts_at))
$$;
-- The free starts of `doctor` between two clinic days, as local 'YYYY-MM-DD HH24:MI' texts.
create function tests.free(doctor integer, from_time timestamptz, to_time timestamptz) returns text[]
  language sql
as $$
  select coalesce(array_agg(to_char(date_time at time zone clinic.clinic_timezone(), 'YYYY-MM-DD HH24:MI')
                            order by date_time), '{}')
  from api.available_slots(doctor, from_time, to_time)
$$;
-- A scheduled appointment that has already started (inserted past the insert trigger).
create function tests.past_booking(patient bigint, doctor integer, starts_at timestamptz) returns bigint
  language plpgsql
as $$
declare
  created bigint;
begin
  alter table clinic.appointments disable trigger appointments_before_insert;
  insert into clinic.appointments (doctor_id, doctor_name, patient_id, patient_name, patient_email, date_time, reason)
    select doctor, d.name, a.id, a.name, a.email, starts_at, 'check-up'
    from clinic.doctors d, clinic.accounts a where d.id = doctor and a.id = patient
    returning id into created;
  alter table clinic.appointments enable trigger appointments_before_insert;
  return created;
end
$$;
-- The role claim of a token.
create function tests.token_role(token text) returns text
  language sql
as $$
  select convert_from(decode(rpad(translate(split_part(token, '.', 2), '-_', '+/'),
                                  (char_length(split_part(token, '.', 2)) + 3) / 4 * 4, '='), 'base64'),
                      'UTF8')::json ->> 'role'
$$;
grant execute on all functions in schema tests to public;

-- Seeded hours: today's, for each of the five doctors.
select results_eq(
  $$select weekday, start_time, end_time, count(*)::int from clinic.working_hours
    group by 1, 2, 3 order by 1$$,
  $$values (1::smallint, '09:00'::time, '17:00'::time, 5), (2::smallint, '09:00', '17:00', 5),
           (3::smallint, '09:00', '17:00', 5), (4::smallint, '09:00', '17:00', 5),
           (5::smallint, '09:00', '17:00', 5), (6::smallint, '10:00', '14:00', 5)$$,
  'hours: Monday–Friday 09:00–17:00 and Saturday 10:00–14:00 for every doctor, no Sunday');

-- available_slots, for anyone.
select tests.act_as(null);
select is(cardinality(tests.free(2, tests.slot(1, 1, '00:00'), tests.slot(1, 2, '00:00'))), 16,
  'slots: a weekday has 16 starts …');
select is((tests.free(2, tests.slot(1, 1, '00:00'), tests.slot(1, 2, '00:00')))[1:1],
  array[to_char(tests.slot(1, 1, '09:00') at time zone 'America/New_York', 'YYYY-MM-DD') || ' 09:00'],
  '… from 09:00 …');
select is((tests.free(2, tests.slot(1, 1, '00:00'), tests.slot(1, 2, '00:00')))[16:16],
  array[to_char(tests.slot(1, 1, '09:00') at time zone 'America/New_York', 'YYYY-MM-DD') || ' 16:30'],
  '… to 16:30');
select is(cardinality(tests.free(2, tests.slot(1, 6, '00:00'), tests.slot(1, 7, '00:00'))), 8,
  'slots: Saturday has 8 starts, 10:00–13:30');
select is(cardinality(tests.free(2, tests.slot(1, 7, '00:00'), tests.slot(2, 1, '00:00'))), 0,
  'slots: Sunday has none');
select is(cardinality(tests.free(2, now() - interval '8 days', now())), 0, 'slots: none in the past');
select is((select count(*)::int from api.available_slots(null, tests.slot(1, 1, '00:00'), tests.slot(2, 1, '00:00'))),
  5 * (5 * 16 + 8), 'slots: every doctor over a week when doctor_id is omitted');
select throws_ok($$select * from api.available_slots(2, now(), now() + interval '94 days')$$,
  '22023', 'Ask for at most 93 days at a time.', 'slots: a window over 93 days is refused');
select throws_ok($$select * from api.available_slots(2, now(), null)$$,
  '22023', 'A start and an end time are required.', 'slots: a missing bound is refused');
select throws_ok($$select * from api.available_slots(99, now(), now() + interval '1 day')$$,
  '23503', 'There is no such doctor.', 'slots: an unknown doctor is refused');
select tests.http('GET');
select lives_ok($$select * from api.available_slots(2, now(), now() + interval '90 days')$$,
  'slots: readable by GET (STABLE, no side effect)');
select tests.http('');
select tests.act_as_owner();
select tests.booking(:bob, 2, tests.slot(1, 1, '10:00')) as bob_monday \gset
select tests.act_as(null);
select ok(not (to_char(tests.slot(1, 1, '10:00') at time zone 'America/New_York', 'YYYY-MM-DD HH24:MI')
               = any (tests.free(2, tests.slot(1, 1, '00:00'), tests.slot(1, 2, '00:00')))),
  'slots: a booked slot is not free …');
select is(cardinality(tests.free(2, tests.slot(1, 1, '00:00'), tests.slot(1, 2, '00:00'))), 15, '… and only that one');

-- Hours change from a date, with a break; bad hours are refused.
select tests.act_as_owner();
insert into clinic.working_hours (doctor_id, valid_from, weekday, start_time, end_time)
  select 4, (tests.slot(2, 1, '00:00') at time zone 'America/New_York')::date, w, s, e
  from (values (1, time '08:00', time '12:00'), (1, '13:00', '18:00'), (7, '10:00', '12:00')) v(w, s, e);
select is(cardinality(tests.free(4, tests.slot(1, 1, '00:00'), tests.slot(1, 2, '00:00'))), 16,
  'hours: before the new hours are valid, the old ones hold');
select is(cardinality(tests.free(4, tests.slot(2, 1, '00:00'), tests.slot(2, 2, '00:00'))), 18,
  'hours: from their date, 08:00–12:00 and 13:00–18:00 (a break) give 18 starts');
select is(cardinality(tests.free(4, tests.slot(2, 2, '00:00'), tests.slot(2, 3, '00:00'))), 0,
  'hours: a weekday without a row in the new week is a day off');
select is(cardinality(tests.free(4, tests.slot(2, 7, '00:00'), tests.slot(3, 1, '00:00'))), 4,
  'hours: a Sunday clinic 10:00–12:00');
select throws_ok($$insert into clinic.working_hours (doctor_id, valid_from, weekday, start_time, end_time) values (5, '2030-01-01', 1, '17:00', '09:00')$$,
  '23514', null, 'hours: an end before the start is refused');
select throws_ok($$insert into clinic.working_hours (doctor_id, valid_from, weekday, start_time, end_time) values (5, '2030-01-01', 1, '09:00', '25:00')$$,
  '22008', null, 'hours: past 24:00 is refused');
select throws_ok($$insert into clinic.working_hours (doctor_id, valid_from, weekday, start_time, end_time) values (5, '2030-01-01', 1, '09:15', '12:00')$$,
  '23514', null, 'hours: off the half hour is refused');
select throws_ok($$insert into clinic.working_hours (doctor_id, valid_from, weekday, start_time, end_time) values (5, '2030-01-01', 8, '09:00', '12:00')$$,
  '23514', null, 'hours: a weekday other than 1–7 is refused');
select lives_ok($$insert into clinic.working_hours (doctor_id, valid_from, weekday, start_time, end_time) values (5, '2030-01-01', 1, '09:00', '12:00'), (5, '2030-01-01', 1, '20:00', '24:00')$$,
  'hours: two ranges a day, the last to 24:00');
select throws_ok($$insert into clinic.working_hours (doctor_id, valid_from, weekday, start_time, end_time) values (5, '2030-01-01', 1, '11:00', '13:00')$$,
  '23P01', null, 'hours: overlapping ranges on one day are refused');

-- Staff accounts: only the owner makes them.
select is((clinic.make_staff(' SUE@test.example ') ->> 'staff')::boolean, true, 'make_staff: by e-mail, trimmed, any case');
select throws_ok($$select clinic.make_staff('nobody@test.example')$$, 'P0002', null, 'make_staff: an unknown e-mail says so');
select is(tests.token_role(clinic.session_for(:sue) ->> 'token'), 'clinic_staff', 'token: a staff account''s role is clinic_staff');
select is((clinic.session_for(:sue) -> 'user' ->> 'staff')::boolean, true, 'session: the user says staff');
select is(tests.token_role(clinic.session_for(:ann) ->> 'token'), 'clinic_user', 'token: a patient''s role is still clinic_user');
select ok(pg_has_role('authenticator', 'clinic_staff', 'member'), 'authenticator may switch to clinic_staff');
select tests.act_as(:ann);
select throws_ok($$select clinic.make_staff('ann@test.example')$$, '42501', null, 'make_staff: a patient is refused');
select tests.act_as(:sue);
select throws_ok($$select clinic.make_staff('bob@test.example')$$, '42501', null, 'make_staff: staff cannot make staff');

-- Closures and time off, by staff; each refused for patients.
select tests.http('POST');
select api.add_closure((tests.slot(2, 3, '00:00') at time zone 'America/New_York')::date, null, ' Independence Day ') as closure \gset
select is(:'closure'::json -> 'closure' ->> 'name', 'Independence Day', 'closure: added with its name');
select is(cardinality(tests.free(3, tests.slot(2, 3, '00:00'), tests.slot(2, 4, '00:00'))), 0, 'closure: the day has no slots');
select throws_ok(format($$select api.add_closure(%L, %L, 'x')$$, '2031-01-10', '2031-01-09'),
  '22023', 'A closure must end on or after its first day.', 'closure: last before first is refused');
select throws_ok(format($$select api.add_closure(%L, null, 'x')$$, (tests.slot(2, 3, '00:00') at time zone 'America/New_York')::date),
  '23P01', 'This overlaps another closure.', 'closure: an overlap is refused');
select throws_ok(format($$select api.add_closure('2031-01-10', null, %L)$$, repeat('n', 100000)),
  '22001', 'A name can be at most 100 characters.', 'closure: a 100,000-character name is refused');

-- A three-week holiday is one row.
select api.add_time_off(3, tests.slot(3, 1, '00:00'), tests.slot(6, 1, '00:00'), 'Holiday') as holiday \gset
select is((select count(*)::int from clinic.time_off where doctor_id = 3), 1, 'time off: three weeks are one row');
select is(cardinality(tests.free(3, tests.slot(3, 1, '00:00'), tests.slot(6, 1, '00:00'))), 0, 'time off: no slot of the doctor in those three weeks');
select ok(exists (select from pg_locks where locktype = 'advisory' and pid = pg_backend_pid() and granted
                  and mode = 'ExclusiveLock'
                  and objid = (clinic.calendar_lock_key() & 4294967295)::text::oid),
  'time off: holds the calendar lock alone until commit, so no booking slips in unseen');
select is(cardinality(tests.free(2, tests.slot(3, 1, '00:00'), tests.slot(6, 1, '00:00'))), 3 * (5 * 16 + 8), 'time off: other doctors keep theirs');
select api.add_time_off(3, tests.slot(1, 2, '12:00'), tests.slot(1, 2, '14:00'), null) as afternoon \gset
select is(cardinality(tests.free(3, tests.slot(1, 2, '00:00'), tests.slot(1, 3, '00:00'))), 12, 'time off: a part day (12:00–14:00) removes 4 starts');
select throws_ok($$select api.add_time_off(3, tests.slot(1, 2, '15:00'), tests.slot(1, 2, '14:00'), null)$$,
  '22023', 'Time off must end after it starts.', 'time off: an end before the start is refused');
select throws_ok($$select api.add_time_off(3, tests.slot(1, 2, '13:00'), tests.slot(1, 2, '15:00'), null)$$,
  '23P01', 'This overlaps other time off of the doctor.', 'time off: an overlap is refused');
select throws_ok(format($$select api.add_time_off(3, tests.slot(1, 4, '13:00'), tests.slot(1, 4, '15:00'), %L)$$, repeat('r', 100000)),
  '22001', 'The reason can be at most 500 characters.', 'time off: a 100,000-character reason is refused');
select throws_ok($$select api.add_time_off(99, tests.slot(1, 4, '13:00'), tests.slot(1, 4, '15:00'), null)$$,
  '23503', 'There is no such doctor.', 'time off: an unknown doctor is refused');
select tests.act_as_owner();
select is((select count(*)::int from clinic.time_off), 2, 'time off: the refused ones changed nothing');

-- One rule: over two weeks with a closure and time off, the insert accepts exactly the free slots.
select tests.act_as(null);
select tests.free(3, tests.slot(1, 1, '00:00'), tests.slot(3, 2, '00:00')) as free3 \gset
select tests.act_as_owner();
select is(
  (select coalesce(array_agg(to_char(s at time zone 'America/New_York', 'YYYY-MM-DD HH24:MI') order by s), '{}')
   from generate_series(tests.slot(1, 1, '00:00'), tests.slot(3, 2, '00:00') - interval '30 minutes', interval '30 minutes') s
   where tests.bookable(3, s)),
  :'free3'::text[],
  'one rule: every half hour over two weeks is bookable exactly when available_slots lists it');
select throws_ok(format('select tests.booking(%s, 3, tests.slot(2, 3, ''10:00''))', :bob), '23514', 'The clinic is closed that day.', 'insert: a closure day is refused, saying so');
select throws_ok(format('select tests.booking(%s, 3, tests.slot(3, 2, ''10:00''))', :bob), '23514', 'The doctor is not available at that time.', 'insert: time off is refused, saying so');
select throws_ok(format('select tests.booking(%s, 3, tests.slot(1, 2, ''13:30''))', :bob), '23514', 'The doctor is not available at that time.', 'insert: part-day time off is refused');
select lives_ok(format('select tests.booking(%s, 3, tests.slot(1, 2, ''14:00''))', :bob), 'insert: the end of time off is free again');

-- Patients and doctor accounts.
select tests.act_as(:ann);
select tests.http('POST');
select is((select count(*)::int from api.time_off), 0, 'patient: reads no time off');
select is((select count(*)::int from api.closures), 1, 'patient: reads closures (the picker shows them)');
select is((select count(*)::int from api.working_hours), 35, 'patient: reads working hours');
select throws_ok(statement, '42501', null, description) from (values
  ('select * from api.audit_trail', 'patient: the audit trail is refused'),
  ('select * from clinic.audit_log', 'patient: the audit table is refused'),
  ('select api.add_time_off(1, now() + interval ''1 day'', now() + interval ''2 days'', null)', 'patient: add_time_off refused'),
  ('select api.add_closure(''2031-01-01'', null, ''x'')', 'patient: add_closure refused'),
  ('select * from api.find_patients(''bob'')', 'patient: find_patients refused'),
  ('select api.staff_book_appointment(1, tests.slot(1, 3, ''10:00''), ''x'', 2)', 'patient: staff_book_appointment refused'),
  ('select api.cancel_appointments(array[1], ''x'')', 'patient: cancel_appointments refused'),
  ('select api.mark_attendance(1, ''arrived'')', 'patient: mark_attendance refused'),
  ('insert into clinic.time_off (doctor_id, period) values (1, tstzrange(now(), now() + interval ''1 hour''))', 'patient: inserting time off refused'),
  ('select claim_tokens from clinic.claim_tokens', 'patient: claim tokens refused')
) as refused(statement, description);
select results_eq('select id from api.accounts', format('values (%s::bigint)', :ann), 'patient: still reads only its own account');

select tests.act_as(:doc);
select is((select count(*)::int from api.time_off), 0, 'doctor: reads no other doctor''s time off');
select ok((api.add_time_off(1, tests.slot(1, 5, '09:00'), tests.slot(1, 5, '12:00'), 'Conference') -> 'time_off' ->> 'id') is not null,
  'doctor: adds time off of its own doctor …');
select is((select count(*)::int from api.time_off), 1, '… and reads it');
select throws_ok($$select api.add_time_off(2, tests.slot(1, 5, '09:00'), tests.slot(1, 5, '12:00'), null)$$,
  '42501', null, 'doctor: time off of another doctor is refused');
select throws_ok(format('select api.remove_time_off(%s)', :'holiday'::json -> 'time_off' ->> 'id'),
  '42501', null, 'doctor: removing another doctor''s time off is refused');
select throws_ok('select * from api.audit_trail', '42501', null, 'doctor: the audit trail is refused');

-- Staff: reads, bookings for patients, cancellations with a reason.
select tests.act_as(:sue);
select ok((select count(*)::int from api.appointments) >= 2, 'staff: reads every patient''s appointments');
select ok((select count(*)::int from api.accounts) >= 5, 'staff: reads every account');
select throws_ok('select password_hash from clinic.accounts', '42501', null, 'staff: the password hash is not readable');
select throws_ok('select * from clinic.accounts', '42501', null, 'staff: select * on accounts refused (the hash)');
select results_eq($$select name, email, claimed from api.find_patients('bo')$$,
  $$values ('Bob', 'bob@test.example', true)$$, 'find_patients: by the start of a name');
select results_eq($$select name from api.find_patients('BOB@test.example')$$, $$values ('Bob')$$, 'find_patients: by e-mail');
select throws_ok($$select * from api.find_patients('b')$$, '22023', null, 'find_patients: one character is refused');
select api.staff_book_appointment(1, tests.slot(1, 3, '10:00'), 'Phone booking', :bob) as for_bob \gset
select is((:'for_bob'::json -> 'appointment' ->> 'patient_id')::bigint, :bob::bigint, 'staff book: for an existing patient');
select throws_ok(format($$select api.staff_book_appointment(1, tests.slot(1, 3, '10:00'), 'x', %s)$$, :ann),
  '23P01', 'That time is no longer available.', 'staff book: a taken slot is refused (no bypass)');
select throws_ok(format($$select api.staff_book_appointment(3, tests.slot(4, 2, '10:00'), 'x', %s)$$, :ann),
  '23514', 'The doctor is not available at that time.', 'staff book: time off is refused (no bypass)');
select throws_ok(format($$select api.staff_book_appointment(2, tests.slot(-1, 2, '10:00'), 'x', %s)$$, :ann),
  '23514', 'That time is in the past.', 'staff book: the past is refused');
select throws_ok($$select api.staff_book_appointment(2, tests.slot(1, 3, '10:00'), 'x', 999999)$$,
  '23503', 'There is no such patient.', 'staff book: an unknown patient is refused');
select throws_ok(format($$select api.staff_book_appointment(2, tests.slot(1, 3, '10:00'), 'x', %s)$$, :doc),
  '42501', null, 'staff book: a doctor account as patient is refused');
select throws_ok(format($$select api.staff_book_appointment(2, tests.slot(1, 3, '10:00'), 'x', null, %L, 'z@test.example')$$, repeat('n', 100000)),
  '22001', 'A name can be at most 100 characters.', 'staff book: a 100,000-character name is refused');
select throws_ok($$select api.staff_book_appointment(2, tests.slot(1, 3, '10:00'), 'x', null, 'Zed', 'ANN@test.example')$$,
  '23505', null, 'staff book: a new record with an e-mail that has an account is refused');

-- A phoning patient without an account: a record and a one-time claim link.
select api.staff_book_appointment(2, tests.slot(1, 3, '11:00'), 'Rash', null, ' Carl Phone ', 'carl@test.example') as carl \gset
select api.staff_book_appointment(2, tests.slot(1, 3, '11:30'), 'Rash', null, 'Dina Phone', 'dina@test.example') as dina \gset
select is(:'carl'::json -> 'patient' ->> 'claimed', 'false', 'record: created unclaimed');
select is(char_length(:'carl'::json ->> 'claim_token'), 43, 'record: a 256-bit claim token comes back once');
select tests.act_as_owner();
select results_eq(format('select email, contact_email::text, password_hash from clinic.accounts where id = %s', :'carl'::json -> 'patient' ->> 'id'),
  $$values (null::citext, 'carl@test.example', null::text)$$, 'record: no login e-mail and no password');
select is((select token_hash from clinic.claim_tokens where account_id = (:'dina'::json -> 'patient' ->> 'id')::bigint),
  digest(:'dina'::json ->> 'claim_token', 'sha256'), 'record: the token is stored as its sha-256 only');
select ok((select expires_at from clinic.claim_tokens where account_id = (:'dina'::json -> 'patient' ->> 'id')::bigint) = now() + interval '7 days',
  'record: the link is valid for 7 days');

-- Carl registers without the link: a separate account, no bookings, the record untouched.
select tests.act_as(null);
select (api.register('Carl', 'carl@test.example', 'pw-carl', 'patient') -> 'user' ->> 'id')::bigint as carl_account \gset
select tests.act_as(:carl_account);
select is((select count(*)::int from api.appointments), 0, 'register with the record''s e-mail: no bookings attached or shown');
select tests.act_as(null);
select throws_ok(format($$select api.claim_patient_record(%L, 'pw')$$, :'carl'::json ->> 'claim_token'),
  '23505', null, 'claim: an e-mail that has an account since is refused, not merged');
-- Dina claims hers with the link.
select throws_ok($$select api.claim_patient_record('not-a-token', 'pw')$$, '28000', null, 'claim: an unknown link is refused');
select throws_ok(format($$select api.claim_patient_record(%L, ' ')$$, :'dina'::json ->> 'claim_token'), '22023', null, 'claim: a blank password is refused');
select api.claim_patient_record(:'dina'::json ->> 'claim_token', 'pw-dina') as dina_session \gset
select is(:'dina_session'::json -> 'user' ->> 'email', 'dina@test.example', 'claim: the record becomes an account with its e-mail');
select tests.act_as((:'dina_session'::json -> 'user' ->> 'id')::bigint);
select results_eq('select reason from api.appointments', $$values ('Rash')$$, 'claim: the patient sees the booking');
select tests.act_as(null);
select throws_ok(format($$select api.claim_patient_record(%L, 'other')$$, :'dina'::json ->> 'claim_token'), '28000', null, 'claim: the link works once');
select ok(api.login('dina@test.example', 'pw-dina')::jsonb ? 'token', 'claim: the password logs in');
select tests.act_as(:sue);
select api.issue_claim_link((:'carl'::json -> 'patient' ->> 'id')::bigint) as carl_link \gset
select tests.act_as_owner();
update clinic.claim_tokens set expires_at = now() - interval '1 second';
select tests.act_as(null);
select throws_ok(format($$select api.claim_patient_record(%L, 'pw')$$, :'carl_link'::json ->> 'claim_token'), '28000', null, 'claim: an expired link is refused');

-- Staff cancel and reschedule with a reason.
select tests.act_as(:sue);
select (:'for_bob'::json -> 'appointment' ->> 'id')::bigint as for_bob_id \gset
select throws_ok(format('select api.staff_cancel_appointment(%s, '' '')', :for_bob_id), '23514', 'A reason is required.', 'staff cancel: a reason is required');
select api.staff_reschedule_appointment(:for_bob_id, tests.slot(1, 3, '12:00'), 'Doctor late') as moved \gset
select results_eq(format('select status, cancel_reason, rescheduled_to from api.appointments where id = %s', :for_bob_id),
  format($$values ('canceled', 'Doctor late', %s::bigint)$$, :'moved'::json -> 'next' ->> 'id'), 'staff reschedule: the old one is canceled with the reason');
select results_eq(format('select status, cancel_reason from api.staff_cancel_appointment(%s, ''Clinic closed'')', :'moved'::json -> 'next' ->> 'id'),
  $$values ('canceled', 'Clinic closed')$$, 'staff cancel: with the reason');

-- Time off over bookings: the affected appointments, then one step to cancel them.
select tests.act_as_owner();
select tests.booking(:ann, 5, tests.slot(1, 4, '10:00')) as ann5 \gset
select tests.booking(:bob, 5, tests.slot(1, 4, '11:00')) as bob5 \gset
select tests.act_as(:sue);
select api.add_time_off(5, tests.slot(1, 4, '00:00'), tests.slot(1, 5, '00:00'), 'Sick') as sick \gset
select is((select array_agg((a ->> 'id')::bigint order by a ->> 'date_time') from json_array_elements(:'sick'::json -> 'affected') a),
  array[:ann5, :bob5]::bigint[], 'time off over bookings: returns the affected appointments');
select is((select count(*)::int from api.appointments where id in (:ann5, :bob5) and status = 'scheduled'), 2, '… which stay booked until staff decide');
select is((select array_agg(id order by id) from api.cancel_appointments(array[:ann5, :bob5], 'Doctor ill')), array[:ann5, :bob5]::bigint[],
  'cancel_appointments: cancels them in one step');
select results_eq(format('select status, cancel_reason from api.appointments where id = %s', :ann5), $$values ('canceled', 'Doctor ill')$$, '… with the reason');
select is((select count(*)::int from api.cancel_appointments(array[:ann5, :bob5], 'Doctor ill')), 0, 'cancel_appointments: a second call changes nothing');
select is((api.remove_time_off((:'afternoon'::json -> 'time_off' ->> 'id')::bigint) ->> 'doctor_id')::int, 3, 'remove_time_off: staff removes it …');
select is(cardinality(tests.free(3, tests.slot(1, 2, '00:00'), tests.slot(1, 3, '00:00'))), 15, '… and the afternoon is free again (but the booked 14:00)');

-- Attendance.
select tests.act_as_owner();
select tests.past_booking(:ann, 1, date_trunc('hour', now()) - interval '2 days') as past1 \gset
select tests.past_booking(:bob, 2, date_trunc('hour', now()) - interval '2 days') as past2 \gset
select tests.act_as(:sue);
select throws_ok(format('select api.mark_attendance(%s, ''arrived'')', :bob_monday), '23514',
  'Attendance can be marked once the appointment has started.', 'attendance: not before the start');
select throws_ok(format('select api.mark_attendance(%s, ''gone'')', :past1), '22023', null, 'attendance: an unknown value is refused');
select is((api.mark_attendance(:past1, 'arrived')).attendance, 'arrived', 'attendance: staff marks arrived …');
select is((api.mark_attendance(:past1, 'completed')).attendance, 'completed', '… then completed');
select throws_ok(format('select api.mark_attendance(%s, ''no_show'')', :past1), '23514',
  'An appointment marked completed cannot be marked no-show.', 'attendance: completed is final');
select tests.act_as(:doc);
select throws_ok(format('select api.mark_attendance(%s, ''no_show'')', :past2), '42501', null, 'attendance: a doctor account cannot mark another doctor''s patient');
select tests.act_as(:doc2);
select is((api.mark_attendance(:past2, 'no_show')).attendance, 'no_show', 'attendance: the appointment''s doctor marks no-show');
select tests.act_as(:ann);
select throws_ok(format('select api.cancel_appointment(%s, null)', :past1), '42501', 'An appointment whose attendance was marked cannot be canceled.', 'attendance: a patient cannot cancel it afterwards');
select tests.act_as(:sue);
select is((select count(*)::int from api.cancel_appointments(array[:past2], 'x')), 0, 'attendance: cancel_appointments skips it');

-- The audit trail.
select results_eq(format($$select action, actor_role, new_row ->> 'attendance' from api.audit_trail
                            where table_name = 'appointments' and row_id = %s order by id$$, :past2),
  $$values ('insert', 'owner', null), ('update', 'doctor', 'no_show')$$,
  'audit: who changed the appointment, and to what');
select results_eq(format($$select account_id, actor_role, old_row ->> 'attendance', new_row ->> 'attendance' from api.audit_trail
                            where row_id = %s and action = 'update' order by id$$, :past1),
  format($$values (%s::bigint, 'staff', null, 'arrived'), (%s::bigint, 'staff', 'arrived', 'completed')$$, :sue, :sue),
  'audit: the row before and after, and the staff account');
select is((select count(*)::int from api.audit_trail where table_name = 'time_off' and action = 'delete'), 1, 'audit: removing time off is recorded');
select is((select count(*)::int from api.audit_trail where table_name = 'closures' and action = 'insert'), 1, 'audit: closures are recorded');
select ok((select count(*)::int from api.audit_trail where patient_id = :bob) >= 3, 'audit: filtered by patient');
select results_eq($$select old_row ->> 'staff', new_row ->> 'staff', new_row ? 'password_hash' from api.audit_trail
                    where table_name = 'accounts' and action = 'update' and row_id = $$ || :sue,
  $$values ('false', 'true', false)$$, 'audit: a role change, without the password hash');
select throws_ok(statement, '42501', null, description) from (values
  ('update clinic.audit_log set actor_role = ''x''', 'audit: staff cannot update it'),
  ('delete from clinic.audit_log', 'audit: staff cannot delete it'),
  ('insert into clinic.audit_log (actor_role, table_name, row_id, action) values (''x'', ''x'', 1, ''insert'')', 'audit: staff cannot write it'),
  ('update api.audit_trail set actor_role = ''x''', 'audit: PATCH /audit_trail refused'),
  ('truncate clinic.audit_log', 'audit: staff cannot truncate it')
) as refused(statement, description);
reset role;
set local role clinic_api;
select throws_ok('delete from clinic.audit_log', '42501', null, 'audit: its writer cannot delete it either');

-- Taking staff away works before the token expires.
select tests.act_as_owner();
select clinic.make_staff('sue@test.example', false) is not null as demoted \gset
set local role clinic_staff;
select set_config('request.jwt.claims', json_build_object('role', 'clinic_staff', 'account_id', :sue)::text, true) is not null as token \gset
select throws_ok('select * from api.find_patients(''bob'')', '42501', null, 'demoted: an old staff token no longer acts as staff');
select is((select count(*)::int from api.audit_trail), 0, 'demoted: and reads no audit trail');

select * from finish();
rollback;

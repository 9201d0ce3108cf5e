-- The waitlist (docs/waitlist.md): joining and its refusals, matching and join
-- order, expiry, offers one at a time with a hold, a deleted patient's turn passing on, booking
-- from an offer (and moving a later appointment), and who may read what.
begin;
\ir support/helpers.sql
select plan(46);

select * from tests.patients_and_doctor_account() \gset
select tests.account('cat') as cat, tests.account('dan') as dan, tests.account('eve') as eve \gset

-- Next week's Tuesday, clinic time.
select tests.slot(1, 2, '10:00') as slot_at \gset
select (tests.slot(1, 2, '10:00') at time zone clinic.clinic_timezone())::date as slot_day \gset
select (:'slot_day'::date - 3) as from_day, (:'slot_day'::date + 3) as to_day \gset
select tests.http('POST');

-- Joining.
select tests.act_as(:ann);
select is(
  (api.join_waitlist(doctor_id => 1, first_day => :'from_day', last_day => :'to_day',
                     reason => 'chest pain')).status,
  'waiting', 'a patient joins the waitlist for a doctor');
select is(
  (select expires_at from api.waitlist_entries where patient_id = :ann),
  ((:'to_day'::date + 1)::timestamp at time zone clinic.clinic_timezone()),
  'the entry expires at the end of the range''s last day, clinic time');
select throws_ok(
  format($$select api.join_waitlist(doctor_id => 1, first_day => %L, last_day => %L, reason => 'again')$$,
         :'from_day', :'to_day'),
  '23505', 'You are already on the waitlist for Dr. Amelia Hart. Leave that entry first to change it.',
  'joining twice for the same doctor is a clear error');
select throws_ok(
  $$select api.join_waitlist(doctor_id => 1, first_day => current_date - 10, last_day => current_date - 2, reason => 'x')$$,
  '22023', 'Those dates are in the past. Choose days from today on.', 'a range in the past is refused');
select throws_ok(
  format($$select api.join_waitlist(doctor_id => 2, first_day => %L, last_day => %L, time_from => '14:00', time_to => '13:00', reason => 'x')$$,
         :'from_day', :'to_day'),
  '22023', 'The time of day must span at least 30 minutes, from an earlier to a later time.',
  'an empty time window is refused');
select throws_ok(
  format($$select api.join_waitlist(doctor_id => 2, first_day => %L, last_day => %L, weekdays => '{}', reason => 'x')$$,
         :'from_day', :'to_day'),
  '22023', 'Choose at least one weekday (Monday to Sunday).', 'an empty weekday window is refused');
select throws_ok(
  format($$select api.join_waitlist(doctor_id => 99, first_day => %L, last_day => %L, reason => 'x')$$,
         :'from_day', :'to_day'),
  '23503', 'There is no such doctor.', 'an unknown doctor is refused');
select throws_ok(
  format($$select api.join_waitlist(specialty => 'Astrology', first_day => %L, last_day => %L, reason => 'x')$$,
         :'from_day', :'to_day'),
  '23503', 'No doctor here has the specialty Astrology.', 'an unknown specialty is refused');
select throws_ok(
  format($$select api.join_waitlist(first_day => %L, last_day => %L, reason => 'x')$$, :'from_day', :'to_day'),
  '22023', 'Choose a doctor or a specialty.', 'a doctor or a specialty is needed');
select is((select count(*)::int from api.waitlist_entries), 1, 'the refusals stored nothing');

-- Bob: any cardiologist; Cat: doctor 1 on Mondays only; Dan: doctor 1 in the afternoon;
-- Eve: doctor 1, but her entry has expired.
select tests.act_as(:bob);
select lives_ok(
  format($$select api.join_waitlist(specialty => 'Cardiology', first_day => %L, last_day => %L, reason => 'palpitations')$$,
         :'from_day', :'to_day'),
  'a patient joins for any doctor of a specialty');
select tests.act_as(:cat);
select lives_ok(
  format($$select api.join_waitlist(doctor_id => 1, first_day => %L, last_day => %L, weekdays => '{1}', reason => 'x')$$,
         :'from_day', :'to_day'),
  'a patient joins for Mondays only');
select tests.act_as(:dan);
select lives_ok(
  format($$select api.join_waitlist(doctor_id => 1, first_day => %L, last_day => %L, time_from => '13:00', time_to => '17:00', reason => 'x')$$,
         :'from_day', :'to_day'),
  'a patient joins for afternoons only');
select tests.act_as(:eve);
select lives_ok(
  format($$select api.join_waitlist(doctor_id => 1, first_day => %L, last_day => %L, reason => 'x')$$,
         :'from_day', :'to_day'),
  'another patient joins');
select tests.act_as_owner();
update clinic.waitlist_entries set expires_at = now() - interval '1 minute' where patient_id = :eve;

-- Policies.
select tests.act_as(:bob);
select is((select array_agg(patient_id) from api.waitlist_entries), array[:bob]::bigint[],
          'a patient sees only their own entries');
select throws_ok('select * from clinic.waitlist_offers', '42501', null, 'a patient cannot read offers');
select throws_ok(format('select clinic.offer_freed_slot(1, %L)', :'slot_at'), '42501', null,
                 'a patient cannot hand out offers');
select tests.act_as(:ann);
select throws_ok(
  format('select api.leave_waitlist(%s)', (select id from clinic.waitlist_entries where patient_id = :bob)),
  '22023', 'That waitlist entry is not yours or has ended.', 'a patient cannot leave someone else''s entry');
select tests.act_as_owner();

-- Matching and order: Tuesday 10:00 with doctor 1 suits Ann, then Bob (join order); not Cat
-- (Mondays), Dan (afternoons) or Eve (expired).
select results_eq(
  format('select patient_id from clinic.waitlist_matches(1, %L)', :'slot_at'),
  format('values (%s::bigint), (%s::bigint)', :ann, :bob),
  'a freed slot matches the suitable entries in the order they joined');
select is(
  (select count(*)::int from clinic.waitlist_matches(1, tests.slot(1, 2, '14:00'))
   where patient_id = :dan), 1, 'an afternoon slot suits the afternoon window');
select is((select count(*)::int from clinic.waitlist_matches(2, :'slot_at')), 0,
          'another doctor''s slot suits nobody here');

-- A cancel queues the offering of the freed slot.
select tests.booking(:cat, 1, :'slot_at') as taken \gset
select is((clinic.offer_freed_slot(1, :'slot_at') ->> 'reason'), 'taken',
          'a booked slot is not offered');
update clinic.appointments set status = 'canceled' where id = :taken;
select is(
  (select count(*)::int from graphile_worker.jobs
   where task_identifier = 'offer_slot' and key = clinic.offer_job_key(1, :'slot_at')),
  1, 'cancelling queues an offer_slot job for the freed slot');

-- One at a time: Ann first, held for 15 minutes; nobody else meanwhile.
set local role clinic_worker;
select clinic.offer_freed_slot(1, :'slot_at') as first_round \gset
reset role;
select is(json_array_length(:'first_round'::json -> 'offers'), 1, 'one patient is offered the slot');
select is((:'first_round'::json -> 'offers' -> 0 ->> 'patient_email'), 'ann@test.example',
          'the first to join is offered first');
select (:'first_round'::json -> 'offers' -> 0 ->> 'token') as ann_token \gset
select is(
  (select hold_until - offered_at from clinic.waitlist_offers where entry_id in
     (select id from clinic.waitlist_entries where patient_id = :ann)),
  interval '15 minutes', 'the offer is held 15 minutes by default');
select is((clinic.offer_freed_slot(1, :'slot_at') ->> 'reason'), 'held',
          'while the hold runs, nobody else is offered the slot');

-- Opening the link changes nothing.
select tests.act_as(null);
select is((api.waitlist_offer(:'ann_token') ->> 'status'), 'open', 'the offer page shows an open slot');
select tests.act_as_owner();
select is((select count(*)::int from clinic.appointments where patient_id = :ann), 0,
          'opening the offer booked nothing');

-- The hold ends: Bob is next.
update clinic.waitlist_offers set hold_until = now() - interval '1 second', offered_at = now() - interval '16 minutes';
select clinic.offer_freed_slot(1, :'slot_at') as second_round \gset
select is((:'second_round'::json -> 'offers' -> 0 ->> 'patient_email'), 'bob@test.example',
          'after the hold, the next patient is offered the slot');
select (:'second_round'::json -> 'offers' -> 0 ->> 'token') as bob_token \gset
select tests.act_as(null);
select is((api.waitlist_offer(:'ann_token') ->> 'status'), 'ended',
          'the first patient''s page says their hold has ended');
select throws_ok(format('select api.accept_waitlist_offer(%L)', :'ann_token'), 'PGRST',
                 '{"code" : "55006", "message" : "Sorry, the time we held for you has ended and it is now offered to the next patient. You are still on the waitlist.", "details" : null, "hint" : null}',
                 'and they cannot book over the next patient''s hold: 55006 …');
select is((tests.refusal(format('select api.accept_waitlist_offer(%L)', :'ann_token')) ->> 'detail')::json ->> 'status',
          '409', '… answered with HTTP 409');
select throws_ok('select api.waitlist_offer(''not-a-token'')', '22023',
                 'This offer link is not valid. Please use the latest e-mail we sent you.',
                 'an unknown token shows no offer');
select throws_ok('select api.accept_waitlist_offer(''not-a-token'')', '22023',
                 'This offer link is not valid. Please use the latest e-mail we sent you.',
                 'an unknown token books nothing');

-- Bob books it from the page: the same booking as any.
select is(
  (api.accept_waitlist_offer(:'bob_token') -> 'appointment' ->> 'patient_id')::bigint, :bob::bigint,
  'the offered patient books the slot from the offer');
select tests.act_as_owner();
select is(
  (select status from clinic.appointments where patient_id = :bob and date_time = :'slot_at'),
  'scheduled', 'the booking is stored');
select is((select status from clinic.waitlist_entries where patient_id = :bob), 'booked',
          'the entry is done');
select tests.act_as(null);
select is((api.waitlist_offer(:'ann_token') ->> 'status'), 'taken',
          'the other offer now says the slot is taken');

-- A patient with a later appointment gets a reschedule: the later one is canceled, pointing
-- at the new one.
select tests.act_as(:ann);
select is((api.leave_waitlist((select id from clinic.waitlist_entries where patient_id = :ann))).status,
          'left', 'a patient leaves their entry');
select tests.act_as_owner();
select tests.booking(:dan, 1, tests.slot(2, 3, '15:00')) as dan_later \gset
select tests.booking(:eve, 1, tests.slot(1, 2, '14:00')) as eve_taken \gset
update clinic.appointments set status = 'canceled' where id = :eve_taken;
select (clinic.offer_freed_slot(1, tests.slot(1, 2, '14:00')) -> 'offers' -> 0 ->> 'token') as dan_token \gset
select tests.act_as(null);
select is((api.accept_waitlist_offer(:'dan_token') ->> 'rescheduled_from')::bigint, :dan_later::bigint,
          'booking an offer moves the patient''s later appointment');
select tests.act_as_owner();
select is((select status from clinic.appointments where id = :dan_later), 'canceled',
          'the later appointment is canceled in the same step');

-- A deleted patient's offer goes to the next patient.
select tests.account('fay') as fay, tests.account('gus') as gus \gset
select tests.act_as(:fay);
select api.join_waitlist(doctor_id => 3, first_day => :'from_day', last_day => :'to_day', reason => 'x');
select tests.act_as(:gus);
select api.join_waitlist(doctor_id => 3, first_day => :'from_day', last_day => :'to_day', reason => 'x');
select tests.act_as_owner();
select is((clinic.offer_freed_slot(3, :'slot_at') -> 'offers' -> 0 ->> 'patient_email'), 'fay@test.example',
          'the first patient is offered a slot');
delete from clinic.accounts where id = :fay;
select is((clinic.offer_freed_slot(3, :'slot_at') -> 'offers' -> 0 ->> 'patient_email'), 'gus@test.example',
          'once that patient deleted their account, the next one is offered it');

-- Removed time off frees its slots: they are queued for offering.
insert into clinic.time_off (doctor_id, period, reason)
  values (3, tstzrange(tests.slot(1, 3, '09:00'), tests.slot(1, 3, '10:00')), 'course');
delete from clinic.time_off where doctor_id = 3;
select is(
  (select count(*)::int from graphile_worker.jobs
   where task_identifier = 'offer_slot' and key in (clinic.offer_job_key(3, tests.slot(1, 3, '09:00')),
                                                    clinic.offer_job_key(3, tests.slot(1, 3, '09:30')))),
  2, 'removing time off queues an offer for each slot it freed');

-- The worker role reads offers.
set local role clinic_worker;
select ok((select count(*) from clinic.waitlist_offers) > 0, 'the worker role reads offers');
reset role;

select * from finish();
rollback;

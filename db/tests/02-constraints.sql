-- What the database refuses whoever inserts: overlaps per doctor and per patient, the past,
-- closed hours in the clinic's zone (daylight-saving days included), other durations, and any
-- change to an appointment but cancelling it.
begin;
\ir support/helpers.sql
select plan(44);

select tests.account('ann') as ann \gset
select tests.account('bob') as bob \gset

-- Overlaps.
select lives_ok(format('select tests.booking(%s, 1, tests.slot(1, 2, ''10:00''))', :ann),
  'a free slot is booked');
select throws_ok(format('select tests.booking(%s, 1, tests.slot(1, 2, ''10:00''))', :bob),
  '23P01', null, 'the same doctor at the same time is refused for another patient');
select throws_ok(format('select tests.booking(%s, 2, tests.slot(1, 2, ''10:00''))', :ann),
  '23P01', null, 'the same patient at the same time is refused with another doctor');
select lives_ok(format('select tests.booking(%s, 1, tests.slot(1, 2, ''10:30''))', :bob),
  'the next half hour with the same doctor is free (ranges are half-open)');
select lives_ok(format('select tests.booking(%s, 2, tests.slot(1, 2, ''09:30''))', :ann),
  'the half hour before, with another doctor, is free for the same patient');
select throws_ok(format(
  $$insert into clinic.appointments (doctor_id, patient_id, date_time, duration, reason)
    values (3, %s, tests.slot(1, 2, '10:00'), 30, 'x')$$, :ann),
  '23P01', null, 'a direct insert is held to the same rule');
select throws_ok(
  $$insert into clinic.appointments (doctor_id, patient_id, date_time, reason)
    select 4, a.id, tests.slot(1, 3, '11:00'), 'x' from clinic.accounts a$$,
  '23P01', null, 'two overlapping rows for one doctor in one statement are refused');

update clinic.appointments set status = 'canceled'
  where patient_id = :ann and date_time = tests.slot(1, 2, '10:00');
select lives_ok(format('select tests.booking(%s, 1, tests.slot(1, 2, ''10:00''))', :bob),
  'a canceled appointment frees its slot for the doctor');
select lives_ok(format('select tests.booking(%s, 3, tests.slot(1, 2, ''10:00''))', :ann),
  'and for the patient');
select is((select count(*)::int from clinic.appointments
           where date_time = tests.slot(1, 2, '10:00') and status = 'scheduled' and doctor_id = 1),
  1, 'one scheduled appointment per doctor and slot');

-- Duration and reason.
select throws_ok(format(
  $$insert into clinic.appointments (doctor_id, patient_id, date_time, duration, reason)
    values (5, %s, tests.slot(2, 1, '10:00'), 60, 'x')$$, :bob),
  '23514', null, 'a 60-minute appointment is refused');
select throws_ok(format(
  $$insert into clinic.appointments (doctor_id, patient_id, date_time, duration, reason)
    values (5, %s, tests.slot(2, 1, '10:00'), 15, 'x')$$, :bob),
  '23514', null, 'a 15-minute appointment is refused');
select throws_ok(format(
  $$insert into clinic.appointments (doctor_id, patient_id, date_time, reason)
    values (5, %s, tests.slot(2, 1, '10:00'), '   ')$$, :bob),
  '23514', null, 'a blank reason is refused');

-- The past.
select throws_ok(format('select tests.booking(%s, 5, tests.slot(-1, 1, ''10:00''))', :bob),
  '23514', 'That time is in the past.', 'last week is refused');
select throws_ok(format(
  $$select tests.booking(%s, 5, date_trunc('hour', now()) - interval '30 minutes')$$, :bob),
  '23514', null, 'half an hour ago is refused');

-- Clinic hours, in the clinic's zone (America/New_York unless app.clinic_timezone says otherwise).
select lives_ok(format('select tests.booking(%s, 5, tests.slot(2, 1, ''09:00''))', :bob), 'Monday 09:00 is open');
select lives_ok(format('select tests.booking(%s, 5, tests.slot(2, 5, ''16:30''))', :bob), 'Friday 16:30 is the last start');
select throws_ok(format('select tests.booking(%s, 5, tests.slot(2, 1, ''08:30''))', :bob), '23514', 'That time is outside clinic hours.', 'Monday 08:30 is closed');
select throws_ok(format('select tests.booking(%s, 5, tests.slot(2, 3, ''17:00''))', :bob), '23514', null, 'Wednesday 17:00 is closed');
select lives_ok(format('select tests.booking(%s, 5, tests.slot(2, 6, ''10:00''))', :bob), 'Saturday 10:00 is open');
select lives_ok(format('select tests.booking(%s, 5, tests.slot(2, 6, ''13:30''))', :bob), 'Saturday 13:30 is the last start');
select throws_ok(format('select tests.booking(%s, 5, tests.slot(2, 6, ''09:30''))', :bob), '23514', null, 'Saturday 09:30 is closed');
select throws_ok(format('select tests.booking(%s, 5, tests.slot(2, 6, ''14:00''))', :bob), '23514', null, 'Saturday 14:00 is closed');
select throws_ok(format('select tests.booking(%s, 5, tests.slot(2, 7, ''11:00''))', :bob), '23514', null, 'Sunday is closed');
select throws_ok(format('select tests.booking(%s, 5, tests.slot(2, 2, ''10:15''))', :bob), '23514', null, 'a start off the half hour is refused');
select throws_ok(format('select tests.booking(%s, 5, tests.slot(2, 2, ''10:00:30''))', :bob), '23514', null, 'a start with seconds is refused');

-- Daylight saving: 2035-03-11 and 2035-11-04 are the Sundays New York changes its clocks.
select throws_ok(format($$select tests.booking(%s, 4, '2035-03-11 10:00 America/New_York')$$, :bob),
  '23514', null, 'the spring-forward Sunday is closed');
select lives_ok(format($$select tests.booking(%s, 4, '2035-03-10 15:00Z')$$, :bob),
  'the Saturday before, 15:00 UTC is 10:00 EST: open');
select lives_ok(format($$select tests.booking(%s, 4, '2035-03-12 13:00Z')$$, :bob),
  'the Monday after, 13:00 UTC is 09:00 EDT: open (it would be 08:00 in EST)');
select throws_ok(format($$select tests.booking(%s, 4, '2035-03-12 21:00Z')$$, :bob),
  '23514', null, 'the Monday after, 21:00 UTC is 17:00 EDT: closed (it would be 16:00 in EST)');
select lives_ok(format($$select tests.booking(%s, 4, '2035-11-05 14:00Z')$$, :bob),
  'the Monday after falling back, 14:00 UTC is 09:00 EST: open');
select throws_ok(format($$select tests.booking(%s, 4, '2035-11-05 13:00Z')$$, :bob),
  '23514', null, 'the Monday after falling back, 13:00 UTC is 08:00 EST: closed');

-- Another clinic zone, set as the database setting would set it.
set local app.clinic_timezone = 'Asia/Tokyo';
select lives_ok(format($$select tests.booking(%s, 4, '2035-03-12 00:00Z')$$, :bob),
  'with app.clinic_timezone = Asia/Tokyo, 00:00 UTC on a Monday is 09:00 there: open');
select throws_ok(format($$select tests.booking(%s, 4, '2035-03-12 14:00Z')$$, :bob),
  '23514', null, 'and 14:00 UTC (23:00 in Tokyo) is closed');
select is((select formatted_date from api.appointments where date_time = '2035-03-12 00:00Z'),
  'Monday, March 12, 2035 at 9:00 AM', 'formatted_date is written in the clinic zone');
reset app.clinic_timezone;
select is((select formatted_date from api.appointments where date_time = '2035-03-12 13:00Z'),
  'Monday, March 12, 2035 at 9:00 AM', 'formatted_date in New York, after the change to EDT');
select is((select formatted_date from api.appointments where date_time = '2035-03-10 15:00Z'),
  'Saturday, March 10, 2035 at 10:00 AM', 'formatted_date in New York, before it');

-- Names are copied from the doctor and the patient, whatever the insert says.
insert into clinic.appointments (doctor_id, doctor_name, patient_id, patient_name, patient_email, date_time, reason)
  values (2, 'Dr. Fake', :bob, 'Eve', 'eve@evil.example', tests.slot(3, 2, '11:00'), 'x');
select results_eq(
  format($$select doctor_name, patient_name, patient_email from clinic.appointments
           where patient_id = %s and date_time = tests.slot(3, 2, '11:00')$$, :bob),
  $$values ('Dr. Rafael Moreno', 'Bob', 'bob@test.example')$$,
  'doctor and patient names come from their records');

-- An appointment changes only by being canceled, once (even for the owner).
select tests.booking(:bob, 2, tests.slot(3, 4, '11:00')) as appt \gset
select throws_ok(format('update clinic.appointments set date_time = date_time + interval ''1 day'' where id = %s', :appt),
  '42501', 'An appointment can only be canceled, not changed.', 'its time cannot change');
select throws_ok(format('update clinic.appointments set doctor_id = 3 where id = %s', :appt),
  '42501', null, 'its doctor cannot change');
select throws_ok(format('update clinic.appointments set patient_id = %s where id = %s', :ann, :appt),
  '42501', null, 'its patient cannot change');
select throws_ok(format('update clinic.appointments set reason = ''other'' where id = %s', :appt),
  '42501', null, 'its reason cannot change');
select throws_ok(format('update clinic.appointments set rescheduled_to = %s where id = %s', :appt, :appt),
  '42501', null, 'rescheduled_to is not set without cancelling');
update clinic.appointments set status = 'canceled' where id = :appt;
select throws_ok(format('update clinic.appointments set status = ''scheduled'' where id = %s', :appt),
  '42501', 'Only a scheduled appointment can be canceled.', 'a canceled appointment cannot be scheduled again');

select * from finish();
rollback;

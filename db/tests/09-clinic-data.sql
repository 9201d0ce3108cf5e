-- The clinic's data as the site reads it (docs/clinic-calendar.md#the-clinics-data): the opening
-- hours for the assistant (merged per weekday, the week in force, 24:00, anyone may read them,
-- nobody may write them through the API), a doctor added in SQL listed and bookable with no
-- build, and a break in a doctor's day left out of the free slots.
begin;
\ir support/helpers.sql
select plan(14);

select * from tests.patients_and_doctor_account() \gset

select has_function('api', 'opening_hours', array['date'], 'api.opening_hours(date) exists');

-- A Monday far enough ahead that the seeded week (valid from 2000-01-01) is in force.
select (date_trunc('week', now() at time zone clinic.clinic_timezone()) + interval '14 days')::date
  as monday \gset

select results_eq(
  format('select weekday, open, close from api.opening_hours(%L)', :'monday'),
  $$values (1::smallint, '09:00', '17:00'), (2::smallint, '09:00', '17:00'),
           (3::smallint, '09:00', '17:00'), (4::smallint, '09:00', '17:00'),
           (5::smallint, '09:00', '17:00'), (6::smallint, '10:00', '14:00')$$,
  'the seeded week: Monday to Friday 09:00–17:00, Saturday 10:00–14:00, Sunday closed');

select is(
  (select count(*)::int from api.opening_hours()), 6, 'without a date it reads today''s week');

-- A sixth doctor with a lunch break, longer Mondays, a Sunday and a Saturday evening to midnight.
insert into clinic.doctors (id, name, specialty) values (6, 'Dr. Lena Park', 'Pediatrics');
insert into clinic.working_hours (doctor_id, valid_from, weekday, start_time, end_time) values
  (6, date '2000-01-01', 1, '08:00', '12:00'), (6, date '2000-01-01', 1, '13:00', '18:30'),
  (6, date '2000-01-01', 6, '20:00', '24:00'), (6, date '2000-01-01', 7, '11:00', '15:00');

select results_eq(
  format('select weekday, open, close from api.opening_hours(%L) where weekday in (1, 6, 7)', :'monday'),
  $$values (1::smallint, '08:00', '18:30'), (6::smallint, '10:00', '14:00'),
           (6::smallint, '20:00', '24:00'), (7::smallint, '11:00', '15:00')$$,
  'every doctor''s ranges merge per weekday; a day to midnight ends at 24:00');

-- Doctor 6's new week from the Monday after: Sundays only. The old week holds until then.
insert into clinic.working_hours (doctor_id, valid_from, weekday, start_time, end_time) values
  (6, :'monday'::date + 7, 7, '09:00', '13:00');
select results_eq(
  format('select weekday, open, close from api.opening_hours(%L) where weekday = 7', :'monday'),
  $$values (7::smallint, '11:00', '15:00')$$,
  'a week valid from a later date does not count before it');
select results_eq(
  format('select weekday, open, close from api.opening_hours(%L) where weekday in (1, 7)',
         :'monday'::date + 7),
  $$values (1::smallint, '09:00', '17:00'), (7::smallint, '09:00', '13:00')$$,
  'from its date the new week replaces the old one');

-- Anyone reads the hours and the doctors, as PostgREST's anonymous role.
select tests.act_as(null);
select is(
  (select count(*)::int from api.opening_hours(:'monday')), 8,
  'web_anon reads the opening hours');
select is(
  (select name from api.doctors where id = 6), 'Dr. Lena Park',
  'a doctor added in SQL is listed by GET /doctors, with no new build');
select is(
  (select count(*)::int from api.available_slots(6,
     (:'monday'::date + time '00:00') at time zone clinic.clinic_timezone(),
     (:'monday'::date + time '23:59') at time zone clinic.clinic_timezone())),
  19, 'the new doctor''s Monday has 19 free slots: 8 from 08:00 to 11:30, 11 from 13:00 to 18:00');
select is(
  (select count(*)::int from api.available_slots(6,
     (:'monday'::date + time '12:00') at time zone clinic.clinic_timezone(),
     (:'monday'::date + time '13:00') at time zone clinic.clinic_timezone())),
  0, 'no slot is offered in the doctor''s lunch break');
select throws_ok(
  $$insert into clinic.working_hours (doctor_id, valid_from, weekday, start_time, end_time)
    values (6, current_date, 2, '09:00', '10:00')$$,
  '42501', null, 'web_anon cannot add working hours');

select tests.act_as(:ann);
select is(
  (select count(*)::int from api.opening_hours(:'monday')), 8,
  'a patient reads the opening hours');
select throws_ok(
  $$delete from clinic.working_hours where doctor_id = 6$$,
  '42501', null, 'a patient cannot remove working hours');
select tests.act_as_owner();
select lives_ok(
  format($$select tests.booking(%s, 6, %L)$$, :ann,
         (:'monday'::date + time '13:00') at time zone clinic.clinic_timezone()),
  'the booking insert accepts the new doctor''s first slot after the break');

select * from finish();
rollback;

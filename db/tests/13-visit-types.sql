-- Visit types (docs/clinic-calendar.md#visit-types): the default clinic's one type, the table's
-- checks and who may read and write it, and the one rule for a type's free starts: lengths,
-- buffers, who offers a type, notice, same day and horizon, and, for every example type over two
-- weeks with visits of other lengths, a closure and time off in the way, the insert accepting
-- exactly the starts available_slots lists (docs/clinic-calendar.md#free-slots).
begin;
\ir support/helpers.sql
select plan(101);

select * from tests.patients_and_doctor_account() \gset
select tests.account('bob2') as bob2, tests.account('carol') as carol, tests.account('dave') as dave,
       tests.account('probe') as probe, tests.account('sue', is_staff => true) as sue \gset

-- A scheduled visit of `visit_type` inserted with the caller's rights, with the type's length
-- and an answer to each required intake question (the insert trigger applies); returns its id.
create function tests.visit(patient bigint, doctor integer, starts_at timestamptz, visit_type text)
  returns bigint
  language sql
as $$
  insert into clinic.appointments (doctor_id, patient_id, date_time, reason, visit_type_id, duration,
                                   intake_answers)
    select doctor, patient, starts_at, 'check-up', v.id, v.duration_minutes,
           (select coalesce(jsonb_object_agg(q ->> 'id', case q ->> 'kind' when 'text' then '"Left arm"'::jsonb
                                                                    when 'yes-no' then 'true'::jsonb
                                                                    else q -> 'choices' -> 0 end), '{}')
            from jsonb_array_elements(v.questions) q where (q ->> 'required')::boolean)
    from clinic.visit_types v where v.id = visit_type
    returning id
$$;
-- Whether that insert succeeds (then undone).
create function tests.bookable(patient bigint, doctor integer, starts_at timestamptz, visit_type text)
  returns boolean
  language sql
as $$
  select tests.succeeds(format('select tests.visit(%s, %s, %L::timestamptz, %L)',
    patient, doctor, starts_at, visit_type))
$$;
-- A start as the clinic's 'YYYY-MM-DD HH24:MI'.
create function tests.local(starts_at timestamptz) returns text
  language sql stable
as $$
  select to_char(starts_at at time zone clinic.clinic_timezone(), 'YYYY-MM-DD HH24:MI')
$$;
-- The free starts of `visit_type` with `doctor` (every doctor when null), as local texts.
create function tests.free(visit_type text, doctor integer, from_time timestamptz, to_time timestamptz)
  returns text[]
  language sql
as $$
  select coalesce(array_agg(tests.local(date_time) order by date_time, doctor_id), '{}')
  from api.available_slots(doctor, from_time, to_time, visit_type)
$$;
-- A start on the clinic's today, at `local_time`.
create function tests.today_at(local_time time) returns timestamptz
  language sql stable
as $$
  select ((now() at time zone clinic.clinic_timezone())::date + local_time) at time zone clinic.clinic_timezone()
$$;
grant execute on all functions in schema tests to public;

-- The default clinic: one type, what the database did before types.
select results_eq('select * from api.visit_types',
  $$values ('consultation', 'Consultation', 30, 0, null::text[], null::text[], 0, true, null::integer,
            null::integer, null::integer, null::text, '[]'::jsonb)$$,
  'default: one type, the consultation: 30 minutes, no buffer, every doctor, no notice, same day, no horizon, no questions');
select tests.booking(:ann, 1, tests.slot(1, 1, '10:00')) as untyped \gset
select results_eq(format('select visit_type_id, duration, buffer_minutes from clinic.appointments where id = %s', :untyped),
  $$values ('consultation', 30, 0)$$, 'default: a booking that names no type is a consultation of 30 minutes');
select is((select visit_type_id from api.appointments where id = :untyped), 'consultation',
  'default: GET /appointments says the type');
select is(clinic.slot_grid_minutes(), 30, 'default: the start grid is the half hour');

-- The table's checks, each with a sentence that says what to fix.
select throws_ok(format($$insert into clinic.visit_types (id, name, duration_minutes, buffer_minutes) values ('x', 'X', %s, %s)$$, d, b),
  '23514', null, description)
from (values (0, 0, 'checks: a length of 0 is refused'), (7, 0, 'checks: a length off the 5 minutes is refused'),
             (245, 0, 'checks: a length over 240 is refused'), (30, 3, 'checks: a buffer off the 5 minutes is refused'),
             (30, 125, 'checks: a buffer over 120 is refused')) as t(d, b, description);
select throws_ok(statement, '23514', null, description) from (values
  ($$insert into clinic.visit_types (id, name, duration_minutes) values ('New Patient', 'X', 30)$$, 'checks: an id that is not lowercase and hyphens is refused'),
  ($$insert into clinic.visit_types (id, name, duration_minutes) values ('x', '  ', 30)$$, 'checks: a blank name is refused'),
  ($$insert into clinic.visit_types (id, name, duration_minutes, min_age_years, max_age_years) values ('x', 'X', 30, 18, 18)$$, 'checks: an age range that holds nobody is refused'),
  ($$insert into clinic.visit_types (id, name, duration_minutes, doctor_ids) values ('x', 'X', 30, '{1,1}')$$, 'checks: a doctor listed twice is refused'),
  ($$insert into clinic.visit_types (id, name, duration_minutes, instructions) values ('x', 'X', 30, repeat('i', 1001))$$, 'checks: instructions over 1,000 characters are refused')
) as t(statement, description);
select throws_ok(format($$insert into clinic.visit_types (id, name, duration_minutes, questions) values ('x', 'X', 30, %L)$$, questions),
  '23514', message, description)
from (values
  ('{}', 'The intake questions must be a JSON array.', 'questions: not a list'),
  ((select jsonb_agg(jsonb_build_object('id', 'q' || n, 'label', 'Q', 'kind', 'yes-no', 'required', false)) from generate_series(1, 11) n)::text,
   'A visit type has at most 10 intake questions.', 'questions: 11 are refused'),
  ('[{"id": "a", "label": "A", "kind": "essay", "required": true}]', 'Question 1 (a) needs a kind: text, yes-no or choice.', 'questions: an unknown kind'),
  ('[{"id": "a", "label": "A", "kind": "text", "required": true}]', 'Question 1 (a) needs a maxLength, a whole number of characters up to 500.', 'questions: a text question without its cap'),
  ('[{"id": "a", "label": "A", "kind": "text", "required": true, "maxLength": 501}]', 'Question 1 (a) needs a maxLength, a whole number of characters up to 500.', 'questions: a cap over 500'),
  ('[{"id": "a", "label": "A", "kind": "text", "required": true, "maxLength": 12.5}]', 'Question 1 (a) needs a maxLength, a whole number of characters up to 500.', 'questions: a cap that is not whole'),
  ('[{"id": "a", "label": "A", "kind": "choice", "required": true, "choices": ["Yes"]}]', 'Question 1 (a) needs 2 to 20 different choices of 1 to 100 characters.', 'questions: a choice of one'),
  ('[{"id": "a", "label": "A", "kind": "choice", "required": true, "choices": ["Yes", "Yes"]}]', 'Question 1 (a) needs 2 to 20 different choices of 1 to 100 characters.', 'questions: the same choice twice'),
  ('[{"id": "a", "label": "A", "kind": "yes-no", "required": true, "choices": ["Y", "N"]}]', 'Question 1 (a) has choices, which only a choice question takes.', 'questions: choices on a yes/no question'),
  ('[{"id": "a", "label": "A", "kind": "yes-no", "required": true}, {"id": "a", "label": "B", "kind": "yes-no", "required": true}]', 'Question 2 (a) has the id of another question.', 'questions: two with one id'),
  ('[{"id": "a", "label": "A", "kind": "yes-no", "required": true, "placeholder": "x"}]', 'Question 1 has a field other than id, label, kind, required, maxLength and choices.', 'questions: an unknown field'),
  ('[{"id": "a", "label": "A", "kind": "yes-no"}]', 'Question 1 (a) must say whether it is required (true or false).', 'questions: required left out'),
  ('[{"id": "a", "label": " ", "kind": "yes-no", "required": true}]', 'Question 1 (a) needs a label of 1 to 200 characters.', 'questions: a blank label'),
  ('[{"id": "A b", "label": "A", "kind": "yes-no", "required": true}]', 'Question 1 needs an id of lowercase letters, digits and hyphens, at most 50 characters.', 'questions: a bad id')
) as t(questions, message, description);
select throws_ok($$insert into clinic.visit_types (id, name, duration_minutes, doctor_ids) values ('x', 'X', 30, '{9}')$$,
  '23503', 'There is no doctor 9.', 'checks: an unknown doctor is refused, by id');
select throws_ok($$insert into clinic.visit_types (id, name, duration_minutes, specialties) values ('x', 'X', 30, '{Dermatolgy}')$$,
  '23503', 'No doctor here has the specialty Dermatolgy.', 'checks: an unknown specialty is refused, by name');
select lives_ok(format($$insert into clinic.visit_types (id, name, duration_minutes, questions) values ('ten', 'Ten', 30, %L)$$,
  (select jsonb_agg(jsonb_build_object('id', 'q' || n, 'label', 'Q', 'kind', 'text', 'required', n = 1, 'maxLength', 500)) from generate_series(1, 10) n)),
  'checks: 10 questions of 500 characters are allowed');
-- The checks hold without the trigger's sentences too.
alter table clinic.visit_types disable trigger visit_types_check;
select throws_ok(format($$insert into clinic.visit_types (id, name, duration_minutes, questions) values ('x', 'X', 30, %L)$$,
  (select jsonb_agg(jsonb_build_object('id', 'q' || n, 'label', 'Q', 'kind', 'yes-no', 'required', false)) from generate_series(1, 11) n)),
  '23514', null, 'checks: the table''s own check refuses 11 questions');
select throws_ok($$insert into clinic.visit_types (id, name, duration_minutes, doctor_ids) values ('x', 'X', 30, '{abc}')$$,
  '23514', null, 'checks: the table''s own check refuses a doctor id that is not a number');
select throws_ok($$insert into clinic.visit_types (id, name, duration_minutes, specialties) values ('x', 'X', 30, '{" Dermatology"}')$$,
  '23514', null, 'checks: the table''s own check refuses a padded specialty');
alter table clinic.visit_types enable trigger visit_types_check;
delete from clinic.visit_types where id = 'ten';

-- The example clinic's types, added as the docs show, and one that cannot be booked for today
-- nor more than 14 days ahead.
select lives_ok($$
  set local role clinic_maintenance;
  insert into clinic.visit_types
    (id, name, duration_minutes, buffer_minutes, specialties, notice_hours, same_day,
     horizon_days, max_age_years, instructions, questions)
  values
    ('new-patient', 'New patient visit', 60, 10, null, 0, true, null, null,
     'Bring your medication list.', '[]'),
    ('follow-up', 'Follow-up', 15, 0, null, 0, true, null, null, null, '[]'),
    ('child-vaccination', 'Child vaccination', 15, 0, '{Family Medicine}', 24, true, null, 18,
     'Bring the vaccination record.', '[]'),
    ('skin-check', 'Skin check', 30, 0, '{Dermatology}', 0, true, null, null, null,
     '[{"id": "where", "label": "Where is the spot?", "kind": "text", "required": true, "maxLength": 200},
       {"id": "changed", "label": "Has it changed lately?", "kind": "yes-no", "required": false}]');
  insert into clinic.visit_types (id, name, duration_minutes, doctor_ids, same_day, horizon_days)
    values ('lab-review', 'Lab review', 30, '{5}', false, 14);
  reset role$$, 'owner: adds types as clinic_maintenance, as the docs show');

-- Who reads and who writes.
select tests.act_as(null);
select is((select count(*)::int from api.visit_types), 6, 'anyone: GET /visit_types lists every type');
select tests.act_as(:ann);
select results_eq($$select questions -> 0 ->> 'label', jsonb_array_length(questions) from api.visit_types where id = 'skin-check'$$,
  $$values ('Where is the spot?', 2)$$, 'patient: reads a type''s questions (the form asks them)');
select tests.act_as(:sue);
select is((select array_agg(id order by id) from api.visit_types),
  array['child-vaccination', 'consultation', 'follow-up', 'lab-review', 'new-patient', 'skin-check'],
  'staff: lists the types');
select tests.act_as(:doc);
select is((select count(*)::int from api.visit_types), 6, 'doctor account: reads the types');
select throws_ok(statement, '42501', null, description) from (values
  ($$insert into clinic.visit_types (id, name, duration_minutes) values ('x', 'X', 30)$$, 'doctor account: adding a type refused')
) as t(statement, description);
select tests.act_as(:sue);
select throws_ok(statement, '42501', null, description) from (values
  ($$insert into clinic.visit_types (id, name, duration_minutes) values ('x', 'X', 30)$$, 'staff: adding a type refused'),
  ($$update clinic.visit_types set duration_minutes = 45$$, 'staff: changing a type refused'),
  ($$delete from clinic.visit_types$$, 'staff: deleting a type refused'),
  ($$insert into api.visit_types (id, name, duration_minutes) values ('x', 'X', 30)$$, 'staff: POST /visit_types refused')
) as t(statement, description);
select tests.act_as(:ann);
select throws_ok(statement, '42501', null, description) from (values
  ($$update clinic.visit_types set notice_hours = 0$$, 'patient: changing a type refused'),
  ($$update api.visit_types set notice_hours = 0$$, 'patient: PATCH /visit_types refused')
) as t(statement, description);
select tests.act_as(null);
select throws_ok($$delete from api.visit_types$$, '42501', null, 'anyone: DELETE /visit_types refused');

-- The example clinic's grid: 15 minutes.
select tests.act_as_owner();
set local app.slot_grid_minutes = '15';

-- Lengths on the grid, inside the hours (Monday 09:00–17:00).
select tests.act_as(null);
select is(cardinality(tests.free('new-patient', 3, tests.slot(1, 1, '00:00'), tests.slot(1, 2, '00:00'))), 29,
  'length: a 60-minute visit has 29 starts on a 15-minute grid, 09:00 …');
select is((tests.free('new-patient', 3, tests.slot(1, 1, '00:00'), tests.slot(1, 2, '00:00')))[29],
  tests.local(tests.slot(1, 1, '16:00')), '… to 16:00, its last hour ending at 17:00 (its buffer may run past)');
select ok(not tests.local(tests.slot(1, 1, '16:30')) = any (tests.free('new-patient', 3, tests.slot(1, 1, '00:00'), tests.slot(1, 2, '00:00'))),
  'length: a 60-minute visit is not offered at 16:30 when the day ends at 17:00');
select is(cardinality(tests.free('follow-up', 3, tests.slot(1, 1, '00:00'), tests.slot(1, 2, '00:00'))), 32,
  'length: 15-minute follow-ups pack the day, 09:00 to 16:45');
select is(cardinality(tests.free('consultation', 3, tests.slot(1, 1, '00:00'), tests.slot(1, 2, '00:00'))), 31,
  'length: the consultation on a 15-minute grid, 09:00 to 16:30');

-- Who offers a type.
select is((select array_agg(distinct doctor_id) from api.available_slots(null, tests.slot(1, 1, '00:00'), tests.slot(1, 2, '00:00'), 'skin-check')),
  array[2], 'offered: a skin check only by the dermatologist …');
select is(cardinality(tests.free('skin-check', 1, tests.slot(1, 1, '00:00'), tests.slot(1, 2, '00:00'))), 0,
  '… and no other doctor has a start for it');
select is((select array_agg(distinct doctor_id) from api.available_slots(null, tests.slot(1, 1, '00:00'), tests.slot(1, 2, '00:00'), 'child-vaccination')),
  array[4], 'offered: a child vaccination only in family medicine');
select is((select array_agg(distinct doctor_id order by doctor_id) from api.available_slots(null, tests.slot(1, 1, '00:00'), tests.slot(1, 2, '00:00'), 'follow-up')),
  array[1, 2, 3, 4, 5], 'offered: a type with no doctors and no specialties by every doctor');
select is((select array_agg(distinct doctor_id) from api.available_slots(null, tests.slot(1, 1, '00:00'), tests.slot(1, 2, '00:00'), 'lab-review')),
  array[5], 'offered: a type naming a doctor by id only by that doctor');

-- Notice, same day, horizon.
select is((select count(*)::int from api.available_slots(4, now(), now() + interval '24 hours', 'child-vaccination')), 0,
  'notice: 24 hours: no start within them');
select ok((select min(date_time) from api.available_slots(4, now(), now() + interval '10 days', 'child-vaccination')) >= now() + interval '24 hours',
  'notice: the first start is at least 24 hours away');
select is((select count(*)::int from api.available_slots(5, now(), tests.today_at('00:00') + interval '1 day', 'lab-review')), 0,
  'same day: a type that cannot be booked for today has no start today');
select is((select count(*)::int from api.available_slots(5, tests.today_at('00:00') + interval '15 days', tests.today_at('00:00') + interval '40 days', 'lab-review')), 0,
  'horizon: no start after 14 days');
select ok((select count(*)::int from api.available_slots(5, tests.slot(1, 1, '00:00'), tests.slot(1, 2, '00:00'), 'lab-review')) > 0,
  'horizon: starts within it (next week)');

-- The same rules refused at booking, saying why.
select tests.act_as_owner();
select throws_ok(format($$select tests.visit(%s, 1, tests.slot(1, 2, '10:00'), 'skin-check')$$, :probe),
  '23514', 'Dr. Amelia Hart does not offer Skin check.', 'refused: a doctor who does not offer the type');
select throws_ok(format($$select tests.visit(%s, 4, date_trunc('hour', now()) + interval '2 hours', 'child-vaccination')$$, :probe),
  '23514', 'Child vaccination must be booked at least 24 hours ahead.', 'refused: inside the notice');
select case when now() < tests.today_at('23:30')
  then throws_ok(format($$select tests.visit(%s, 5, tests.today_at('23:30'), 'lab-review')$$, :probe),
    '23514', 'Lab review cannot be booked for today.', 'refused: today, for a type that cannot be booked the same day')
  else skip('no start is left today', 1) end;
select throws_ok(format($$select tests.visit(%s, 5, tests.slot(4, 1, '10:00'), 'lab-review')$$, :probe),
  '23514', 'Lab review can be booked at most 14 days ahead.', 'refused: past the horizon');
select throws_ok(format($$select tests.visit(%s, 3, tests.slot(1, 1, '16:30'), 'new-patient')$$, :probe),
  '23514', 'New patient visit at that time would end after the doctor''s hours.', 'refused: a visit that would end after the hours');
select throws_ok(format($$select tests.visit(%s, 3, tests.slot(1, 1, '09:05'), 'follow-up')$$, :probe),
  '23514', 'That time is outside clinic hours.', 'refused: a start off the grid');
select throws_ok(format($$insert into clinic.appointments (doctor_id, patient_id, date_time, reason, visit_type_id) values (3, %s, tests.slot(1, 1, '10:00'), 'x', 'new-patient')$$, :probe),
  '23514', 'New patient visit lasts 60 minutes.', 'refused: a duration other than the type''s (the column''s default 30)');
select throws_ok(format($$insert into clinic.appointments (doctor_id, patient_id, date_time, reason, visit_type_id) values (3, %s, tests.slot(1, 1, '10:00'), 'x', 'house-call')$$, :probe),
  '23503', 'There is no such visit type.', 'refused: an unknown type');

-- Every example type over two weeks, with visits of other lengths, a closure and time off in the
-- way (and the booking patient's own visit with another doctor): the patient's own insert
-- accepts a start exactly when available_slots, asked by that patient, lists it (migration 016
-- leaves out the starts that would overlap the patient's own visits, refused with 23P01). The
-- patient is a child, of an age for every type.
select count(*) as in_the_way from (
  select tests.visit(p, d, tests.slot(1, 2, '10:00'), 'new-patient'),
         tests.visit(p, d, tests.slot(1, 3, '14:15'), 'follow-up'),
         tests.visit(p, d, tests.slot(2, 4, '11:30'), 'consultation'),
         tests.visit(p, d, tests.slot(2, 2, '09:00'), 'follow-up')
  from (values (:bob2, 2), (:carol, 3), (:dave, 4)) as v(p, d)) booked \gset
insert into clinic.time_off (doctor_id, period)
  select d, tstzrange(tests.slot(1, 1, '13:00'), tests.slot(1, 1, '14:30')) from generate_series(2, 4) d
  union all select 3, tstzrange(tests.slot(2, 5, '00:00'), tests.slot(2, 6, '00:00'));
insert into clinic.closures (first_day, last_day, name)
  values ((tests.slot(2, 3, '00:00') at time zone clinic.clinic_timezone())::date,
          (tests.slot(2, 3, '00:00') at time zone clinic.clinic_timezone())::date, 'Inventory');
select tests.visit(:probe, 5, tests.slot(1, 5, '10:00'), 'consultation') as probe_own \gset
update clinic.accounts set date_of_birth = clinic.clinic_today() - interval '10 years' where id = :probe;
select tests.act_as(:probe);
select is(
  (select array_agg(tests.local(s) order by s)
   from generate_series(tests.slot(1, 1, '00:00'), tests.slot(3, 1, '00:00') - interval '15 minutes', interval '15 minutes') s
   where tests.bookable(:probe, doctor, s, visit_type)),
  (select array_agg(tests.local(f.date_time) order by f.date_time)
   from api.available_slots(doctor, tests.slot(1, 1, '00:00'), tests.slot(3, 1, '00:00'), visit_type) f),
  format('one rule: every 15-minute start of two weeks is bookable as %s with doctor %s exactly when available_slots lists it', visit_type, doctor))
from (values ('new-patient', 3), ('follow-up', 3), ('child-vaccination', 4), ('skin-check', 2)) as t(visit_type, doctor);
-- What was in the way, seen in the answers.
select tests.act_as(null);
select is(tests.free('new-patient', 3, tests.slot(1, 2, '08:00'), tests.slot(1, 2, '12:00')),
  array(select tests.local(tests.slot(1, 2, t)) from unnest(array['11:15'::time, '11:30', '11:45']) t),
  'in the way: a 60-minute visit plus 10-minute buffer at 10:00 leaves no new patient start from 09:00 to 11:00');
select is(tests.free('follow-up', 3, tests.slot(1, 2, '09:30'), tests.slot(1, 2, '11:30')),
  array(select tests.local(tests.slot(1, 2, t)) from unnest(array['09:30'::time, '09:45', '11:15']) t),
  'in the way: a follow-up fits up to 10:00, and from 11:15 once the buffer ends at 11:10');
select is(tests.free('new-patient', 3, tests.slot(1, 1, '11:00'), tests.slot(1, 1, '15:00')),
  array(select tests.local(tests.slot(1, 1, t)) from unnest(array['11:00'::time, '11:15', '11:30', '11:45', '12:00', '14:30', '14:45']) t),
  'in the way: time off 13:00–14:30 removes every start whose hour touches it');
select is(cardinality(tests.free('follow-up', 2, tests.slot(2, 3, '00:00'), tests.slot(2, 4, '00:00'))), 0,
  'in the way: the closure day has no start of any type');
select tests.act_as_owner();
select is((select count(*)::int from generate_series(tests.slot(1, 1, '00:00'), tests.slot(3, 1, '00:00') - interval '15 minutes', interval '15 minutes') s
           where tests.bookable(:probe, 3, s, 'follow-up')),
  (select count(*)::int from api.available_slots(3, tests.slot(1, 1, '00:00'), tests.slot(3, 1, '00:00'), 'follow-up')) - 2,
  'in the way: the patient''s own 10:00 visit with another doctor takes two follow-up starts from them');

-- Buffers: the doctor's, not the patient's.
select throws_ok(format($$select tests.visit(%s, 3, tests.slot(1, 2, '11:00'), 'follow-up')$$, :probe),
  '23P01', null, 'buffer: the start inside the buffer of a visit is refused with 23P01');
select throws_ok(format($$select tests.visit(%s, 3, tests.slot(1, 2, '09:00'), 'new-patient')$$, :probe),
  '23P01', null, 'buffer: a visit whose own buffer reaches the next visit is refused');
select lives_ok(format($$select tests.visit(%s, 3, tests.slot(1, 2, '11:15'), 'follow-up')$$, :probe),
  'buffer: the first start after it is booked');
select lives_ok(format($$select tests.visit(%s, 1, tests.slot(1, 2, '11:00'), 'follow-up')$$, :carol),
  'buffer: the patient of the 10:00 visit is free at 11:00 with another doctor (the buffer is the doctor''s)');
select throws_ok(format($$select tests.visit(%s, 1, tests.slot(1, 2, '10:30'), 'follow-up')$$, :carol),
  '23P01', null, 'person: the patient cannot be in two visits at once');
select lives_ok(format($$select tests.visit(%s, 2, tests.slot(1, 5, '16:00'), 'new-patient')$$, :probe),
  'buffer: a last visit ending at the end of the hours, its buffer past them');
select ok((select pg_get_constraintdef(oid) like '%doctor_id WITH =, slot_with_buffer WITH &&%'
           from pg_constraint where conname = 'appointments_no_doctor_overlap'),
  'buffer: the doctor''s exclusion constraint holds on each visit plus its buffer');
select results_eq(format('select duration, buffer_minutes, upper(slot_with_buffer) - date_time from clinic.appointments where doctor_id = 3 and date_time = %L', tests.slot(1, 2, '10:00')),
  $$values (60, 10, interval '70 minutes')$$, 'buffer: a new patient visit holds 70 minutes of its doctor');

-- Through the API, as a patient: the type booked, kept by a reschedule.
select tests.act_as(:ann);
select tests.http('POST');
select (api.book_appointment(1, tests.slot(3, 2, '10:15'), 'Check the results', 'follow-up')).id as followed \gset
select results_eq(format('select visit_type_id, duration from api.appointments where id = %s', :followed),
  $$values ('follow-up', 15)$$, 'api: book_appointment books the type and its length');
select (api.reschedule_appointment(:followed, tests.slot(3, 2, '11:45')) -> 'next' ->> 'id')::bigint as moved \gset
select results_eq(format('select visit_type_id, duration, tests.local(date_time) from api.appointments where id = %s', :moved),
  format($$values ('follow-up', 15, %L)$$, tests.local(tests.slot(3, 2, '11:45'))), 'api: a reschedule keeps the type');
select throws_ok($$select api.book_appointment(1, tests.slot(3, 2, '14:00'), 'x', 'house-call')$$,
  '23503', 'There is no such visit type.', 'api: an unknown type is refused');
select throws_ok($$select api.book_appointment(1, tests.slot(3, 2, '14:00'), 'x', 'skin-check')$$,
  '23514', 'Dr. Amelia Hart does not offer Skin check.', 'api: a type the doctor does not offer is refused');
select throws_ok($$select * from api.available_slots(1, now(), now() + interval '1 day', 'house-call')$$,
  '23503', 'There is no such visit type.', 'api: available_slots refuses an unknown type');
select is((select count(*)::int from api.available_slots(1, tests.slot(1, 1, '00:00'), tests.slot(1, 2, '00:00'))),
  (select count(*)::int from api.available_slots(1, tests.slot(1, 1, '00:00'), tests.slot(1, 2, '00:00'), 'consultation')),
  'api: available_slots without a type answers for the consultation');
select tests.http('');
select tests.act_as_owner();
select throws_ok(format($$update clinic.appointments set status = 'canceled', visit_type_id = 'consultation' where id = %s$$, :moved),
  '42501', 'An appointment can only be canceled, not changed.', 'a visit''s type never changes, even for the owner');

-- The clinic changes a type: new bookings follow, booked visits keep theirs.
set local role clinic_maintenance;
update clinic.visit_types set duration_minutes = 45, buffer_minutes = 0 where id = 'new-patient';
select throws_ok($$delete from clinic.visit_types where id = 'follow-up'$$, '23503', null,
  'change: a type that visits use cannot be deleted');
update clinic.visit_types set doctor_ids = '{}', specialties = null where id = 'skin-check';
reset role;
select results_eq(format('select duration, buffer_minutes from clinic.appointments where doctor_id = 3 and date_time = %L', tests.slot(1, 2, '10:00')),
  $$values (60, 10)$$, 'change: a booked visit keeps its length and buffer');
select is((select tests.local(max(date_time)) from api.available_slots(3, tests.slot(3, 1, '00:00'), tests.slot(3, 2, '00:00'), 'new-patient')),
  tests.local(tests.slot(3, 1, '16:15')), 'change: new starts follow the new length (a 45-minute visit may start at 16:15)');
select is(cardinality(tests.free('skin-check', null, tests.slot(1, 1, '00:00'), tests.slot(1, 2, '00:00'))), 0,
  'change: a type offered by nobody has no start');

-- The grid setting.
set local app.slot_grid_minutes = '7';
select throws_ok($$select * from api.available_slots(1, now(), now() + interval '1 day')$$,
  '22023', 'app.slot_grid_minutes must be 5 to 60 minutes and a multiple of 5, not 7.', 'grid: a bad setting is refused, named');
set local app.slot_grid_minutes = 'half';
select throws_ok($$select * from api.available_slots(1, now(), now() + interval '1 day')$$,
  '22023', 'app.slot_grid_minutes must be 5 to 60 minutes and a multiple of 5, not half.', 'grid: a word is refused, named');
set local app.slot_grid_minutes = '';
select is(cardinality(tests.free('follow-up', 5, tests.slot(1, 1, '00:00'), tests.slot(1, 2, '00:00'))), 16,
  'grid: unset, the half hour: 16 follow-up starts on a weekday, 09:00 to 16:30');

select * from finish();
rollback;

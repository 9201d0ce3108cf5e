-- A visit's person, age and answers (migration 016; docs/visit-types.md#in-shared-mode,
-- docs/family-members.md#in-shared-mode): overlap per person (a parent books two children with
-- two doctors at once, a child cannot be in two visits, buffers play no part, a move never
-- collides with itself), available_slots leaving out the asking person's own visits, the holder's
-- date of birth and the age limits checked on the visit's day by every booking path, intake
-- answers checked as the form checks them and read only by the patient account, the visit's
-- doctor and staff (each role switched to as PostgREST would), the booking functions and views
-- carrying type, person and answers, the waitlist by type and person, and the reminder's facts.
begin;
\ir support/helpers.sql
select plan(105);

select * from tests.patients_and_doctor_account() \gset
select tests.account('dora', linked_doctor => 2) as dora, tests.account('stan', is_staff => true) as stan,
       tests.account('cy') as cy \gset
set local app.slot_grid_minutes = '15';
set local role clinic_maintenance;
insert into clinic.visit_types
  (id, name, duration_minutes, buffer_minutes, specialties, notice_hours, min_age_years,
   max_age_years, instructions, questions)
values
  ('new-patient', 'New patient visit', 60, 10, null, 0, null, null, 'Bring your medication list.', '[]'),
  ('follow-up', 'Follow-up', 15, 0, null, 0, null, null, null, '[]'),
  ('child-vaccination', 'Child vaccination', 15, 0, '{Family Medicine}', 24, null, 18,
   'Bring the vaccination record.', '[]'),
  ('skin-check', 'Skin check', 30, 0, '{Dermatology}', 0, null, null, null,
   '[{"id": "where", "label": "Where is the spot?", "kind": "text", "required": true, "maxLength": 200},
     {"id": "changed", "label": "Has it changed lately?", "kind": "yes-no", "required": false}]'),
  ('adult-check', 'Adult check', 30, 0, null, 0, 18, null, null, '[]'),
  ('teen-clinic', 'Teen clinic', 30, 0, null, 0, 12, 18, null, '[]'),
  ('allergy-test', 'Allergy test', 30, 0, null, 0, null, null, null,
   '[{"id": "what", "label": "What are you allergic to?", "kind": "text", "required": true, "maxLength": 20},
     {"id": "before", "label": "Tested before?", "kind": "yes-no", "required": false},
     {"id": "severity", "label": "How bad is it?", "kind": "choice", "required": true, "choices": ["Mild", "Severe"]}]');
reset role;
-- A start's clinic time, 'HH24:MI'.
create function tests.local_time(starts_at timestamptz) returns text
  language sql stable
as $$
  select to_char(starts_at at time zone clinic.clinic_timezone(), 'HH24:MI')
$$;
grant execute on all functions in schema tests to public;

-- The week after next, so that every notice is met: its Wednesday is the day of most visits.
select tests.slot(2, 3, '10:00') as t10, tests.slot(2, 3, '14:00') as t14 \gset
select (tests.slot(2, 3, '00:00') at time zone clinic.clinic_timezone())::date as visit_day \gset

-- Structure: every existing row is kept, with no date of birth and no answers.
select col_is_null('clinic', 'accounts', 'date_of_birth', 'accounts: date_of_birth may be null (unknown)');
select col_default_is('clinic', 'appointments', 'intake_answers', '{}'::jsonb::text, 'appointments: no answers by default');
select ok((select pg_get_constraintdef(oid) like '%patient_id WITH =, COALESCE(family_member_id, (0)::bigint) WITH =, slot WITH &&%DEFERRABLE%'
           from pg_constraint where conname = 'appointments_no_patient_overlap'),
  'overlap: the patient constraint is per person (account and family member), on the visit without its buffer');
select has_trigger('clinic', 'appointments', 'appointments_person_age', 'appointments: the age check');
select tests.booking(:bob, 5, tests.slot(1, 1, '09:00')) as bobs_first \gset
select results_eq(format('select family_member_id, intake_answers from clinic.appointments where id = %s', :bobs_first),
  $$values (null::bigint, '{}'::jsonb)$$, 'an appointment booked without a person or answers is the holder''s, with none');

-- The holder's date of birth.
select tests.http('POST');
select tests.act_as(:ann);
select is((api.set_date_of_birth('1984-02-29')).date_of_birth, date '1984-02-29',
  'date of birth: set_date_of_birth stores the caller''s own …');
select is((select date_of_birth from api.accounts), date '1984-02-29', '… and GET /accounts shows it');
select throws_ok(statement, '22023', message, description) from (values
  ('select api.set_date_of_birth(null)', 'Enter a date of birth.', 'date of birth: none is refused'),
  ('select api.set_date_of_birth(clinic.clinic_today() + 1)', 'The date of birth cannot be in the future.', 'date of birth: one after the clinic''s today is refused'),
  ('select api.set_date_of_birth(''1899-12-31'')', 'Enter a date of birth from 1900 on.', 'date of birth: one before 1900 is refused')
) as refused(statement, message, description);
select is(tests.rows_affected(format('update clinic.accounts set date_of_birth = ''2000-01-01'' where id = %s', :bob)), 0,
  'date of birth: another account''s is out of reach');
select throws_ok(format('update clinic.accounts set name = ''Mallory'' where id = %s', :ann), '42501', null,
  'date of birth: the holder may change nothing else of its account');
select tests.act_as(null);
select throws_ok('select api.set_date_of_birth(''2000-01-01'')', '42501', null,
  'date of birth: no token is refused');
select tests.act_as_owner();
select throws_ok(format('update clinic.accounts set date_of_birth = clinic.clinic_today() + 1 where id = %s', :bob),
  '23514', 'The date of birth cannot be in the future.', 'date of birth: the owner cannot store one in the future either');

-- Ann's family: two children and her mother.
select tests.act_as(:ann);
select (api.add_family_member('Mia', (clinic.clinic_today() - interval '8 years')::date, 'child')).id as mia \gset
select (api.add_family_member('Leo', (clinic.clinic_today() - interval '5 years')::date, 'child')).id as leo \gset
select (api.add_family_member('Rose', '1950-05-01', 'parent')).id as rose \gset
select tests.act_as(:bob);
select (api.add_family_member('Zed', (clinic.clinic_today() - interval '6 years')::date, 'child')).id as zed \gset

-- Overlap per person.
select tests.act_as(:ann);
select (api.book_appointment(1, :'t10', 'Cough', 'follow-up', :mia)).id as mia_t10 \gset
select (api.book_appointment(2, :'t10', 'Rash', 'follow-up', :leo)).id as leo_t10 \gset
select results_eq(format('select family_member_name, doctor_id, tests.local_time(date_time) from api.appointments where id in (%s, %s) order by id', :mia_t10, :leo_t10),
  $$values ('Mia', 1, '10:00'), ('Leo', 2, '10:00')$$,
  'person: a parent books two children with two doctors at the same time');
select lives_ok(format($$select api.book_appointment(3, %L, 'Headache', 'follow-up')$$, :'t10'),
  'person: and herself with a third doctor then too');
select throws_ok(format($$select api.book_appointment(4, %L, 'Again', 'follow-up', %s)$$, :'t10', :mia),
  '23P01', 'Mia already has a visit at that time.', 'person: a child cannot have two visits at once, named');
select throws_ok(format($$select api.book_appointment(4, %L, 'Again', 'follow-up')$$, :'t10'),
  '23P01', 'That time is no longer available.', 'person: the holder neither, in today''s words');
select throws_ok(format($$insert into clinic.appointments (doctor_id, patient_id, family_member_id, date_time, reason, visit_type_id, duration)
                          values (5, %s, %s, %L, 'x', 'follow-up', 15)$$, :ann, :mia, :'t10'),
  '23P01', null, 'person: a direct insert is refused by the constraint');
select (api.book_appointment(1, :'t14', 'First visit', 'new-patient', :mia)).id as mia_t14 \gset
select throws_ok(format($$select api.book_appointment(2, %L, 'x', 'follow-up', %s)$$, tests.slot(2, 3, '14:30'), :mia),
  '23P01', 'Mia already has a visit at that time.', 'person: a 15-minute visit inside the person''s 60-minute one is refused');
select lives_ok(format($$select api.book_appointment(2, %L, 'x', 'follow-up', %s)$$, tests.slot(2, 3, '14:30'), :leo),
  'person: the other child is free then');
select lives_ok(format($$select api.book_appointment(3, %L, 'x', 'follow-up', %s)$$, tests.slot(2, 3, '15:00'), :mia),
  'person: buffers play no part: the child is free when the visit ends, inside its doctor''s buffer');

-- Moving a visit never collides with itself.
select (api.book_appointment(4, :'t10', 'Long one', 'new-patient', :rose)).id as rose_long \gset
select (api.reschedule_appointment(:rose_long, tests.slot(2, 3, '10:15')) -> 'next' ->> 'id')::bigint as rose_moved \gset
select results_eq(format('select family_member_id, visit_type_id, tests.local_time(date_time) from api.appointments where id = %s', :rose_moved),
  format($$values (%s::bigint, 'new-patient', '10:15')$$, :rose),
  'move: a 60-minute visit moved by 15 minutes, overlapping its old time, is moved, its person and type kept …');
select results_eq(format('select status, rescheduled_to from api.appointments where id = %s', :rose_long),
  format($$values ('canceled', %s::bigint)$$, :rose_moved), '… and the old one canceled, pointing at it');
select throws_ok(format($$select api.reschedule_appointment(%s, tests.slot(2, 3, '10:00'))$$, :mia_t14),
  '23P01', 'Mia already has a visit at that time.', 'move: onto another visit of the person is refused, named …');
select is((select status from api.appointments where id = :mia_t14), 'scheduled', '… and leaves the visit where it was');
select tests.act_as(:stan);
select lives_ok(format($$select api.staff_reschedule_appointment(%s, tests.slot(2, 3, '10:45'), 'Doctor late')$$, :rose_moved),
  'move: staff move a long visit by 30 minutes, overlapping its old time');

-- available_slots for the person who asks.
select tests.act_as(:ann);
select ok(not exists (select from api.available_slots(5, tests.slot(2, 3, '00:00'), tests.slot(2, 4, '00:00'), 'follow-up')
                      where date_time = :'t10'),
  'slots: a start overlapping the holder''s own visit is left out for her');
select ok(exists (select from api.available_slots(5, tests.slot(2, 3, '00:00'), tests.slot(2, 4, '00:00'), 'follow-up', :rose)
                  where date_time = :'t10'),
  'slots: but not for her mother, free then');
select is((select array_agg(tests.local_time(date_time) order by date_time)
           from api.available_slots(5, tests.slot(2, 3, '13:30'), tests.slot(2, 3, '15:30'), 'follow-up', :mia)),
  array['13:30', '13:45', '15:15'],
  'slots: a child''s 60-minute visit at 14:00 and follow-up at 15:00 leave out every start they overlap');
select is((select array_agg(tests.local_time(date_time) order by date_time)
           from api.available_slots(5, tests.slot(2, 3, '13:30'), tests.slot(2, 3, '15:30'), 'new-patient', :mia)),
  array['15:15'], 'slots: a 60-minute visit is offered only where it overlaps none of them');
select tests.act_as(null);
select is((select count(*)::int from api.available_slots(5, tests.slot(2, 3, '13:30'), tests.slot(2, 3, '15:30'), 'follow-up')), 8,
  'slots: without a token nobody''s visits are left out');
select throws_ok(format($$select * from api.available_slots(5, now(), now() + interval '1 day', 'follow-up', %s)$$, :mia),
  '42501', 'That family member is not on this account.', 'slots: without a token a family member is refused');
select tests.act_as(:stan);
select is((select count(*)::int from api.available_slots(5, tests.slot(2, 3, '13:30'), tests.slot(2, 3, '15:30'), 'follow-up')), 8,
  'slots: staff asking for nobody in particular see every start');
select is((select count(*)::int from api.available_slots(5, tests.slot(2, 3, '13:30'), tests.slot(2, 3, '15:30'), 'follow-up', :mia)), 3,
  'slots: staff asking for a family member see that person''s free starts');
select tests.act_as(:bob);
select throws_ok(format($$select * from api.available_slots(5, now(), now() + interval '1 day', 'follow-up', %s)$$, :mia),
  '42501', 'That family member is not on this account.', 'slots: another account''s family member is refused');
select tests.act_as(:dora);
select throws_ok(format($$select * from api.available_slots(5, now(), now() + interval '1 day', 'follow-up', %s)$$, :leo),
  '42501', 'That family member is not on this account.', 'slots: the doctor of a child''s visit cannot ask for that child');

-- Age limits, on the visit's clinic day.
select tests.act_as(:cy);
select throws_ok(format($$select api.book_appointment(4, %L, 'Shots', 'child-vaccination')$$, tests.slot(2, 3, '13:00')),
  '23514', 'Add your date of birth to book Child vaccination.', 'age: no date of birth known is refused, saying what to add');
select from api.set_date_of_birth('1990-06-01');
select throws_ok(format($$select api.book_appointment(4, %L, 'Shots', 'child-vaccination')$$, tests.slot(2, 3, '13:00')),
  '23514', 'Child vaccination is for patients under 18.', 'age: only a maximum');
select tests.act_as(:ann);
select lives_ok(format($$select api.book_appointment(4, %L, 'Shots', 'child-vaccination', %s)$$, tests.slot(2, 3, '13:00'), :leo),
  'age: a child of 5 is booked a child vaccination');
select throws_ok(format($$select api.book_appointment(4, %L, 'Shots', 'child-vaccination', %s)$$, tests.slot(2, 4, '11:00'), :rose),
  '23514', 'Child vaccination is for patients under 18.', 'age: the grandmother is not');
select throws_ok(format($$select api.book_appointment(3, %L, 'Check', 'adult-check', %s)$$, tests.slot(2, 4, '11:00'), :mia),
  '23514', 'Adult check is for patients 18 and over.', 'age: only a minimum');
select throws_ok(format($$select api.book_appointment(3, %L, 'Check', 'teen-clinic', %s)$$, tests.slot(2, 4, '11:00'), :mia),
  '23514', 'Teen clinic is for patients aged 12 to 17.', 'age: both');
-- Teo turns 18 between today and the visit; Tia a day after it.
select (api.add_family_member('Teo', (:'visit_day'::date - interval '18 years')::date, 'child')).id as teo,
       (api.add_family_member('Tia', (:'visit_day'::date - interval '18 years' + interval '1 day')::date, 'child')).id as tia \gset
select throws_ok(format($$select api.book_appointment(4, %L, 'Shots', 'child-vaccination', %s)$$, tests.slot(2, 3, '16:00'), :teo),
  '23514', 'Child vaccination is for patients under 18.', 'age: 17 today but 18 on the visit''s day is refused (the maximum is exclusive)');
select lives_ok(format($$select api.book_appointment(4, %L, 'Shots', 'child-vaccination', %s)$$, tests.slot(2, 3, '16:00'), :tia),
  'age: 17 on the visit''s day is booked');
select lives_ok(format($$select api.book_appointment(3, %L, 'Check', 'adult-check', %s)$$, tests.slot(2, 3, '16:00'), :teo),
  'age: 18 on the visit''s day meets a minimum of 18 (inclusive)');
select tests.act_as(:stan);
select throws_ok(format($$select api.staff_book_appointment(4, %L, 'Shots', %s, null, null, 'child-vaccination', %s)$$,
                        tests.slot(2, 4, '11:30'), :ann, :rose),
  '23514', 'Child vaccination is for patients under 18.', 'age: the front desk is refused the same');
select throws_ok(format($$insert into clinic.appointments (doctor_id, patient_id, family_member_id, date_time, reason, visit_type_id, duration)
                          values (4, %s, %s, %L, 'x', 'child-vaccination', 15)$$, :ann, :rose, tests.slot(2, 4, '11:30')),
  '23514', 'Child vaccination is for patients under 18.', 'age: and so is a direct insert');

-- Intake answers, checked as the form checks them.
select tests.act_as(:bob);
select throws_ok(format($$select api.book_appointment(%s, %L, 'Spot', %L, null, %L)$$, doctor, tests.slot(2, 5, '09:00'), visit_type, answers),
  '23514', message, description)
from (values
  (2, 'skin-check', '{}', 'Answer “Where is the spot?”.', 'answers: a required question unanswered'),
  (2, 'skin-check', '{"where": "   "}', 'Answer “Where is the spot?”.', 'answers: a blank answer is no answer'),
  (2, 'skin-check', '{"where": "Arm", "changed": "yes"}', 'That answer does not fit “Has it changed lately?”.', 'answers: a yes/no question answered with text'),
  (2, 'skin-check', '{"where": 42}', 'That answer does not fit “Where is the spot?”.', 'answers: a text question answered with a number'),
  (2, 'skin-check', '{"where": "Arm", "colour": "red"}', 'That visit type has no question “colour”.', 'answers: an unknown question'),
  (2, 'skin-check', '["Arm"]', 'Intake answers must be a JSON object.', 'answers: not an object'),
  (2, 'skin-check', jsonb_build_object('where', repeat('x', 10000))::text, 'An answer can be at most 200 characters.', 'answers: a pasted 10,000-character answer is refused'),
  (1, 'allergy-test', '{"what": "Cats", "severity": "Deadly"}', 'That answer does not fit “How bad is it?”.', 'answers: a choice not offered'),
  (1, 'allergy-test', '{"what": "Cats", "severity": true}', 'That answer does not fit “How bad is it?”.', 'answers: a choice answered yes'),
  (1, 'allergy-test', '{"what": "Cats and dogs and horses", "severity": "Mild"}', 'An answer can be at most 20 characters.', 'answers: a text over its own cap'),
  (1, 'allergy-test', '{"what": "Cats", "severity": null}', 'That answer does not fit “How bad is it?”.', 'answers: null is not an answer'),
  (1, 'consultation', '{"anything": "x"}', 'That visit type has no question “anything”.', 'answers: a type without questions takes none')
) as refused(doctor, visit_type, answers, message, description);
select (api.book_appointment(2, tests.slot(2, 5, '09:00'), 'Spot', 'skin-check', null,
                             jsonb_build_object('where', E'  Left arm\u00a0\n', 'changed', true))).id as bobs_spot \gset
select is((select intake_answers from api.appointments where id = :bobs_spot),
  '{"where": "Left arm", "changed": true}'::jsonb, 'answers: stored trimmed (as JavaScript trims)');
select is((api.book_appointment(1, tests.slot(2, 5, '10:00'), 'Rash', 'allergy-test', null,
                                '{"what": "Cats", "before": false, "severity": "Severe"}')).intake_answers,
  '{"what": "Cats", "before": false, "severity": "Severe"}'::jsonb, 'answers: a choice and a no are stored as given');
select tests.act_as(:stan);
select throws_ok(format($$insert into clinic.appointments (doctor_id, patient_id, date_time, reason, visit_type_id, duration, intake_answers)
                          values (2, %s, %L, 'x', 'skin-check', 30, %L)$$, :bob, tests.slot(2, 5, '11:00'), jsonb_build_object('where', repeat('x', 10000))),
  '23514', 'An answer can be at most 200 characters.', 'answers: a direct insert is checked the same');

-- Who reads the answers: the patient account, the visit's doctor, staff. Nobody else.
select tests.act_as(:bob);
select is((select intake_answers ->> 'where' from api.appointments where id = :bobs_spot), 'Left arm', 'read: the patient account');
select tests.act_as(:dora);
select is((select intake_answers ->> 'where' from api.appointments where id = :bobs_spot), 'Left arm', 'read: the visit''s doctor');
select tests.act_as(:stan);
select is((select intake_answers ->> 'where' from api.appointments where id = :bobs_spot), 'Left arm', 'read: staff');
select tests.act_as(:ann);
select is((select count(*)::int from api.appointments where id = :bobs_spot), 0, 'read: not another patient, through the view …');
select is((select count(*)::int from clinic.appointments where id = :bobs_spot), 0, '… nor the table');
select tests.act_as(:doc);
select is((select count(*)::int from api.appointments where id = :bobs_spot), 0, 'read: not another doctor');
select tests.act_as(null);
select throws_ok('select intake_answers from api.appointments', '42501', null, 'read: not without a token');
select tests.act_as_owner();
set local role clinic_worker;
select throws_ok('select intake_answers from clinic.appointments', '42501', null,
  'read: not the worker, which reminds of every visit …');
select lives_ok('select id, patient_name, visit_type_id, family_member_id from clinic.appointments',
  '… and reads every other column');
reset role;
set local role clinic_api;
select throws_ok('select intake_answers from clinic.appointments', '42501', null, 'read: not the role the rule runs as');
reset role;
select is((select array_agg(attname::text order by attnum) from pg_attribute
           where attrelid = 'api.free_slot'::regclass and attnum > 0),
  array['doctor_id', 'date_time'], 'read: available_slots answers a doctor and a time, nothing of a visit');
select ok(not exists (select from information_schema.columns where table_schema = 'api' and table_name = 'busy_slots'
                      and column_name = 'intake_answers'), 'read: nor does GET /busy_slots');
select throws_ok(format('update clinic.appointments set status = ''canceled'', intake_answers = ''{"where": "Leg"}'' where id = %s', :bobs_spot),
  '42501', 'An appointment can only be canceled, not changed.', 'answers never change, even for the owner');
select throws_ok(format('update clinic.appointments set status = ''canceled'', family_member_id = %s where id = %s', :leo, :mia_t10),
  '42501', 'An appointment can only be canceled, not changed.', 'a visit''s person never changes');

-- A move keeps the answers, even after the clinic changed the questions.
set local role clinic_maintenance;
update clinic.visit_types set questions = questions || '[{"id": "since", "label": "Since when?", "kind": "text", "required": true, "maxLength": 50}]'
  where id = 'skin-check';
reset role;
select tests.act_as(:bob);
select throws_ok(format($$select api.book_appointment(2, %L, 'Spot', 'skin-check', null, '{"where": "Arm"}')$$, tests.slot(2, 5, '13:00')),
  '23514', 'Answer “Since when?”.', 'answers: new bookings are asked the new question …');
select is((api.reschedule_appointment(:bobs_spot, tests.slot(2, 5, '09:15')) -> 'next' -> 'intake_answers')::jsonb,
  '{"where": "Left arm", "changed": true}'::jsonb, '… a moved visit keeps its answers, without it');

-- The views say type, length, person.
select tests.act_as(:ann);
select results_eq(format('select visit_type_id, visit_type_name, duration, buffer_minutes, family_member_id, family_member_name, patient_name from api.appointments where id = %s', :mia_t14),
  format($$values ('new-patient', 'New patient visit', 60, 10, %s::bigint, 'Mia', 'Ann')$$, :mia),
  'view: an appointment says its type, length, buffer, person and account holder');
select is((select family_member_name from api.appointments where family_member_id is null limit 1), null,
  'view: the holder''s own visit names no family member');
select tests.act_as(:dora);
select is((select family_member_name from api.appointments where family_member_id = :leo limit 1), 'Leo',
  'view: the visit''s doctor reads whom it is for');

-- The front desk books a type for a family member of an account.
select tests.act_as(:stan);
select results_eq(format($$select (r -> 'appointment' ->> 'visit_type_id'), (r -> 'appointment' ->> 'family_member_name'),
                                  (r -> 'appointment' -> 'intake_answers' ->> 'where')
                           from api.staff_book_appointment(2, tests.slot(2, 5, '14:00'), 'Phone', %s, null, null, 'skin-check', %s,
                                                           '{"where": "Back", "since": "May"}') r$$, :ann, :mia),
  $$values ('skin-check', 'Mia', 'Back')$$, 'desk: staff book a type for an account''s family member, with answers');
select throws_ok(format($$select api.staff_book_appointment(2, tests.slot(2, 5, '14:30'), 'Phone', %s, null, null, 'follow-up', %s)$$, :bob, :mia),
  '42501', 'That family member is not on this account.', 'desk: a family member of another account is refused');
select throws_ok($$select api.staff_book_appointment(2, tests.slot(2, 5, '14:30'), 'Phone', null, 'Nell', 'nell@test.example', 'skin-check', null, '{}')$$,
  '23514', 'Answer “Where is the spot?”.', 'desk: the answers are checked for a new record too');

-- Attacks with Bob's token on Ann's family member, over the booking functions.
select tests.act_as(:bob);
select throws_ok(format($$select api.book_appointment(5, tests.slot(2, 5, '15:00'), 'x', 'follow-up', %s)$$, :mia),
  '42501', 'That family member is not on this account.', 'attack: booking for another account''s family member');
select throws_ok(format($$select api.join_waitlist(doctor_id => 5, first_day => %L, last_day => %L, reason => 'x', family_member_id => %s)$$,
                        :'visit_day', :'visit_day', :mia),
  '42501', 'That family member is not on this account.', 'attack: waiting for another account''s family member');
select is((select count(*)::int from api.appointments where family_member_id = :mia), 0,
  'attack: reading another account''s family member''s visits finds none');

-- The waitlist by type and person.
select tests.act_as(:ann);
select results_eq(format($$select visit_type_id, visit_type_name, duration, family_member_id, family_member_name
                           from api.join_waitlist(doctor_id => 5, first_day => %L, last_day => %L, reason => 'Sooner',
                                                  visit_type_id => 'follow-up', family_member_id => %s)$$,
                         :'visit_day', :'visit_day', :mia),
  format($$values ('follow-up', 'Follow-up', 15, %s::bigint, 'Mia')$$, :mia),
  'waitlist: an entry waits for a type for a person');
select lives_ok(format($$select api.join_waitlist(doctor_id => 5, first_day => %L, last_day => %L, reason => 'Sooner', visit_type_id => 'follow-up', family_member_id => %s)$$,
                       :'visit_day', :'visit_day', :leo),
  'waitlist: the other child waits for the same doctor too');
select throws_ok(format($$select api.join_waitlist(doctor_id => 5, first_day => %L, last_day => %L, reason => 'x', visit_type_id => 'follow-up', family_member_id => %s)$$,
                        :'visit_day', :'visit_day', :mia),
  '23505', 'Mia is already on the waitlist for Dr. Helen Fischer. Leave that entry first to change it.',
  'waitlist: one waiting entry per person and doctor');
select throws_ok(format($$select api.join_waitlist(doctor_id => 5, first_day => %L, last_day => %L, reason => 'x', visit_type_id => 'skin-check')$$,
                        :'visit_day', :'visit_day'),
  '23514', 'Dr. Helen Fischer does not offer Skin check.', 'waitlist: a type the doctor does not offer');
select throws_ok(format($$select api.join_waitlist(specialty => 'Cardiology', first_day => %L, last_day => %L, reason => 'x', visit_type_id => 'skin-check')$$,
                        :'visit_day', :'visit_day'),
  '23514', 'No Cardiology doctor offers Skin check.', 'waitlist: a type no doctor of the specialty offers');
select throws_ok(format($$select api.join_waitlist(specialty => 'Dermatology', first_day => %L, last_day => %L, reason => 'x', visit_type_id => 'skin-check')$$,
                        :'visit_day', :'visit_day'),
  '23514', 'Answer “Where is the spot?”.', 'waitlist: the answers the booking will carry are checked');
select throws_ok(format($$select api.join_waitlist(doctor_id => 4, first_day => %L, last_day => %L, reason => 'x', visit_type_id => 'child-vaccination', family_member_id => %s)$$,
                        :'visit_day', :'visit_day', :rose),
  '23514', 'Child vaccination is for patients under 18.', 'waitlist: the age limits');
select throws_ok(format($$select api.join_waitlist(doctor_id => 3, first_day => %L, last_day => %L, reason => 'x', visit_type_id => 'new-patient', time_from => '09:00', time_to => '09:45')$$,
                        :'visit_day', :'visit_day'),
  '22023', 'The time of day must span at least 60 minutes, from an earlier to a later time.', 'waitlist: a window shorter than the visit');
select throws_ok(format($$select api.join_waitlist(doctor_id => 1, first_day => %L, last_day => %L, appointment_id => %s, visit_type_id => 'consultation')$$,
                        :'visit_day', :'visit_day', :mia_t14),
  '22023', 'That appointment is another kind of visit or for someone else.', 'waitlist: moving a visit waits for the same visit');
select results_eq(format($$select visit_type_id, family_member_id from api.join_waitlist(doctor_id => 1, first_day => %L, last_day => %L, appointment_id => %s)$$,
                         :'visit_day', :'visit_day', :mia_t14),
  format($$values ('new-patient', %s::bigint)$$, :mia),
  'waitlist: waiting to move a visit takes its type and person');

-- A freed start with doctor 5 at 09:00 of the visit day: both children's follow-ups fit, but
-- Leo is in another visit from 09:00 to 09:15.
select tests.act_as(:ann);
select from api.book_appointment(3, tests.slot(2, 3, '09:00'), 'x', 'follow-up', :leo);
select tests.act_as_owner();
select results_eq(format('select family_member_id from clinic.waitlist_matches(5, %L)', tests.slot(2, 3, '09:00')),
  format('values (%s::bigint)', :mia), 'waitlist: a start is offered to the people free then, for a type that fits it');
select is((select count(*)::int from clinic.waitlist_matches(5, tests.slot(2, 3, '09:15'))), 2,
  'waitlist: 15 minutes later both are free');
select tests.booking(:cy, 5, tests.slot(2, 3, '09:30')) as blocker \gset
select is((select count(*)::int from clinic.waitlist_matches(5, tests.slot(2, 3, '09:15'))), 2,
  'waitlist: a follow-up fits before the next visit');
set local role clinic_worker;
select clinic.offer_freed_slot(5, tests.slot(2, 3, '09:00')) as round \gset
reset role;
select results_eq(format($$select o ->> 'visit_type_name', (o ->> 'duration')::int, o ->> 'family_member_name', (o ->> 'visit_type_count')::int
                          from json_array_elements(%L::json -> 'offers') o$$, :'round'),
  $$values ('Follow-up', 15, 'Mia', 8)$$, 'waitlist: the offer names the type, its length and the person');
select (:'round'::json -> 'offers' -> 0 ->> 'token') as mia_token \gset
select tests.act_as(null);
select results_eq(format($$select o ->> 'status', o ->> 'visit_type_name', o ->> 'family_member_name' from api.waitlist_offer(%L) o$$, :'mia_token'),
  $$values ('open', 'Follow-up', 'Mia')$$, 'waitlist: the offer page says the type and the person');
select results_eq(format($$select a ->> 'visit_type_id', (a ->> 'family_member_id')::bigint, (a ->> 'duration')::int
                          from (select api.accept_waitlist_offer(%L) -> 'appointment' as a) x$$, :'mia_token'),
  format($$values ('follow-up', %s::bigint, 15)$$, :mia), 'waitlist: taking the offer books that type for that person');

-- The reminder's facts.
select tests.act_as_owner();
set local role clinic_worker;
select results_eq(format($$select r -> 'appointment' ->> 'visit_type_name', (r -> 'appointment' ->> 'duration')::int,
                                 r -> 'appointment' ->> 'instructions', r -> 'appointment' ->> 'family_member_name',
                                 (r -> 'appointment' ->> 'visit_type_count')::int
                          from clinic.claim_reminder(%s, 1440, gen_random_uuid()) r$$, :mia_t14),
  $$values ('New patient visit', 60, 'Bring your medication list.', 'Mia', 8)$$,
  'reminder: the worker is told the type, its length, its instructions, the person and how many types there are');
reset role;

select * from finish();
rollback;

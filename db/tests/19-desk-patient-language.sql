-- The patient's language on the rows the front desk reads (migration 019;
-- docs/front-desk.md#the-front-desk-page): api.appointments's patient_language through
-- clinic.accounts's own policies (staff every patient's, a patient its own, a doctor account
-- none of its patients'), in every answer of the staff functions, and in a new claim link's.
begin;
\ir support/helpers.sql
select plan(22);

select * from tests.patients_and_doctor_account() \gset
select tests.account('stan', is_staff => true) as stan \gset
update clinic.accounts set language = 'es' where id = :ann;
select tests.booking(:ann, 1, tests.slot(1, 2, '10:00')) as ann_visit,
       tests.booking(:bob, 1, tests.slot(1, 2, '11:00')) as bob_visit \gset

-- The view: one column more, last; the others as in 016.
select has_column('api', 'appointments', 'patient_language', 'appointments say the patient''s language');
select results_eq($$select column_name::text collate "default" from information_schema.columns
                    where table_schema = 'api' and table_name = 'appointments' order by ordinal_position$$,
  $$values ('id'), ('doctor_id'), ('doctor_name'), ('patient_id'), ('patient_name'), ('patient_email'),
           ('date_time'), ('formatted_date'), ('duration'), ('reason'), ('status'), ('created_at'),
           ('cancel_reason'), ('rescheduled_to'), ('attendance'), ('visit_type_id'), ('visit_type_name'),
           ('buffer_minutes'), ('family_member_id'), ('family_member_name'), ('intake_answers'),
           ('patient_language')$$,
  'the columns before it are kept, in their order');

-- Who reads it: clinic.accounts's policies decide, as for GET /accounts.
select tests.act_as(:stan);
select results_eq(format('select patient_language from api.appointments where id in (%s, %s) order by id', :ann_visit, :bob_visit),
  $$values ('es'), ('en')$$, 'staff read each patient''s language on the day''s rows');
select tests.act_as(:ann);
select results_eq('select id, patient_language from api.appointments',
  format('values (%s::bigint, %L)', :ann_visit, 'es'), 'a patient reads its own language on its own rows, and no other row');
select tests.act_as(:doc);
select results_eq(format('select patient_language from api.appointments where id in (%s, %s) order by id', :ann_visit, :bob_visit),
  $$values (null::text), (null)$$, 'a doctor account reads its patients'' rows, not their languages');
select tests.act_as(:ann);
select throws_ok(format('update api.appointments set reason = ''x'' where id = %s', :ann_visit), '42501', null,
  'the view is still refused to writers for want of the privilege');

-- Every staff function's answer carries it.
select tests.http('POST');
select tests.act_as(:stan);
select api.staff_book_appointment(1, tests.slot(1, 3, '10:00'), 'Phone booking', :ann) as booked \gset
select is(:'booked'::json -> 'appointment' ->> 'patient_language', 'es', 'staff_book_appointment: the appointment says the language');
select api.staff_book_appointment(1, tests.slot(1, 3, '11:00'), 'First call', null, 'Zed Roe', 'zed@test.example') as zed \gset
select is(:'zed'::json -> 'appointment' ->> 'patient_language', 'en', 'staff_book_appointment: a new record is English');
select (:'zed'::json -> 'patient' ->> 'id')::bigint as zed_id \gset
select api.staff_reschedule_appointment((:'booked'::json -> 'appointment' ->> 'id')::bigint, tests.slot(1, 3, '12:00'), 'Doctor late') as moved \gset
select is(:'moved'::json -> 'next' ->> 'patient_language', 'es', 'staff_reschedule_appointment: the new appointment says it');
select is(:'moved'::json -> 'previous' ->> 'patient_language', 'es', 'staff_reschedule_appointment: the old one too');
select is((api.staff_cancel_appointment((:'moved'::json -> 'next' ->> 'id')::bigint, 'Closed')).patient_language, 'es',
  'staff_cancel_appointment: the canceled appointment says it');
select api.add_time_off(1, tests.slot(1, 2, '00:00'), tests.slot(1, 2, '23:00'), 'Sick') as sick \gset
select results_eq(format($$select a ->> 'patient_language' from json_array_elements(%L::json -> 'affected') a
                          order by a ->> 'date_time'$$, :'sick'),
  $$values ('es'), ('en')$$, 'add_time_off: each affected appointment says it');
select results_eq(format('select patient_language from api.cancel_appointments(array[%s, %s]::bigint[], ''Doctor ill'') order by id', :ann_visit, :bob_visit),
  $$values ('es'), ('en')$$, 'cancel_appointments: each canceled appointment says it');

-- A new claim link says the record's language.
select api.issue_claim_link(:zed_id) as link \gset
select is(:'link'::json ->> 'patient_language', 'en', 'issue_claim_link: the record''s language');
select ok(:'link'::json ->> 'claim_token' is not null and :'link'::json ->> 'claim_expires_at' is not null,
  'issue_claim_link: the token and its expiry as before');
select tests.act_as_owner();
update clinic.accounts set language = 'es' where id = :zed_id;
select tests.act_as(:stan);
select is(api.issue_claim_link(:zed_id) ->> 'patient_language', 'es', 'issue_claim_link: a record kept in Spanish says so');
select is((tests.refusal(format('select api.issue_claim_link(%s)', :ann)) ->> 'message')::json ->> 'code', 'P0002',
  'issue_claim_link: an account with a password is still refused (P0002, HTTP 404)');
select tests.act_as(:ann);
select throws_ok(format('select api.issue_claim_link(%s)', :zed_id), '42501', null,
  'issue_claim_link: a patient is still refused');

-- A patient's own answers carry its own language; a doctor account's mark none of its patients'.
select is((api.book_appointment(2, tests.slot(1, 4, '10:00'), 'Own booking')).patient_language, 'es',
  'book_appointment: the patient''s own language');
select is((select count(*)::int from api.appointments where patient_language is distinct from 'es'), 0,
  'a patient reads no language but its own');
select tests.act_as_owner();
select tests.booking(:bob, 1, tests.slot(1, 5, '10:00')) as bob_later \gset
select tests.act_as(:doc);
select is((select patient_language from api.appointments where id = :bob_later), null,
  'a doctor account''s new rows say no language either');
select tests.act_as(:stan);
select is((select patient_language from api.appointments where id = :bob_later), 'en',
  'staff read it on rows booked as the owner');

select * from finish();
rollback;

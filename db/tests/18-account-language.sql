-- An account's language (migration 018; docs/languages.md#the-accounts-language): the column and
-- its check, registering in a language, the session's user carrying it, a patient changing its
-- own (that column of its own row only), staff reading a patient's, and the worker's reminder
-- and waitlist offer telling the patient's language.
begin;
\ir support/helpers.sql
select plan(26);

-- The column.
select has_column('clinic', 'accounts', 'language', 'accounts have a language');
select col_not_null('clinic', 'accounts', 'language', 'the language is never null');
select col_default_is('clinic', 'accounts', 'language', 'en', 'an account is English unless told');
select throws_ok($$insert into clinic.accounts (name, email, language) values ('Fr', 'fr@test.example', 'fr')$$,
  '23514', null, 'a language other than en or es is refused');

select * from tests.patients_and_doctor_account() \gset
select tests.account('stan', is_staff => true) as stan \gset
select is((select language from clinic.accounts where id = :ann), 'en', 'an existing account reads as English');

-- Registering.
select tests.http('POST');
select tests.act_as(null);
select api.register('Sofía Ruiz', 'sofia@test.example', 'pw-sofia', 'patient', 'es') as sofia_session \gset
select api.register(name => 'Eli', email => 'eli@test.example', password => 'pw-eli') as eli_session \gset
select is(:'sofia_session'::json -> 'user' ->> 'language', 'es', 'register: the session''s user says the language');
select tests.act_as_owner();
select is((select language from clinic.accounts where email = 'sofia@test.example'), 'es',
  'register: the account keeps the page''s language');
select is((select language from clinic.accounts where email = 'eli@test.example'), 'en',
  'register: without a language the account is English');
select (:'sofia_session'::json -> 'user' ->> 'id')::bigint as sofia \gset
select tests.act_as(null);
select throws_ok($$select api.register('Fay', 'fay@test.example', 'pw', 'patient', 'fr')$$,
  '22023', 'Language must be en or es.', 'register: another language is refused');
select is(api.login('sofia@test.example', 'pw-sofia') -> 'user' ->> 'language', 'es',
  'login: the session''s user says the language');
select ok(has_function_privilege('web_anon', 'api.register(text, text, text, text, text)', 'execute'),
  'web_anon: may register with a language');

-- Changing it.
select throws_ok($$select api.set_language('es')$$, '42501', null, 'set_language: refused without a token');
select tests.act_as(:ann);
select is((api.set_language('es')).language, 'es', 'set_language: a patient changes its own language');
select is((select language from api.accounts where id = :ann), 'es', 'the patient reads its own language');
select throws_ok($$select api.set_language('fr')$$, '22023', 'Language must be en or es.',
  'set_language: another language is refused');
select throws_ok($$select api.set_language(null)$$, '22023', 'Language must be en or es.',
  'set_language: no language is refused');
select is(tests.rows_affected(format($$update clinic.accounts set language = 'es' where id = %s$$, :bob)), 0,
  'a patient cannot change another account''s language');
select throws_ok(format($$update clinic.accounts set name = 'Ann B' where id = %s$$, :ann), '42501', null,
  'a patient may change the language column only');
select tests.act_as(:bob);
select is(tests.rows_affected(format($$update clinic.accounts set language = 'es' where id = %s$$, :bob)), 1,
  'PATCH of its own language goes through too');
select is((select count(*)::int from api.accounts where id = :ann), 0, 'a patient does not read another''s language');
select tests.act_as(:stan);
select results_eq(format('select language from api.accounts where id in (%s, %s) order by id', :ann, :doc),
  $$values ('es'), ('en')$$, 'staff read a patient''s language where they read the account');
select tests.act_as_owner();

-- The worker's payloads.
select tests.booking(:ann, 1, tests.slot(2, 2, '10:00')) as ann_visit,
       tests.booking(:doc, 1, tests.slot(2, 2, '11:00')) as doc_visit \gset
set local role clinic_worker;
select is(clinic.claim_reminder(:ann_visit, 1440, gen_random_uuid()) -> 'appointment' ->> 'patient_language', 'es',
  'reminder: the worker is told the patient''s language');
select is(clinic.claim_reminder(:doc_visit, 1440, gen_random_uuid()) -> 'appointment' ->> 'patient_name', 'Doc',
  'reminder: the rest of the facts are as before');
select is(clinic.claim_reminder(:doc_visit, 1440, gen_random_uuid()) ->> 'action', 'none',
  'reminder: a claimed reminder is not claimed again');
reset role;

select tests.slot(1, 2, '10:00') as slot_at \gset
select (tests.slot(1, 2, '10:00') at time zone clinic.clinic_timezone())::date as slot_day \gset
select tests.act_as(:sofia);
select from api.join_waitlist(doctor_id => 1, first_day => :'slot_day', last_day => :'slot_day', reason => 'x');
select tests.act_as(:bob);
select from api.set_language('en');
select from api.join_waitlist(doctor_id => 1, first_day => :'slot_day', last_day => :'slot_day', reason => 'y');
select tests.act_as_owner();
set local app.waitlist_offer_mode = 'all-at-once';
set local role clinic_worker;
select clinic.offer_freed_slot(1, :'slot_at') as round \gset
reset role;
select results_eq(format($$select o ->> 'patient_name', o ->> 'patient_language'
                          from json_array_elements(%L::json -> 'offers') o order by o ->> 'patient_name'$$, :'round'),
  $$values ('Bob', 'en'), ('Sofía Ruiz', 'es')$$,
  'waitlist: each offer says its patient''s language');
select is(:'round'::json ->> 'reason', null, 'waitlist: offers made, no reason');

select * from finish();
rollback;

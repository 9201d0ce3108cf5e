-- Row-level security and privileges, role × table × verb: web_anon (no token), clinic_user as a
-- patient and as a doctor account, clinic_api (the definer of register, login and busy_slots),
-- authenticator (PostgREST's login), and every policy by name, role and command.
begin;
\ir support/helpers.sql
select plan(124);

select tests.account('ann') as ann \gset
select tests.account('bob') as bob \gset
select tests.account('doc') as doc \gset
update clinic.accounts set doctor_id = 1 where id = :doc;
select tests.booking(:ann, 1, tests.slot(1, 1, '10:00')) as ann_hart \gset
select tests.booking(:bob, 2, tests.slot(1, 1, '11:00')) as bob_moreno \gset
select tests.booking(:bob, 1, tests.slot(1, 1, '11:30')) as bob_hart \gset
select tests.booking(:ann, 3, tests.slot(1, 2, '10:00')) as ann_nair \gset
update clinic.appointments set status = 'canceled' where id = :ann_nair;
insert into clinic.login_attempts (email) values ('ann@test.example');
insert into clinic.login_lockouts (email, locked_until) values ('bob@test.example', now() - interval '1 hour');

-- The policies, by name, command and role.
select policies_are('clinic', 'doctors', array['doctors_read']);
select policies_are('clinic', 'accounts', array['accounts_read_own', 'accounts_api_read', 'accounts_api_register', 'accounts_api_link_doctor']);
select policies_are('clinic', 'appointments', array['appointments_read', 'appointments_book', 'appointments_cancel', 'appointments_busy_slots']);
select policies_are('clinic', 'login_attempts', array['login_attempts_api']);
select policies_are('clinic', 'login_lockouts', array['login_lockouts_api']);
select policy_roles_are('clinic', 'doctors', 'doctors_read', array['web_anon', 'clinic_user', 'clinic_api']);
select policy_cmd_is('clinic', 'doctors', 'doctors_read', 'select', 'doctors_read applies to select');
select policy_roles_are('clinic', 'accounts', 'accounts_read_own', array['clinic_user']);
select policy_cmd_is('clinic', 'accounts', 'accounts_read_own', 'select', 'accounts_read_own applies to select');
select policy_roles_are('clinic', 'accounts', 'accounts_api_read', array['clinic_api']);
select policy_cmd_is('clinic', 'accounts', 'accounts_api_read', 'select', 'accounts_api_read applies to select');
select policy_roles_are('clinic', 'accounts', 'accounts_api_register', array['clinic_api']);
select policy_cmd_is('clinic', 'accounts', 'accounts_api_register', 'insert', 'accounts_api_register applies to insert');
select policy_roles_are('clinic', 'accounts', 'accounts_api_link_doctor', array['clinic_api']);
select policy_cmd_is('clinic', 'accounts', 'accounts_api_link_doctor', 'update', 'accounts_api_link_doctor applies to update');
select policy_roles_are('clinic', 'appointments', 'appointments_read', array['clinic_user']);
select policy_cmd_is('clinic', 'appointments', 'appointments_read', 'select', 'appointments_read applies to select');
select policy_roles_are('clinic', 'appointments', 'appointments_book', array['clinic_user']);
select policy_cmd_is('clinic', 'appointments', 'appointments_book', 'insert', 'appointments_book applies to insert');
select policy_roles_are('clinic', 'appointments', 'appointments_cancel', array['clinic_user']);
select policy_cmd_is('clinic', 'appointments', 'appointments_cancel', 'update', 'appointments_cancel applies to update');
select policy_roles_are('clinic', 'appointments', 'appointments_busy_slots', array['clinic_api']);
select policy_cmd_is('clinic', 'appointments', 'appointments_busy_slots', 'select', 'appointments_busy_slots applies to select');
select policy_roles_are('clinic', 'login_attempts', 'login_attempts_api', array['clinic_api']);
select policy_cmd_is('clinic', 'login_attempts', 'login_attempts_api', 'all', 'login_attempts_api applies to all');
select policy_roles_are('clinic', 'login_lockouts', 'login_lockouts_api', array['clinic_api']);
select policy_cmd_is('clinic', 'login_lockouts', 'login_lockouts_api', 'all', 'login_lockouts_api applies to all');

-- web_anon: the doctors and the busy slots, nothing else.
select tests.act_as(null);
select is((select count(*)::int from clinic.doctors), 5, 'web_anon: select doctors');
select throws_ok('insert into clinic.doctors values (6, ''Dr. X'', ''X'')', '42501', null, 'web_anon: insert doctors refused');
select throws_ok('update clinic.doctors set name = ''X''', '42501', null, 'web_anon: update doctors refused');
select throws_ok('delete from clinic.doctors', '42501', null, 'web_anon: delete doctors refused');
select throws_ok('select id from clinic.accounts', '42501', null, 'web_anon: select accounts refused');
select throws_ok('insert into clinic.accounts (name, email, password_hash) values (''e'', ''e@x.org'', ''$2a$x'')', '42501', null, 'web_anon: insert accounts refused');
select throws_ok('update clinic.accounts set doctor_id = 1', '42501', null, 'web_anon: update accounts refused');
select throws_ok('delete from clinic.accounts', '42501', null, 'web_anon: delete accounts refused');
select throws_ok('select id from clinic.appointments', '42501', null, 'web_anon: select appointments refused');
select throws_ok(format('insert into clinic.appointments (doctor_id, patient_id, date_time, reason) values (1, %s, tests.slot(2, 1, ''10:00''), ''x'')', :ann), '42501', null, 'web_anon: insert appointments refused');
select throws_ok('update clinic.appointments set status = ''canceled''', '42501', null, 'web_anon: update appointments refused');
select throws_ok('delete from clinic.appointments', '42501', null, 'web_anon: delete appointments refused');
select throws_ok('select * from clinic.login_attempts', '42501', null, 'web_anon: select login_attempts refused');
select throws_ok('delete from clinic.login_lockouts', '42501', null, 'web_anon: delete login_lockouts refused');
select is((select count(*)::int from api.doctors), 5, 'web_anon: GET /doctors');
select is((select count(*)::int from api.busy_slots), 3, 'web_anon: GET /busy_slots shows every scheduled appointment');
select throws_ok('select * from api.appointments', '42501', null, 'web_anon: GET /appointments refused');
select throws_ok('select * from api.accounts', '42501', null, 'web_anon: GET /accounts refused');
select throws_ok('insert into api.busy_slots (doctor_id, date_time, duration) values (1, now(), 30)', '42501', null, 'web_anon: POST /busy_slots refused');
select ok(has_function_privilege('web_anon', 'api.register(text, text, text, text)', 'execute')
          and has_function_privilege('web_anon', 'api.login(text, text)', 'execute'),
          'web_anon: may register and log in');
select ok(not has_function_privilege('web_anon', 'api.book_appointment(integer, timestamptz, text)', 'execute')
          and not has_function_privilege('web_anon', 'api.cancel_appointment(bigint, text)', 'execute')
          and not has_function_privilege('web_anon', 'api.reschedule_appointment(bigint, timestamptz)', 'execute'),
          'web_anon: may not book, cancel or reschedule');

-- clinic_user as the patient Ann.
select tests.act_as(:ann);
select is((select count(*)::int from clinic.doctors), 5, 'patient: select doctors');
select throws_ok('update clinic.doctors set name = ''X''', '42501', null, 'patient: update doctors refused');
select results_eq('select id from clinic.accounts', format('values (%s::bigint)', :ann), 'patient: select accounts shows only its own');
select throws_ok('select password_hash from clinic.accounts', '42501', null, 'patient: the password hash is not readable');
select throws_ok('select * from clinic.accounts', '42501', null, 'patient: select * on accounts refused (the hash)');
select throws_ok('insert into clinic.accounts (name, email, password_hash) values (''e'', ''e@x.org'', ''$2a$x'')', '42501', null, 'patient: insert accounts refused');
select throws_ok(format('update clinic.accounts set doctor_id = 1 where id = %s', :ann), '42501', null, 'patient: cannot link itself to a doctor');
select throws_ok(format('update clinic.accounts set name = ''Mallory'' where id = %s', :ann), '42501', null, 'patient: update accounts refused');
select throws_ok('delete from clinic.accounts', '42501', null, 'patient: delete accounts refused');
select results_eq('select id from clinic.appointments order by id', format('values (%s::bigint), (%s::bigint)', :ann_hart, :ann_nair), 'patient: select appointments shows only its own');
select results_eq('select id from api.appointments order by id', format('values (%s::bigint), (%s::bigint)', :ann_hart, :ann_nair), 'patient: GET /appointments shows only its own');
select results_eq('select id from api.accounts', format('values (%s::bigint)', :ann), 'patient: GET /accounts shows only its own');
select throws_ok(format('insert into clinic.appointments (doctor_id, patient_id, date_time, reason) values (4, %s, tests.slot(2, 1, ''10:00''), ''x'')', :bob), '42501', null, 'patient: insert an appointment for another patient refused');
select lives_ok(format('insert into clinic.appointments (doctor_id, patient_id, date_time, reason) values (4, %s, tests.slot(2, 1, ''10:00''), ''x'')', :ann), 'patient: insert its own appointment (what book_appointment does)');
select is(tests.rows_affected(format('update clinic.appointments set status = ''canceled'' where id = %s', :bob_moreno)), 0, 'patient: update of another patient''s appointment reaches no row');
select throws_ok(format('update clinic.appointments set date_time = tests.slot(3, 1, ''10:00'') where id = %s', :ann_hart), '42501', null, 'patient: changing its own appointment''s time refused');
select throws_ok(format('update clinic.appointments set doctor_id = 2 where id = %s', :ann_hart), '42501', null, 'patient: changing its own appointment''s doctor refused');
select throws_ok(format('update clinic.appointments set patient_id = %s where id = %s', :bob, :ann_hart), '42501', null, 'patient: giving its appointment to another patient refused');
select throws_ok(format('update clinic.appointments set status = ''scheduled'' where id = %s', :ann_nair), '42501', null, 'patient: scheduling a canceled appointment again refused');
select is(tests.rows_affected(format('update clinic.appointments set status = ''canceled'', cancel_reason = ''x'' where id = %s', :ann_hart)), 1, 'patient: cancelling its own appointment');
select throws_ok('delete from clinic.appointments', '42501', null, 'patient: delete appointments refused');
select throws_ok('select * from clinic.login_attempts', '42501', null, 'patient: select login_attempts refused');
select throws_ok('insert into clinic.login_lockouts values (''x@x.org'', now())', '42501', null, 'patient: insert login_lockouts refused');
select throws_ok('update api.appointments set status = ''canceled''', '42501', null, 'patient: PATCH /appointments refused');
select throws_ok('delete from api.appointments', '42501', null, 'patient: DELETE /appointments refused');
select throws_ok(format('insert into api.appointments (doctor_id, patient_id, date_time, reason) values (1, %s, tests.slot(2, 1, ''11:00''), ''x'')', :ann), '42501', null, 'patient: POST /appointments refused');
select throws_ok(format('update api.accounts set doctor_id = 1 where id = %s', :ann), '42501', null, 'patient: PATCH /accounts refused');
select throws_ok(format('select clinic.link_doctor(''ann@test.example'', 1)'), '42501', null, 'patient: link_doctor refused');

-- clinic_user as the doctor account linked to doctor 1.
select tests.act_as(:doc);
select results_eq('select id from api.appointments order by id', format('values (%s::bigint), (%s::bigint)', :ann_hart, :bob_hart), 'doctor account: reads its doctor''s appointments, no others');
select results_eq(format('select patient_name, reason from api.appointments where id = %s', :bob_hart), $$values ('Bob', 'check-up')$$, 'doctor account: with patient name and reason');
select throws_ok(format('insert into clinic.appointments (doctor_id, patient_id, date_time, reason) values (4, %s, tests.slot(2, 2, ''10:00''), ''x'')', :doc), '42501', null, 'doctor account: cannot book, not even as itself');
select is(tests.rows_affected(format('update clinic.appointments set status = ''canceled'' where id = %s', :bob_hart)), 0, 'doctor account: cannot cancel a patient''s appointment');
select throws_ok('select password_hash from clinic.accounts', '42501', null, 'doctor account: the password hash is not readable');
select results_eq('select id from clinic.accounts', format('values (%s::bigint)', :doc), 'doctor account: reads only its own account');

-- clinic_api: what register, login, link_doctor and busy_slots need, no more.
select tests.act_as_owner();
set local role clinic_api;
select is((select count(*)::int from clinic.accounts where password_hash like '$2a$%'), 3, 'clinic_api: reads accounts with hashes (to check a password)');
select throws_ok('insert into clinic.accounts (name, email, password_hash, doctor_id) values (''e'', ''e@x.org'', ''$2a$x'', 1)', '42501', null, 'clinic_api: cannot register a doctor account');
select throws_ok('update clinic.accounts set name = ''x''', '42501', null, 'clinic_api: may change only doctor_id');
select throws_ok('delete from clinic.accounts', '42501', null, 'clinic_api: delete accounts refused');
select is((select count(*)::int from clinic.appointments where status = 'scheduled'), 3, 'clinic_api: reads doctor, time, duration and status of all appointments');
select throws_ok('select reason from clinic.appointments', '42501', null, 'clinic_api: cannot read reasons');
select throws_ok('select patient_id from clinic.appointments', '42501', null, 'clinic_api: cannot read patients');
select throws_ok('update clinic.appointments set status = ''canceled''', '42501', null, 'clinic_api: update appointments refused');
select throws_ok('delete from clinic.appointments', '42501', null, 'clinic_api: delete appointments refused');
select is((select count(*)::int from clinic.login_attempts), 1, 'clinic_api: reads login attempts');
select throws_ok('update clinic.login_attempts set email = ''x''', '42501', null, 'clinic_api: update login_attempts refused');
select throws_ok('delete from clinic.login_lockouts', '42501', null, 'clinic_api: delete login_lockouts refused');

-- authenticator, PostgREST's own login, reads nothing before switching role.
reset role;
set local role authenticator;
select throws_ok('select id from clinic.accounts', '42501', null, 'authenticator: select accounts refused');
select throws_ok('select id from clinic.appointments', '42501', null, 'authenticator: select appointments refused');
select throws_ok('select * from api.appointments', '42501', null, 'authenticator: GET /appointments refused');
select throws_ok('select clinic.link_doctor(''ann@test.example'', 1)', '42501', null, 'authenticator: link_doctor refused');

-- The login bookkeeping is clinic_api's alone: every verb is refused to both API roles.
reset role;
create function tests.login_table_statements() returns table (tbl text, verb text, statement text)
  language sql immutable
as $$
  select t, v, case v
    when 'select' then format('select * from clinic.%I', t)
    when 'insert' then format('insert into clinic.%I (email) values (''x@x.org'')', t)
    when 'update' then format('update clinic.%I set email = ''y@x.org''', t)
    else format('delete from clinic.%I', t) end
  from unnest(array['login_attempts', 'login_lockouts']) t,
       unnest(array['select', 'insert', 'update', 'delete']) v
$$;
grant execute on function tests.login_table_statements() to public;
select tests.act_as(null);
select throws_ok(statement, '42501', null, format('web_anon: %s %s refused', verb, tbl))
  from tests.login_table_statements();
select tests.act_as(:ann);
select throws_ok(statement, '42501', null, format('clinic_user: %s %s refused', verb, tbl))
  from tests.login_table_statements();
select throws_ok('insert into clinic.doctors values (6, ''Dr. X'', ''X'')', '42501', null, 'patient: insert doctors refused');
select throws_ok('delete from clinic.doctors', '42501', null, 'patient: delete doctors refused');
select tests.act_as(:doc);
select throws_ok('delete from clinic.appointments', '42501', null, 'doctor account: delete appointments refused');
select throws_ok('update clinic.accounts set doctor_id = 2', '42501', null, 'doctor account: cannot change its own doctor');
select tests.act_as_owner();
set local role clinic_api;
select is((select count(*)::int from clinic.doctors), 5, 'clinic_api: select doctors');
select throws_ok('update clinic.doctors set name = ''X''', '42501', null, 'clinic_api: update doctors refused');
select throws_ok(format('insert into clinic.appointments (doctor_id, patient_id, date_time, reason) values (1, %s, now(), ''x'')', :ann), '42501', null, 'clinic_api: insert appointments refused');
reset role;

-- Only the owner links a doctor.
reset role;
select is((clinic.link_doctor(' ANN@test.example ', 2) ->> 'doctor_id')::int, 2, 'owner: link_doctor links by e-mail, trimmed and case-insensitively');
select throws_ok('select clinic.link_doctor(''nobody@test.example'', 2)', 'P0002', null, 'owner: link_doctor of an unknown e-mail says so');
select throws_ok('select clinic.link_doctor(''ann@test.example'', 9)', 'P0002', null, 'owner: link_doctor of an unknown doctor says so');

select * from finish();
rollback;

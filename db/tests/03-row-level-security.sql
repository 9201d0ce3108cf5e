-- Row-level security and privileges, role × table × verb: web_anon (no token), clinic_user as a
-- patient and as a doctor account, clinic_api (the definer of register, login and busy_slots),
-- authenticator (PostgREST's login), and every policy by name, role and command.
begin;
\ir support/helpers.sql
select plan(206);

select * from tests.patients_and_doctor_account() \gset
select tests.booking(:ann, 1, tests.slot(1, 1, '10:00')) as ann_hart \gset
select tests.booking(:bob, 2, tests.slot(1, 1, '11:00')) as bob_moreno \gset
select tests.booking(:bob, 1, tests.slot(1, 1, '11:30')) as bob_hart \gset
select tests.booking(:ann, 3, tests.slot(1, 2, '10:00')) as ann_nair \gset
update clinic.appointments set status = 'canceled' where id = :ann_nair;
insert into clinic.login_attempts (email) values ('ann@test.example');
insert into clinic.login_lockouts (email, locked_until) values ('bob@test.example', now() - interval '1 hour');

-- The policies, by name, command and role: each table has exactly the policies listed here.
create temporary table expected_policies (tbl name, policy name, roles name[], cmd text) on commit drop;
insert into expected_policies values
  ('doctors', 'doctors_read', '{web_anon,clinic_user,clinic_api}', 'select'),
  ('accounts', 'accounts_read_own', '{clinic_user}', 'select'),
  ('accounts', 'accounts_api_read', '{clinic_api}', 'select'),
  ('accounts', 'accounts_api_register', '{clinic_api}', 'insert'),
  ('accounts', 'accounts_api_link_doctor', '{clinic_api}', 'update'),
  ('appointments', 'appointments_read', '{clinic_user}', 'select'),
  ('appointments', 'appointments_book', '{clinic_user}', 'insert'),
  ('appointments', 'appointments_cancel', '{clinic_user}', 'update'),
  ('appointments', 'appointments_busy_slots', '{clinic_api}', 'select'),
  ('login_attempts', 'login_attempts_api', '{clinic_api}', 'all'),
  ('login_lockouts', 'login_lockouts_api', '{clinic_api}', 'all'),
  -- Migration 007 (the clinic's calendar); their rules are tested in 07-clinic-calendar.sql.
  ('accounts', 'accounts_staff_read', '{clinic_staff}', 'select'),
  ('accounts', 'accounts_staff_create_record', '{clinic_staff}', 'insert'),
  ('appointments', 'appointments_staff_read', '{clinic_staff}', 'select'),
  ('appointments', 'appointments_staff_book', '{clinic_staff}', 'insert'),
  ('appointments', 'appointments_staff_cancel', '{clinic_staff}', 'update'),
  ('appointments', 'appointments_api_attendance', '{clinic_api}', 'update'),
  ('working_hours', 'working_hours_read', '{web_anon,clinic_user,clinic_api}', 'select'),
  ('closures', 'closures_read', '{web_anon,clinic_user,clinic_api}', 'select'),
  ('closures', 'closures_staff_add', '{clinic_staff}', 'insert'),
  ('closures', 'closures_staff_remove', '{clinic_staff}', 'delete'),
  ('time_off', 'time_off_read', '{clinic_user}', 'select'),
  ('time_off', 'time_off_add', '{clinic_user}', 'insert'),
  ('time_off', 'time_off_remove', '{clinic_user}', 'delete'),
  ('time_off', 'time_off_api_read', '{clinic_api}', 'select'),
  ('claim_tokens', 'claim_tokens_api', '{clinic_api}', 'all'),
  ('audit_log', 'audit_log_staff_read', '{clinic_staff}', 'select'),
  ('audit_log', 'audit_log_api_write', '{clinic_api}', 'insert'),
  -- Migration 008 (reminders); their rules are tested in 08-reminders.sql.
  ('doctors', 'doctors_worker_read', '{clinic_worker}', 'select'),
  ('appointments', 'appointments_worker_read', '{clinic_worker}', 'select'),
  ('reminders', 'reminders_worker', '{clinic_worker}', 'all'),
  ('reminders', 'reminders_staff_read', '{clinic_staff}', 'select'),
  ('worker_heartbeats', 'worker_heartbeats_worker', '{clinic_worker}', 'all'),
  -- Migration 011 (the waitlist); their rules are tested in 11-waitlist.sql.
  ('accounts', 'accounts_worker_read', '{clinic_worker}', 'select'),
  ('waitlist_entries', 'waitlist_entries_own', '{clinic_user}', 'all'),
  ('waitlist_entries', 'waitlist_entries_staff_read', '{clinic_staff}', 'select'),
  ('waitlist_entries', 'waitlist_entries_worker_read', '{clinic_worker}', 'select'),
  ('waitlist_offers', 'waitlist_offers_worker', '{clinic_worker}', 'all'),
  ('visitor_time_zones', 'visitor_time_zones_worker_read', '{clinic_worker}', 'select'),
  -- Migration 015 (family members); their rules are tested in 15-family-members.sql.
  ('family_members', 'family_members_own', '{clinic_user}', 'all'),
  ('family_members', 'family_members_doctor_read', '{clinic_user}', 'select'),
  ('family_members', 'family_members_staff', '{clinic_staff}', 'all'),
  -- Migration 014 (visit types) and 016 (a visit's person, age and answers); their rules are
  -- tested in 13-visit-types.sql and 16-visit-details.sql.
  ('visit_types', 'visit_types_read', '{web_anon,clinic_user,clinic_api}', 'select'),
  ('visit_types', 'visit_types_worker_read', '{clinic_worker}', 'select'),
  ('accounts', 'accounts_own_date_of_birth', '{clinic_user}', 'update'),
  ('family_members', 'family_members_worker_read', '{clinic_worker}', 'select');
select policies_are('clinic', tbl, array_agg(policy)) from expected_policies group by tbl order by tbl;
select unnest(array[
         policy_roles_are('clinic', tbl, policy, roles),
         policy_cmd_is('clinic', tbl, policy, cmd, format('%s applies to %s', policy, cmd))])
  from expected_policies;

-- web_anon: the doctors and the busy slots, nothing else.
select tests.act_as(null);
select is((select count(*)::int from clinic.doctors), 5, 'web_anon: select doctors');
select throws_ok(statement, '42501', null, description) from (values
  ('insert into clinic.doctors values (6, ''Dr. X'', ''X'')', 'web_anon: insert doctors refused'),
  ('update clinic.doctors set name = ''X''', 'web_anon: update doctors refused'),
  ('delete from clinic.doctors', 'web_anon: delete doctors refused'),
  ('select id from clinic.accounts', 'web_anon: select accounts refused'),
  ('insert into clinic.accounts (name, email, password_hash) values (''e'', ''e@x.org'', ''$2a$x'')', 'web_anon: insert accounts refused'),
  ('update clinic.accounts set doctor_id = 1', 'web_anon: update accounts refused'),
  ('delete from clinic.accounts', 'web_anon: delete accounts refused'),
  ('select id from clinic.appointments', 'web_anon: select appointments refused'),
  (format('insert into clinic.appointments (doctor_id, patient_id, date_time, reason) values (1, %s, tests.slot(2, 1, ''10:00''), ''x'')', :ann), 'web_anon: insert appointments refused'),
  ('update clinic.appointments set status = ''canceled''', 'web_anon: update appointments refused'),
  ('delete from clinic.appointments', 'web_anon: delete appointments refused'),
  ('select * from clinic.login_attempts', 'web_anon: select login_attempts refused'),
  ('delete from clinic.login_lockouts', 'web_anon: delete login_lockouts refused'),
  ('select * from api.appointments', 'web_anon: GET /appointments refused'),
  ('select * from api.accounts', 'web_anon: GET /accounts refused'),
  ('insert into api.busy_slots (doctor_id, date_time, duration) values (1, now(), 30)', 'web_anon: POST /busy_slots refused')
) as refused(statement, description);
select is((select count(*)::int from api.doctors), 5, 'web_anon: GET /doctors');
select is((select count(*)::int from api.busy_slots), 3, 'web_anon: GET /busy_slots shows every scheduled appointment');
select ok(has_function_privilege('web_anon', 'api.register(text, text, text, text, text)', 'execute')
          and has_function_privilege('web_anon', 'api.login(text, text)', 'execute'),
          'web_anon: may register and log in');
select ok(not has_function_privilege('web_anon', 'api.book_appointment(integer, timestamptz, text, text, bigint, jsonb)', 'execute')
          and not has_function_privilege('web_anon', 'api.cancel_appointment(bigint, text)', 'execute')
          and not has_function_privilege('web_anon', 'api.reschedule_appointment(bigint, timestamptz)', 'execute'),
          'web_anon: may not book, cancel or reschedule');

-- clinic_user as the patient Ann.
select tests.act_as(:ann);
select is((select count(*)::int from clinic.doctors), 5, 'patient: select doctors');
select results_eq('select id from clinic.accounts', format('values (%s::bigint)', :ann), 'patient: select accounts shows only its own');
select results_eq('select id from clinic.appointments order by id', format('values (%s::bigint), (%s::bigint)', :ann_hart, :ann_nair), 'patient: select appointments shows only its own');
select results_eq('select id from api.appointments order by id', format('values (%s::bigint), (%s::bigint)', :ann_hart, :ann_nair), 'patient: GET /appointments shows only its own');
select results_eq('select id from api.accounts', format('values (%s::bigint)', :ann), 'patient: GET /accounts shows only its own');
select lives_ok(format('insert into clinic.appointments (doctor_id, patient_id, date_time, reason) values (4, %s, tests.slot(2, 1, ''10:00''), ''x'')', :ann), 'patient: insert its own appointment (what book_appointment does)');
select is(tests.rows_affected(format('update clinic.appointments set status = ''canceled'' where id = %s', :bob_moreno)), 0, 'patient: update of another patient''s appointment reaches no row');
select throws_ok(statement, '42501', null, description) from (values
  ('insert into clinic.doctors values (6, ''Dr. X'', ''X'')', 'patient: insert doctors refused'),
  ('update clinic.doctors set name = ''X''', 'patient: update doctors refused'),
  ('delete from clinic.doctors', 'patient: delete doctors refused'),
  ('select password_hash from clinic.accounts', 'patient: the password hash is not readable'),
  ('select * from clinic.accounts', 'patient: select * on accounts refused (the hash)'),
  ('insert into clinic.accounts (name, email, password_hash) values (''e'', ''e@x.org'', ''$2a$x'')', 'patient: insert accounts refused'),
  (format('update clinic.accounts set doctor_id = 1 where id = %s', :ann), 'patient: cannot link itself to a doctor'),
  (format('update clinic.accounts set name = ''Mallory'' where id = %s', :ann), 'patient: update accounts refused'),
  ('delete from clinic.accounts', 'patient: delete accounts refused'),
  (format('insert into clinic.appointments (doctor_id, patient_id, date_time, reason) values (4, %s, tests.slot(2, 1, ''10:00''), ''x'')', :bob), 'patient: insert an appointment for another patient refused'),
  (format('update clinic.appointments set date_time = tests.slot(3, 1, ''10:00'') where id = %s', :ann_hart), 'patient: changing its own appointment''s time refused'),
  (format('update clinic.appointments set doctor_id = 2 where id = %s', :ann_hart), 'patient: changing its own appointment''s doctor refused'),
  (format('update clinic.appointments set patient_id = %s where id = %s', :bob, :ann_hart), 'patient: giving its appointment to another patient refused'),
  (format('update clinic.appointments set status = ''scheduled'' where id = %s', :ann_nair), 'patient: scheduling a canceled appointment again refused')
) as refused(statement, description);
select is(tests.rows_affected(format('update clinic.appointments set status = ''canceled'', cancel_reason = ''x'' where id = %s', :ann_hart)), 1, 'patient: cancelling its own appointment');
select throws_ok(statement, '42501', null, description) from (values
  ('delete from clinic.appointments', 'patient: delete appointments refused'),
  ('select * from clinic.login_attempts', 'patient: select login_attempts refused'),
  ('insert into clinic.login_lockouts values (''x@x.org'', now())', 'patient: insert login_lockouts refused'),
  ('update api.appointments set status = ''canceled''', 'patient: PATCH /appointments refused'),
  ('delete from api.appointments', 'patient: DELETE /appointments refused'),
  (format('insert into api.appointments (doctor_id, patient_id, date_time, reason) values (1, %s, tests.slot(2, 1, ''11:00''), ''x'')', :ann), 'patient: POST /appointments refused'),
  (format('update api.accounts set doctor_id = 1 where id = %s', :ann), 'patient: PATCH /accounts refused'),
  ('select clinic.link_doctor(''ann@test.example'', 1)', 'patient: link_doctor refused')
) as refused(statement, description);

-- clinic_user as the doctor account linked to doctor 1.
select tests.act_as(:doc);
select results_eq('select id from api.appointments order by id', format('values (%s::bigint), (%s::bigint)', :ann_hart, :bob_hart), 'doctor account: reads its doctor''s appointments, no others');
select results_eq(format('select patient_name, reason from api.appointments where id = %s', :bob_hart), $$values ('Bob', 'check-up')$$, 'doctor account: with patient name and reason');
select is(tests.rows_affected(format('update clinic.appointments set status = ''canceled'' where id = %s', :bob_hart)), 0, 'doctor account: cannot cancel a patient''s appointment');
select results_eq('select id from clinic.accounts', format('values (%s::bigint)', :doc), 'doctor account: reads only its own account');
select throws_ok(statement, '42501', null, description) from (values
  (format('insert into clinic.appointments (doctor_id, patient_id, date_time, reason) values (4, %s, tests.slot(2, 2, ''10:00''), ''x'')', :doc), 'doctor account: cannot book, not even as itself'),
  ('select password_hash from clinic.accounts', 'doctor account: the password hash is not readable'),
  ('delete from clinic.appointments', 'doctor account: delete appointments refused'),
  ('update clinic.accounts set doctor_id = 2', 'doctor account: cannot change its own doctor')
) as refused(statement, description);

-- clinic_api: what register, login, link_doctor and busy_slots need, no more.
select tests.act_as_owner();
set local role clinic_api;
select is((select count(*)::int from clinic.doctors), 5, 'clinic_api: select doctors');
select is((select count(*)::int from clinic.accounts where password_hash like '$2a$%'), 3, 'clinic_api: reads accounts with hashes (to check a password)');
select is((select count(*)::int from clinic.appointments where status = 'scheduled'), 3, 'clinic_api: reads doctor, time, duration and status of all appointments');
select is((select count(*)::int from clinic.login_attempts), 1, 'clinic_api: reads login attempts');
select throws_ok(statement, '42501', null, description) from (values
  ('update clinic.doctors set name = ''X''', 'clinic_api: update doctors refused'),
  ('insert into clinic.accounts (name, email, password_hash, doctor_id) values (''e'', ''e@x.org'', ''$2a$x'', 1)', 'clinic_api: cannot register a doctor account'),
  ('update clinic.accounts set name = ''x''', 'clinic_api: may change only doctor_id'),
  ('delete from clinic.accounts', 'clinic_api: delete accounts refused'),
  ('select reason from clinic.appointments', 'clinic_api: cannot read reasons'),
  ('select patient_id from clinic.appointments', 'clinic_api: cannot read patients'),
  (format('insert into clinic.appointments (doctor_id, patient_id, date_time, reason) values (1, %s, now(), ''x'')', :ann), 'clinic_api: insert appointments refused'),
  ('update clinic.appointments set status = ''canceled''', 'clinic_api: update appointments refused'),
  ('delete from clinic.appointments', 'clinic_api: delete appointments refused'),
  ('update clinic.login_attempts set email = ''x''', 'clinic_api: update login_attempts refused'),
  ('delete from clinic.login_lockouts', 'clinic_api: delete login_lockouts refused')
) as refused(statement, description);

-- authenticator, PostgREST's own login, reads nothing before switching role.
reset role;
set local role authenticator;
select throws_ok(statement, '42501', null, description) from (values
  ('select id from clinic.accounts', 'authenticator: select accounts refused'),
  ('select id from clinic.appointments', 'authenticator: select appointments refused'),
  ('select * from api.appointments', 'authenticator: GET /appointments refused'),
  ('select clinic.link_doctor(''ann@test.example'', 1)', 'authenticator: link_doctor refused')
) as refused(statement, description);

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

-- Only the owner links a doctor.
select tests.act_as_owner();
select is((clinic.link_doctor(' ANN@test.example ', 2) ->> 'doctor_id')::int, 2, 'owner: link_doctor links by e-mail, trimmed and case-insensitively');
select throws_ok('select clinic.link_doctor(''nobody@test.example'', 2)', 'P0002', null, 'owner: link_doctor of an unknown e-mail says so');
select throws_ok('select clinic.link_doctor(''ann@test.example'', 9)', 'P0002', null, 'owner: link_doctor of an unknown doctor says so');

select * from finish();
rollback;

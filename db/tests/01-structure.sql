-- Structure: schemas, roles, tables, constraints, indexes, row-level security switched on and
-- forced everywhere, the seeded doctors, and what the API exposes.
begin;
\ir support/helpers.sql
select plan(48);

select has_schema('clinic');
select has_schema('api');
select has_role('authenticator');
select has_role('web_anon');
select has_role('clinic_user');
select has_role('clinic_api');
select ok((select rolcanlogin from pg_roles where rolname = 'authenticator'), 'authenticator can log in');
select ok(not (select rolcanlogin from pg_roles where rolname = 'web_anon'), 'web_anon cannot log in');
select ok(not (select rolcanlogin from pg_roles where rolname = 'clinic_user'), 'clinic_user cannot log in');
select ok(not (select rolcanlogin from pg_roles where rolname = 'clinic_api'), 'clinic_api cannot log in');
select ok(pg_has_role('authenticator', 'web_anon', 'member'), 'authenticator may switch to web_anon');
select ok(pg_has_role('authenticator', 'clinic_user', 'member'), 'authenticator may switch to clinic_user');
select ok(not pg_has_role('authenticator', 'clinic_api', 'member'), 'authenticator may not switch to clinic_api');
select ok(not (select rolbypassrls or rolsuper from pg_roles where rolname = 'authenticator'), 'authenticator neither bypasses row-level security nor is superuser');

select tables_are('clinic', array['doctors', 'accounts', 'appointments', 'login_attempts', 'login_lockouts',
  'working_hours', 'time_off', 'closures', 'claim_tokens', 'audit_log', 'reminders', 'worker_heartbeats',
  'waitlist_entries', 'waitlist_offers', 'visitor_time_zones', 'visit_types', 'family_members']);
select tables_are('api', array[]::name[]);
select views_are('api', array['doctors', 'appointments', 'busy_slots', 'accounts', 'working_hours',
  'closures', 'time_off', 'audit_trail', 'reminder_deliveries', 'waitlist_entries',
  'failed_deliveries', 'visit_types', 'family_members']);
select functions_are('api', array['register', 'login', 'book_appointment', 'cancel_appointment', 'reschedule_appointment',
  'available_slots', 'find_patients', 'staff_book_appointment', 'issue_claim_link', 'claim_patient_record',
  'staff_cancel_appointment', 'staff_reschedule_appointment', 'cancel_appointments', 'add_time_off',
  'remove_time_off', 'add_closure', 'remove_closure', 'mark_attendance', 'join_waitlist',
  'leave_waitlist', 'waitlist_offer', 'accept_waitlist_offer', 'set_visitor_time_zone', 'opening_hours',
  'add_family_member', 'update_family_member', 'remove_family_member', 'set_date_of_birth',
  'set_language']);

-- Row-level security on every table, forced.
select is(
  (select array_agg(relname::text order by relname) from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'clinic' and c.relkind = 'r' and c.relrowsecurity and c.relforcerowsecurity),
  array['accounts', 'appointments', 'audit_log', 'claim_tokens', 'closures', 'doctors', 'family_members',
        'login_attempts', 'login_lockouts', 'reminders', 'time_off', 'visit_types', 'visitor_time_zones',
        'waitlist_entries',
        'waitlist_offers', 'worker_heartbeats', 'working_hours'],
  'row-level security is enabled and forced on every table');

-- The five doctors of the site, seeded.
select results_eq(
  'select id, name, specialty from api.doctors order by id',
  $$values (1, 'Dr. Amelia Hart', 'Cardiology'), (2, 'Dr. Rafael Moreno', 'Dermatology'),
           (3, 'Dr. Priya Nair', 'Neurology'), (4, 'Dr. Samuel Okafor', 'Family Medicine'),
           (5, 'Dr. Helen Fischer', 'Orthopedics')$$,
  'the five doctors are seeded');

-- Columns the API shows.
select columns_are('api', 'appointments', array['id', 'doctor_id', 'doctor_name', 'patient_id',
  'patient_name', 'patient_email', 'date_time', 'formatted_date', 'duration', 'reason', 'status',
  'created_at', 'cancel_reason', 'rescheduled_to', 'attendance', 'visit_type_id', 'visit_type_name',
  'buffer_minutes', 'family_member_id', 'family_member_name', 'intake_answers', 'patient_language']);
select columns_are('api', 'busy_slots', array['doctor_id', 'date_time', 'duration']);
select columns_are('api', 'accounts', array['id', 'name', 'email', 'role', 'doctor_id', 'created_at',
  'date_of_birth', 'language']);
select columns_are('api', 'doctors', array['id', 'name', 'specialty']);
select ok(not exists (select from information_schema.columns
                      where table_schema = 'api' and column_name ilike '%password%'),
          'no API view has a password column');

-- Constraints and indexes.
select col_is_pk('clinic', 'accounts', 'id', 'accounts: id is the primary key');
select col_is_unique('clinic', 'accounts', 'email', 'accounts: one account per e-mail');
select col_type_is('clinic', 'accounts', 'email', 'citext', 'accounts: e-mail compared case-insensitively');
select col_is_fk('clinic', 'accounts', 'doctor_id', 'accounts: doctor_id names a doctor');
select col_is_fk('clinic', 'appointments', 'doctor_id', 'appointments: doctor_id names a doctor');
select col_is_fk('clinic', 'appointments', 'patient_id', 'appointments: patient_id names an account');
select col_type_is('clinic', 'appointments', 'slot', 'tstzrange', 'appointments: slot is a time range');
select col_has_check('clinic', 'appointments', 'duration', 'appointments: duration has a check');
select col_has_check('clinic', 'appointments', 'status', 'appointments: status has a check');
select col_has_check('clinic', 'appointments', 'reason', 'appointments: reason has a check');
select is(
  (select array_agg(conname::text order by conname) from pg_constraint
   where conrelid = 'clinic.appointments'::regclass and contype = 'x'),
  array['appointments_no_doctor_overlap', 'appointments_no_patient_overlap'],
  'appointments: two exclusion constraints, per doctor and per patient');
select ok(
  (select bool_and(pg_get_constraintdef(oid) like '%WHERE ((status = ''scheduled''::text))%')
   from pg_constraint where conrelid = 'clinic.appointments'::regclass and contype = 'x'),
  'both exclusion constraints cover scheduled appointments only');
select has_index('clinic', 'appointments', 'appointments_doctor_date_time', array['doctor_id', 'date_time']);
select has_index('clinic', 'appointments', 'appointments_patient_date_time', array['patient_id', 'date_time']);
select has_index('clinic', 'login_attempts', 'login_attempts_email_time', array['email', 'attempted_at']);
select has_trigger('clinic', 'appointments', 'appointments_before_insert', 'appointments: the insert trigger checks past and clinic hours');
select has_trigger('clinic', 'appointments', 'appointments_before_update', 'appointments: the update trigger allows only cancelling');
select has_trigger('clinic', 'appointments', 'appointments_take_turns', 'appointments: concurrent writers of one doctor or patient take turns (no deadlock)');

-- Nothing is granted to PUBLIC in the two schemas.
select ok(not exists (select from information_schema.role_table_grants
                      where table_schema in ('clinic', 'api') and grantee = 'PUBLIC'),
          'no table or view privilege is granted to PUBLIC');
select ok(not exists (select from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                      where n.nspname in ('clinic', 'api')
                        and has_function_privilege('public', p.oid, 'execute')
                        and p.proacl is null),
          'no function is executable by PUBLIC by default');
select ok(not exists (select from pg_proc p join pg_namespace n on n.oid = p.pronamespace,
                      aclexplode(p.proacl) a
                      where n.nspname in ('clinic', 'api') and a.grantee = 0),
          'no function grants EXECUTE to PUBLIC');
select ok(not has_schema_privilege('clinic_user', 'api', 'create')
          and not has_schema_privilege('web_anon', 'api', 'create')
          and not has_schema_privilege('clinic_api', 'api', 'create')
          and not has_schema_privilege('clinic_api', 'clinic', 'create'),
          'no API role may create objects in clinic or api');
select is((select viewowner::text from pg_views where schemaname = 'api' and viewname = 'busy_slots'),
          'clinic_api', 'busy_slots runs with clinic_api''s rights');

select * from finish();
rollback;

-- The owner fixes data (docs/shared-mode.md#fixing-data): as the owner and as
-- clinic_maintenance, the role that bypasses row security, with row_security off (pg_dump's
-- setting, and many admin tools') and on, writes to each audited table pass the triggers and
-- reach the audit trail; and every SECURITY DEFINER function keeps its own row security.
begin;
\ir support/helpers.sql
select plan(15);

select * from tests.patients_and_doctor_account() \gset
select coalesce(max(id), 0) as audit_before from clinic.audit_log \gset

-- The fixes an operator makes, one per audited table: add a row, change it, remove it (an
-- appointment is booked and canceled instead: it can be neither changed nor removed otherwise).
-- `add` returns the row's id, which `change` and `remove` take as $1.
create table tests.fixes (target text primary key, add text, change text, remove text);
insert into tests.fixes values
  ('closures',
   $$insert into clinic.closures (first_day, last_day, name)
     values (current_date + 200, current_date + 200, 'Burst pipe') returning id$$,
   $$update clinic.closures set name = 'Flood' where id = $1$$,
   $$delete from clinic.closures where id = $1$$),
  ('working_hours',
   $$insert into clinic.working_hours (doctor_id, valid_from, weekday, start_time, end_time)
     values (1, current_date + 200, 1, '09:00', '12:00') returning id$$,
   $$update clinic.working_hours set end_time = '13:00' where id = $1$$,
   $$delete from clinic.working_hours where id = $1$$),
  ('time_off',
   $$insert into clinic.time_off (doctor_id, period, reason)
     values (1, tstzrange(tests.slot(3, 3, '09:00'), tests.slot(3, 3, '12:00')), 'Course')
     returning id$$,
   $$update clinic.time_off set reason = 'Conference' where id = $1$$,
   $$delete from clinic.time_off where id = $1$$),
  ('appointments',
   $$select tests.booking((select id from clinic.accounts where email = 'ann@test.example'), 2,
                          tests.slot(3, 2, '10:00'))$$,
   $$update clinic.appointments set status = 'canceled', cancel_reason = 'Booked by mistake'
     where id = $1$$,
   null);
grant select on tests.fixes to public;

-- Makes every fix as the current role; returns those that failed, each with its error.
create function tests.failing_fixes() returns text[]
  language plpgsql
as $$
declare
  fix tests.fixes;
  fixed bigint;
  failures text[] := '{}';
begin
  for fix in select * from tests.fixes order by target loop
    begin
      execute fix.add into fixed;
      execute fix.change using fixed;
      if fix.remove is not null then
        execute fix.remove using fixed;
      end if;
    exception when others then
      failures := failures || (fix.target || ': ' || sqlerrm);
    end;
  end loop;
  return failures;
end
$$;
grant execute on all functions in schema tests to public;

-- The owner (these tests' superuser, as `npm run db:migrate` runs as the owner), row security off.
set local row_security = off;
select is(tests.failing_fixes(), '{}', 'owner, row_security off: every fix goes through');

-- The documented path: SET ROLE clinic_maintenance, with row security off, then on.
set local role clinic_maintenance;
select is(tests.failing_fixes(), '{}', 'clinic_maintenance, row_security off: every fix goes through');
set local row_security = on;
select is(tests.failing_fixes(), '{}', 'clinic_maintenance, row_security on: every fix goes through');
select is((select count(*)::int from clinic.appointments), 3,
          'clinic_maintenance reads every row, past the policies');
select throws_ok($$insert into clinic.audit_log (actor_role, table_name, row_id, action)
                   values ('owner', 'closures', 1, 'insert')$$, '42501', null,
                 'clinic_maintenance cannot write the audit trail …');
select throws_ok('delete from clinic.audit_log', '42501', null, '… nor delete from it');
reset role;

-- Every fix is in the trail, as the owner's.
select results_eq(
  format($$select table_name, action, count(*)::int from clinic.audit_log
           where id > %s and actor_role = 'owner' and account_id is null
           group by 1, 2 order by 1, 2$$, :audit_before),
  $$values ('appointments', 'insert', 3), ('appointments', 'update', 3),
           ('closures', 'delete', 3), ('closures', 'insert', 3), ('closures', 'update', 3),
           ('time_off', 'delete', 3), ('time_off', 'insert', 3), ('time_off', 'update', 3),
           ('working_hours', 'delete', 3), ('working_hours', 'insert', 3),
           ('working_hours', 'update', 3)$$,
  'each fix wrote its audit rows, as the owner');
select is(
  (select count(*)::int from clinic.audit_log
   where id > :audit_before and table_name = 'appointments' and action = 'update'
     and new_row ->> 'cancel_reason' = 'Booked by mistake'),
  3, 'the trail keeps what was changed');

-- clinic_maintenance: bypasses row security, logs in as nobody, and only the owner may use it.
select ok((select rolbypassrls and not rolcanlogin and not rolsuper from pg_roles
           where rolname = 'clinic_maintenance'),
          'clinic_maintenance bypasses row security and cannot log in');
select ok(exists (select from pg_auth_members
                  where roleid = 'clinic_maintenance'::regrole and member = current_user::regrole),
          'the owner (the role that ran the migrations) may SET ROLE clinic_maintenance');
select is(
  (select array_agg(r order by r) from unnest(array['authenticator', 'web_anon', 'clinic_user',
     'clinic_staff', 'clinic_api', 'clinic_worker']) r
   where pg_has_role(r, 'clinic_maintenance', 'member')),
  null, 'no role PostgREST or the worker uses may switch to it');
select ok(not has_table_privilege('clinic_maintenance', 'clinic.audit_log', 'insert, update, delete, truncate'),
          'clinic_maintenance has no write privilege on the audit trail');

-- A SECURITY DEFINER function runs as its owner (clinic_api, clinic_worker), through that
-- role's policies: each sets row_security on, so the caller's setting cannot make it fail.
select is(
  (select array_agg(p.oid::regprocedure::text order by p.oid::regprocedure::text) from pg_proc p
   where p.pronamespace in ('clinic'::regnamespace, 'api'::regnamespace) and p.prosecdef
     and not coalesce('row_security=on' = any (p.proconfig), false)),
  null, 'every SECURITY DEFINER function in clinic and api sets row_security = on');

-- A role without BYPASSRLS (clinic_user, as PostgREST calls) still passes its policies whatever
-- row_security says: a patient with it off is refused, not shown everything.
select tests.act_as(:ann);
set local row_security = off;
select throws_ok('select * from api.appointments', '42501', null,
                 'a patient with row_security off is refused, never shown others'' rows');
select tests.act_as_owner();
set local row_security = on;
select is((select count(*)::int from clinic.audit_log where id > :audit_before), 33,
          'no other audit rows were written');

select * from finish();
rollback;

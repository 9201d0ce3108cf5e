-- The owner fixes data whatever row_security says (docs/shared-mode.md#fixing-data).
--
-- With row_security = off (pg_dump's setting, and many admin tools'), PostgreSQL refuses a query
-- that a policy would filter instead of filtering it. The owner's own statements pass (a
-- superuser, or a role with BYPASSRLS, has no policy applied), but the triggers they fire call
-- SECURITY DEFINER functions that run as clinic_api or clinic_worker, which have no BYPASSRLS
-- and read and write through their policies: the audit trigger's read of accounts failed with
-- 'query would be affected by row-level security policy for table "accounts"', and a new
-- appointment's slot check (doctors) likewise, so no write to appointments, working hours, time
-- off or closures went through.

-- Each SECURITY DEFINER function runs with row_security on, whatever the caller set: it goes
-- through its owner's policies as it always did. This bypasses nothing; row security stays
-- forced on every table, and a caller without BYPASSRLS is still refused when it turns it off.
-- (On a function owned by a superuser the setting changes nothing.) A later SECURITY DEFINER
-- function sets it too: db/tests/12-owner-fixes-data.sql fails otherwise.
do $$
declare
  definer regprocedure;
begin
  for definer in
    select p.oid::regprocedure from pg_proc p
    where p.pronamespace in ('clinic'::regnamespace, 'api'::regnamespace) and p.prosecdef
  loop
    execute format('alter function %s set row_security = on', definer);
  end loop;
end
$$;

-- clinic_maintenance: the role the owner fixes data as (SET ROLE clinic_maintenance). Row
-- security is forced on every table and the owner has no policy, so the owner itself sees and
-- changes nothing unless it is a superuser. The role bypasses row security and may change every
-- table but the audit trail; the triggers still apply the rules and write the trail (as
-- 'owner'). Nobody logs in as it, and only the owner is a member.
do $$
begin
  if not exists (select from pg_roles where rolname = 'clinic_maintenance') then
    create role clinic_maintenance nologin;
  end if;
  -- Only a superuser may give BYPASSRLS (from PostgreSQL 16, also a role that has it).
  begin
    alter role clinic_maintenance bypassrls;
  exception when insufficient_privilege then
    raise warning 'clinic_maintenance cannot bypass row security yet: a superuser runs ALTER ROLE clinic_maintenance BYPASSRLS once (docs/shared-mode.md#fixing-data).';
  end;
end
$$;
grant clinic_maintenance to current_user;
grant usage on schema clinic to clinic_maintenance;
grant select, insert, update, delete on all tables in schema clinic to clinic_maintenance;
revoke insert, update, delete on clinic.audit_log from clinic_maintenance;
-- It acts for the owner, and the triggers' helpers that run as the writer (the slot check, the
-- clinic's zone) need EXECUTE: every function of clinic.
grant execute on all functions in schema clinic to clinic_maintenance;

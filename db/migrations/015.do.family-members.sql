-- Family members (docs/family-members.md#in-shared-mode): the people an account books for, a
-- child or a parent it cares for, each with a name, a date of birth and a relationship. Their
-- account and staff write them; their account, staff and, for the visits they have, the visit's
-- doctor read them. An appointment may name one (family_member_id), which must belong to the
-- appointment's patient account. Every existing row is kept: appointments get a null member.

create table clinic.family_members (
  id bigint generated always as identity primary key,
  -- The account holder, who books, moves and cancels the member's visits. It never changes.
  account_id bigint not null references clinic.accounts (id),
  name text not null check (name = btrim(name) and name <> '' and char_length(name) <= 100),
  -- A clinic-calendar date; not after the clinic's today is checked on write (the trigger).
  date_of_birth date not null check (date_of_birth >= date '1900-01-01'),
  relationship text not null check (relationship in ('child', 'parent', 'partner', 'other')),
  created_at timestamptz not null default now(),
  -- Set when a member named by past visits is removed: kept for those visits, listed no more.
  removed_at timestamptz
);
create index family_members_account on clinic.family_members (account_id);
-- One entry per person: the same name (any case) and date of birth twice on one account is a
-- form sent twice, not twins.
create unique index family_members_one_per_person
  on clinic.family_members (account_id, lower(name), date_of_birth) where removed_at is null;

alter table clinic.appointments add column family_member_id bigint
  references clinic.family_members (id);
create index appointments_family_member on clinic.appointments (family_member_id)
  where family_member_id is not null;

-- The clinic's today, a date in its zone: a date of birth may not be after it.
create function clinic.clinic_today() returns date
  language sql stable
  set search_path = pg_catalog
as $$
  select (now() at time zone clinic.clinic_timezone())::date
$$;

-- Refuses removing `member` while a visit of theirs has not ended (scheduled, end after now):
-- 23503, as a row still referenced, in the visitor's words.
create function clinic.refuse_removal_with_upcoming_visits(member clinic.family_members)
  returns void
  language plpgsql stable
  set search_path = pg_catalog
as $$
begin
  if exists (select from clinic.appointments a
             where a.family_member_id = member.id and a.status = 'scheduled'
               and a.date_time + make_interval(mins => a.duration) > now()) then
    raise exception '% has upcoming visits. Cancel them first, then remove %.',
      member.name, member.name using errcode = 'foreign_key_violation';
  end if;
end
$$;

-- The rules of every write, whoever writes (the API, staff, the owner fixing data): a member
-- never moves to another account (42501); a removed member is not changed again (42501); a date
-- of birth after the clinic's today is refused (23514); removing one, by deleting the row or by
-- setting removed_at, is refused while a visit of theirs has not ended (23503). Runs with the
-- writer's rights: an account sees its own appointments, which are all that name its members.
create function clinic.family_members_before_write() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if tg_op = 'DELETE' then
    perform clinic.refuse_removal_with_upcoming_visits(old);
    return old;
  end if;
  if tg_op = 'UPDATE' then
    if new.account_id is distinct from old.account_id then
      raise exception 'A family member cannot be moved to another account.'
        using errcode = 'insufficient_privilege';
    end if;
    if old.removed_at is not null then
      raise exception 'That family member was removed and cannot be changed.'
        using errcode = 'insufficient_privilege';
    end if;
    if new.removed_at is not null then
      perform clinic.refuse_removal_with_upcoming_visits(old);
    end if;
    new.created_at := old.created_at;
  else
    new.created_at := now();
    new.removed_at := null;
  end if;
  if new.date_of_birth > clinic.clinic_today() then
    raise exception 'The date of birth cannot be in the future.' using errcode = 'check_violation';
  end if;
  return new;
end
$$;

create trigger family_members_before_write before insert or update or delete
  on clinic.family_members
  for each row execute function clinic.family_members_before_write();
create trigger family_members_audit after insert or update or delete on clinic.family_members
  for each row execute function clinic.audit_row();

-- An appointment's family member belongs to its patient account and has not been removed:
-- booking for another account's member is refused with 42501, the same answer as for a member
-- that does not exist or that the writer cannot read. Runs with the writer's rights, so an
-- account sees only its own members and staff every account's.
create function clinic.appointments_check_family_member() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if not exists (select from clinic.family_members m
                 where m.id = new.family_member_id and m.account_id = new.patient_id
                   and m.removed_at is null) then
    raise exception 'That family member is not on this account.'
      using errcode = 'insufficient_privilege';
  end if;
  return new;
end
$$;

create trigger appointments_family_member
  before insert or update of family_member_id, patient_id on clinic.appointments
  for each row when (new.family_member_id is not null)
  execute function clinic.appointments_check_family_member();

-- The HTTP API ---------------------------------------------------------------------------------

-- GET /family_members: the caller's members (staff: every account's; a doctor account: those
-- its doctor has visits of), without those removed. Writes go through the functions below.
create view api.family_members with (security_invoker = true) as
  select id, account_id, name, date_of_birth, relationship, created_at
  from clinic.family_members
  where removed_at is null;

-- A member's fields as the form checks them, refused with 22023 (22001 for a long name) in the
-- visitor's words before the table's own checks could answer with its column names.
create function clinic.check_family_member(name text, date_of_birth date, relationship text)
  returns void
  language plpgsql stable
  set search_path = pg_catalog
as $$
begin
  if coalesce(btrim(name), '') = '' then
    raise exception 'Enter the family member''s name.' using errcode = 'invalid_parameter_value';
  end if;
  perform clinic.check_length(btrim(name), 'name', 'A name');
  if date_of_birth is null then
    raise exception 'Enter a date of birth.' using errcode = 'invalid_parameter_value';
  end if;
  if date_of_birth > clinic.clinic_today() then
    raise exception 'The date of birth cannot be in the future.'
      using errcode = 'invalid_parameter_value';
  end if;
  if date_of_birth < date '1900-01-01' then
    raise exception 'Enter a date of birth from 1900 on.' using errcode = 'invalid_parameter_value';
  end if;
  if relationship is null or relationship not in ('child', 'parent', 'partner', 'other') then
    raise exception 'Choose how you are related.' using errcode = 'invalid_parameter_value';
  end if;
end
$$;

-- POST /rpc/add_family_member {name, date_of_birth, relationship} → the new member. The account
-- is the token's. Refusals: no token or a doctor account 42501; a blank name, no date of birth,
-- one in the future or before 1900, an unknown relationship 22023; a name over 100 characters
-- 22001; the same name and date of birth again 23505.
create function api.add_family_member(
  name text default null, date_of_birth date default null, relationship text default null)
  returns api.family_members
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  me bigint := clinic.current_account_id();
  created_id bigint;
  result api.family_members;
begin
  perform clinic.require_post();
  if me is null or clinic.my_doctor_id() is not null then
    raise exception 'Log in as a patient to add family members.'
      using errcode = 'insufficient_privilege';
  end if;
  perform clinic.check_family_member(name, date_of_birth, relationship);
  begin
    insert into clinic.family_members (account_id, name, date_of_birth, relationship)
      values (me, btrim(name), date_of_birth, relationship)
      returning id into created_id;
  exception when unique_violation then
    raise exception '% is already one of your family members.', btrim(name)
      using errcode = 'unique_violation';
  end;
  select * into result from api.family_members m where m.id = created_id;
  return result;
end
$$;

-- POST /rpc/update_family_member {family_member_id, name, date_of_birth, relationship} → the
-- member as now stored. The caller's own member (staff: any account's); another account's, a
-- removed or an unknown one 42501 (not told apart). Field refusals as add_family_member's.
create function api.update_family_member(
  family_member_id bigint default null, name text default null, date_of_birth date default null,
  relationship text default null)
  returns api.family_members
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  changed_id bigint;
  result api.family_members;
begin
  perform clinic.require_post();
  perform clinic.check_family_member(name, date_of_birth, relationship);
  begin
    update clinic.family_members m
      set name = btrim(update_family_member.name), date_of_birth = update_family_member.date_of_birth,
          relationship = update_family_member.relationship
      where m.id = family_member_id and m.removed_at is null
      returning m.id into changed_id;
  exception when unique_violation then
    raise exception '% is already one of your family members.', btrim(name)
      using errcode = 'unique_violation';
  end;
  if changed_id is null then
    raise exception 'That family member is not on your account.'
      using errcode = 'insufficient_privilege';
  end if;
  select * into result from api.family_members m where m.id = changed_id;
  return result;
end
$$;

-- POST /rpc/remove_family_member {family_member_id} → the member as it was. A member no visit
-- names is deleted; one that past visits name is kept for them with removed_at set. Refusals: a
-- visit of theirs has not ended 23503; not the caller's own (staff: any account's), already
-- removed or unknown 42501.
create function api.remove_family_member(family_member_id bigint default null)
  returns api.family_members
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  removed api.family_members;
  changed_id bigint;
begin
  perform clinic.require_post();
  select * into removed from api.family_members m where m.id = family_member_id;
  if found then
    if exists (select from clinic.appointments a where a.family_member_id = removed.id) then
      update clinic.family_members m set removed_at = now()
        where m.id = removed.id returning m.id into changed_id;
    else
      delete from clinic.family_members m where m.id = removed.id returning m.id into changed_id;
    end if;
  end if;
  -- Not found, or readable but not the caller's to change (a doctor account's patient's).
  if changed_id is null then
    raise exception 'That family member is not on your account.'
      using errcode = 'insufficient_privilege';
  end if;
  return removed;
end
$$;

-- Privileges and row-level security ------------------------------------------------------------

revoke all on clinic.family_members, api.family_members from public;
revoke execute on all functions in schema clinic, api from public;

-- The account's own rows, and what the functions write: never account_id after the insert.
grant select, insert (account_id, name, date_of_birth, relationship),
  update (name, date_of_birth, relationship, removed_at), delete
  on clinic.family_members to clinic_user;
-- Booking names a member (the booking functions run with the caller's rights).
grant insert (family_member_id) on clinic.appointments to clinic_user;
grant select on api.family_members to clinic_user;
grant execute on function
  api.add_family_member(text, date, text), api.update_family_member(bigint, text, date, text),
  api.remove_family_member(bigint)
  to clinic_user;
grant execute on function
  clinic.clinic_today(), clinic.check_family_member(text, date, text),
  clinic.refuse_removal_with_upcoming_visits(clinic.family_members),
  clinic.family_members_before_write(), clinic.appointments_check_family_member()
  to clinic_user;
-- The owner fixes data as clinic_maintenance (013), which reaches every table and function.
grant select, insert, update, delete on clinic.family_members to clinic_maintenance;
grant execute on all functions in schema clinic to clinic_maintenance;

alter table clinic.family_members enable row level security;
alter table clinic.family_members force row level security;
-- The account reads, adds, changes and removes its own; a doctor account adds none (it books
-- nothing), and no account writes a row of another's.
create policy family_members_own on clinic.family_members
  for all to clinic_user
  using (account_id = (select clinic.current_account_id()))
  with check (account_id = (select clinic.current_account_id())
              and (select clinic.my_doctor_id()) is null);
-- A doctor account reads the members whose visits are with its doctor, past ones too.
create policy family_members_doctor_read on clinic.family_members
  for select to clinic_user
  using (exists (select from clinic.appointments a
                 where a.family_member_id = family_members.id
                   and a.doctor_id = (select clinic.my_doctor_id())));
-- Staff read and write every account's (the front desk books for them).
create policy family_members_staff on clinic.family_members
  for all to clinic_staff
  using ((select clinic.is_staff())) with check ((select clinic.is_staff()));

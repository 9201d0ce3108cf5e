-- The clinic runs its calendar (docs/clinic-calendar.md): working hours, time
-- off and closures as data, one rule for free slots, staff accounts and their functions,
-- attendance and an append-only audit trail.

-- Staff: a token whose role claim is clinic_staff. It is a member of clinic_user, so a staff
-- member is also a patient for their own bookings; what staff may do beyond that is granted to
-- clinic_staff and checked against the account (clinic.is_staff) on every request, so taking
-- the role away works before the token expires.
do $$
begin
  if not exists (select from pg_roles where rolname = 'clinic_staff') then
    create role clinic_staff nologin;
  end if;
end
$$;
grant clinic_user to clinic_staff;
grant clinic_staff to authenticator;

-- Accounts: the staff flag, and patient records made by staff for someone who phoned. A record
-- has a name and a contact e-mail but no login e-mail and no password until the patient claims
-- it with the one-time link, so registering with that address makes a separate account and
-- never reaches the record (docs/front-desk.md#patient-records-and-claim-links).
alter table clinic.accounts add column staff boolean not null default false;
alter table clinic.accounts add column contact_email citext
  check (contact_email = btrim(contact_email) and contact_email like '%_@_%');
alter table clinic.accounts alter column email drop not null;
alter table clinic.accounts alter column password_hash drop not null;
alter table clinic.accounts add constraint accounts_login_or_record check (
  (email is not null and password_hash is not null and contact_email is null)
  or (email is null and password_hash is null and contact_email is not null and not staff
      and doctor_id is null));
create index accounts_name on clinic.accounts (lower(name) text_pattern_ops);
create index accounts_contact_email on clinic.accounts (contact_email) where contact_email is not null;

-- One-time claim links: sha-256 of the token only; one live link per record.
create table clinic.claim_tokens (
  account_id bigint primary key references clinic.accounts (id),
  token_hash bytea not null unique,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Weekly working hours per doctor. The rows of one doctor sharing a valid_from are that doctor's
-- week from that date until a later valid_from; a weekday without a row is a day off. Several
-- ranges a day make breaks. Times are the clinic's wall-clock times, on the half hour, within
-- 00:00–24:00.
create function clinic.minutes_range(start_time time, end_time time) returns int4range
  language sql immutable parallel safe
  set search_path = pg_catalog
as $$
  select int4range((extract(epoch from start_time) / 60)::integer,
                   (extract(epoch from end_time) / 60)::integer, '[)')
$$;

create table clinic.working_hours (
  id bigint generated always as identity primary key,
  doctor_id integer not null references clinic.doctors (id),
  valid_from date not null,
  -- ISO weekday: 1 = Monday … 7 = Sunday.
  weekday smallint not null check (weekday between 1 and 7),
  start_time time not null,
  end_time time not null,
  constraint working_hours_start_before_end check (start_time < end_time),
  constraint working_hours_on_the_half_hour check (
    extract(epoch from start_time)::integer % 1800 = 0
    and extract(epoch from end_time)::integer % 1800 = 0),
  constraint working_hours_no_overlap exclude using gist (
    doctor_id with =, valid_from with =, weekday with =,
    clinic.minutes_range(start_time, end_time) with &&)
);
create index working_hours_doctor_valid_from on clinic.working_hours (doctor_id, valid_from);

-- Today's hours for the five doctors: Monday–Friday 09:00–17:00, Saturday 10:00–14:00.
insert into clinic.working_hours (doctor_id, valid_from, weekday, start_time, end_time)
  select d.id, date '2000-01-01', w.weekday, w.start_time, w.end_time
  from clinic.doctors d
  cross join (values (1, time '09:00', time '17:00'), (2, '09:00', '17:00'), (3, '09:00', '17:00'),
                     (4, '09:00', '17:00'), (5, '09:00', '17:00'), (6, '10:00', '14:00'))
    as w(weekday, start_time, end_time);

-- Time off: one row per range (a three-week holiday is one row; part days are ranges too).
create table clinic.time_off (
  id bigint generated always as identity primary key,
  doctor_id integer not null references clinic.doctors (id),
  period tstzrange not null,
  reason text check (char_length(reason) <= 500),
  created_by bigint references clinic.accounts (id),
  created_at timestamptz not null default now(),
  constraint time_off_bounded check (
    not isempty(period) and not lower_inf(period) and not upper_inf(period)
    and lower_inc(period) and not upper_inc(period)),
  constraint time_off_no_overlap exclude using gist (doctor_id with =, period with &&)
);

-- Days the whole clinic is closed, first_day to last_day inclusive, with a name.
create table clinic.closures (
  id bigint generated always as identity primary key,
  first_day date not null,
  last_day date not null,
  name text not null check (btrim(name) <> '' and char_length(name) <= 100),
  created_by bigint references clinic.accounts (id),
  created_at timestamptz not null default now(),
  constraint closures_first_before_last check (first_day <= last_day),
  constraint closures_no_overlap exclude using gist (daterange(first_day, last_day, '[]') with &&)
);

-- Attendance (docs/front-desk.md#attendance): null until marked.
alter table clinic.appointments add column attendance text
  check (attendance in ('arrived', 'completed', 'no_show'));

-- The audit trail: one row per change, written only by triggers.
create table clinic.audit_log (
  id bigint generated always as identity primary key,
  changed_at timestamptz not null default clock_timestamp(),
  -- The token's account (null: the owner or a script), and what it was: staff, doctor, patient
  -- or owner.
  account_id bigint,
  actor_role text not null,
  table_name text not null,
  row_id bigint not null,
  action text not null check (action in ('insert', 'update', 'delete')),
  -- The patient the row concerns, for filtering (appointments and accounts).
  patient_id bigint,
  old_row jsonb,
  new_row jsonb
);
create index audit_log_changed_at on clinic.audit_log (changed_at);
create index audit_log_patient on clinic.audit_log (patient_id, changed_at);

-- Whether the requesting account is staff, read from the account (not the token).
create function clinic.is_staff() returns boolean
  language sql stable security definer
  set search_path = pg_catalog
as $$
  select coalesce((select staff from clinic.accounts where id = clinic.current_account_id()), false)
$$;

-- Refuses with 42501 unless the caller is staff.
create function clinic.require_staff() returns void
  language plpgsql stable
  set search_path = pg_catalog
as $$
begin
  if not clinic.is_staff() then
    raise exception 'Only the clinic''s staff can do this.' using errcode = 'insufficient_privilege';
  end if;
end
$$;

-- The rule for open slots (docs/clinic-calendar.md#free-slots): 30-minute starts of each doctor
-- (all when `doctor_ids` is null) in [from_time, to_time), stepping through the working-hour
-- ranges in force on each day in the clinic's zone, minus closure days and time off. Bookings
-- and the past are the callers' business: available_slots removes them, the insert trigger has
-- the exclusion constraints and its own check of the past. SECURITY DEFINER so that every
-- caller sees the same time off, which patients cannot read.
create function clinic.open_slots(doctor_ids integer[], from_time timestamptz, to_time timestamptz)
  returns table (doctor_id integer, date_time timestamptz)
  language sql stable security definer
  set search_path = pg_catalog
as $$
  with zone as (select clinic.clinic_timezone() as tz),
  days as (
    select g::date as day
    from zone, generate_series((from_time at time zone zone.tz)::date::timestamp,
                               (to_time at time zone zone.tz)::date::timestamp, interval '1 day') g
    where not exists (select from clinic.closures c where g::date between c.first_day and c.last_day)
  ),
  -- Each version of a doctor's week and the day the next one takes over (null: still in force).
  weeks as (
    select w.doctor_id, w.valid_from,
           lead(w.valid_from) over (partition by w.doctor_id order by w.valid_from) as valid_until
    from (select distinct h.doctor_id, h.valid_from from clinic.working_hours h
          where doctor_ids is null or h.doctor_id = any (doctor_ids)) w
  ),
  starts as (
    select h.doctor_id, s.local_start at time zone zone.tz as date_time
    from zone, days
    join weeks on days.day >= weeks.valid_from
              and (weeks.valid_until is null or days.day < weeks.valid_until)
    join clinic.working_hours h
      on h.doctor_id = weeks.doctor_id and h.valid_from = weeks.valid_from
     and h.weekday = extract(isodow from days.day)
    cross join lateral generate_series(days.day + h.start_time,
                                       days.day + h.end_time - interval '30 minutes',
                                       interval '30 minutes') s(local_start)
  )
  select st.doctor_id, st.date_time from starts st
  where st.date_time >= from_time and st.date_time < to_time
    and not exists (
      select from clinic.time_off t
      where t.doctor_id = st.doctor_id
        and t.period && tstzrange(st.date_time, st.date_time + interval '30 minutes', '[)'))
$$;

-- Refuses a start that is not an open slot of the doctor, saying why: 23514 with 'The clinic is
-- closed that day.', 'The doctor is not available at that time.' or 'That time is outside
-- clinic hours.'. An unknown doctor passes here and is refused by the foreign key.
create function clinic.check_slot_open(doctor_id integer, starts_at timestamptz) returns void
  language plpgsql stable security definer
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
begin
  if not exists (select from clinic.doctors d where d.id = doctor_id)
     or exists (select from clinic.open_slots(array[doctor_id], starts_at,
                                              starts_at + interval '1 second') s
                where s.date_time = starts_at) then
    return;
  end if;
  if exists (select from clinic.closures c
             where (starts_at at time zone clinic.clinic_timezone())::date
                   between c.first_day and c.last_day) then
    raise exception 'The clinic is closed that day.' using errcode = 'check_violation';
  end if;
  if exists (select from clinic.time_off t
             where t.doctor_id = doctor_id
               and t.period && tstzrange(starts_at, starts_at + interval '30 minutes', '[)')) then
    raise exception 'The doctor is not available at that time.' using errcode = 'check_violation';
  end if;
  raise exception 'That time is outside clinic hours.' using errcode = 'check_violation';
end
$$;

-- Kept for scripts that ask whether any doctor works at `starts_at`; now read from the data.
create or replace function clinic.is_within_clinic_hours(starts_at timestamptz) returns boolean
  language sql stable
  set search_path = pg_catalog
as $$
  select exists (select from clinic.open_slots(null, starts_at, starts_at + interval '1 second') s
                 where s.date_time = starts_at)
$$;

-- The insert trigger now checks the data-driven rule instead of fixed hours.
create or replace function clinic.appointments_before_insert() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if new.date_time <= now() then
    raise exception 'That time is in the past.' using errcode = 'check_violation';
  end if;
  perform clinic.check_slot_open(new.doctor_id, new.date_time);
  select name into new.doctor_name from clinic.doctors where id = new.doctor_id;
  select name, coalesce(email, contact_email) into new.patient_name, new.patient_email
    from clinic.accounts where id = new.patient_id;
  new.status := 'scheduled';
  new.cancel_reason := null;
  new.rescheduled_to := null;
  new.attendance := null;
  new.created_at := now();
  return new;
end
$$;

-- An appointment changes by being canceled once (not after attendance was marked), or by its
-- attendance: from its start, unmarked → arrived, completed or no_show; arrived → completed or
-- no_show; no_show → arrived or completed (late arrival); completed is final.
create or replace function clinic.appointments_before_update() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if (new.id, new.doctor_id, new.doctor_name, new.patient_id, new.patient_name,
      new.patient_email, new.date_time, new.duration, new.reason, new.created_at)
     is distinct from
     (old.id, old.doctor_id, old.doctor_name, old.patient_id, old.patient_name,
      old.patient_email, old.date_time, old.duration, old.reason, old.created_at) then
    raise exception 'An appointment can only be canceled, not changed.'
      using errcode = 'insufficient_privilege';
  end if;
  if new.attendance is distinct from old.attendance
     and (new.status, new.cancel_reason, new.rescheduled_to)
         is not distinct from (old.status, old.cancel_reason, old.rescheduled_to) then
    if old.status <> 'scheduled' then
      raise exception 'A canceled appointment has no attendance.' using errcode = 'check_violation';
    end if;
    if now() < old.date_time then
      raise exception 'Attendance can be marked once the appointment has started.'
        using errcode = 'check_violation';
    end if;
    if not (coalesce(old.attendance, '') || '>' || coalesce(new.attendance, '')) = any (array[
        '>arrived', '>completed', '>no_show', 'arrived>completed', 'arrived>no_show',
        'no_show>arrived', 'no_show>completed']) then
      raise exception 'An appointment marked % cannot be marked %.',
        coalesce(replace(old.attendance, '_', '-'), 'unmarked'),
        coalesce(replace(new.attendance, '_', '-'), 'unmarked')
        using errcode = 'check_violation';
    end if;
    return new;
  end if;
  if old.status <> 'scheduled' or new.status <> 'canceled'
     or new.attendance is distinct from old.attendance then
    raise exception 'Only a scheduled appointment can be canceled.'
      using errcode = 'insufficient_privilege';
  end if;
  if old.attendance is not null then
    raise exception 'An appointment whose attendance was marked cannot be canceled.'
      using errcode = 'insufficient_privilege';
  end if;
  return new;
end
$$;

-- The audit trail's writer, on every audited table (docs/front-desk.md#the-audit-trail).
-- Password hashes are never copied into it.
create function clinic.audit_row() returns trigger
  language plpgsql security definer
  set search_path = pg_catalog
as $$
declare
  actor bigint := clinic.current_account_id();
  actor_account clinic.accounts;
  before_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) - 'password_hash' end;
  after_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) - 'password_hash' end;
  changed jsonb := coalesce(after_row, before_row);
begin
  select * into actor_account from clinic.accounts a where a.id = actor;
  insert into clinic.audit_log (account_id, actor_role, table_name, row_id, action, patient_id,
                                old_row, new_row)
  values (
    actor,
    case when actor is null then 'owner' when actor_account.staff then 'staff'
         when actor_account.doctor_id is not null then 'doctor' else 'patient' end,
    tg_table_name, (changed ->> 'id')::bigint, lower(tg_op),
    case tg_table_name when 'appointments' then (changed ->> 'patient_id')::bigint
                       when 'accounts' then (changed ->> 'id')::bigint end,
    before_row, after_row);
  return null;
end
$$;

create trigger appointments_audit after insert or update or delete on clinic.appointments
  for each row execute function clinic.audit_row();
create trigger working_hours_audit after insert or update or delete on clinic.working_hours
  for each row execute function clinic.audit_row();
create trigger time_off_audit after insert or update or delete on clinic.time_off
  for each row execute function clinic.audit_row();
create trigger closures_audit after insert or update or delete on clinic.closures
  for each row execute function clinic.audit_row();
-- Accounts: role changes (role, staff, doctor link) and the records staff create.
create trigger accounts_role_audit after update on clinic.accounts
  for each row when ((old.role, old.staff, old.doctor_id) is distinct from
                     (new.role, new.staff, new.doctor_id))
  execute function clinic.audit_row();
create trigger accounts_record_audit after insert on clinic.accounts
  for each row when (new.password_hash is null) execute function clinic.audit_row();

-- Tokens carry role clinic_staff for staff; the user says `staff`.
create or replace function clinic.session_for(account_id bigint) returns json
  language sql stable
  set search_path = pg_catalog
as $$
  select json_build_object(
    'token', clinic.sign_jwt(json_build_object(
      'role', case when a.staff then 'clinic_staff' else 'clinic_user' end,
      'account_id', a.id,
      'email', a.email::text,
      'exp', extract(epoch from now())::bigint + 3600)),
    'user', json_build_object(
      'id', a.id, 'name', a.name, 'email', a.email::text, 'role', a.role,
      'doctor_id', a.doctor_id, 'staff', a.staff))
  from clinic.accounts a
  where a.id = session_for.account_id
$$;

-- Makes the account with `email` staff (or not, with staff = false). Only the database owner may
-- run it: `npm run db:staff -- add <email>` (docs/operations.md#database-commands).
create function clinic.make_staff(email text, staff boolean default true) returns json
  language plpgsql volatile security definer
  set search_path = pg_catalog, public
as $$
#variable_conflict use_variable
declare
  changed clinic.accounts;
begin
  update clinic.accounts a set staff = coalesce(make_staff.staff, true)
    where a.email = btrim(make_staff.email)::citext
    returning * into changed;
  if not found then
    raise exception 'There is no account with the e-mail %.', btrim(email)
      using errcode = 'no_data_found';
  end if;
  return json_build_object('id', changed.id, 'name', changed.name, 'email', changed.email::text,
                           'staff', changed.staff);
end
$$;

-- The advisory lock between bookings (shared) and new time off or closures (exclusive).
create function clinic.calendar_lock_key() returns bigint
  language sql immutable
  set search_path = pg_catalog
as $$
  select hashtextextended('clinic.calendar', 0)
$$;

-- Inserts a scheduled appointment for `patient_id` with the checks of clinic.book: blank or
-- missing fields 23514, a reason over 500 characters 22001, an unknown doctor 23503, a closed or
-- past time 23514, a taken slot 23P01. Whether the caller may book for that patient is the
-- table's insert policy (a patient only for itself, staff for anyone).
create function clinic.book_for(patient_id bigint, doctor_id integer, date_time timestamptz,
                                reason text)
  returns bigint
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  created_id bigint;
begin
  if coalesce(btrim(reason), '') = '' then
    raise exception 'A reason for the visit is required.' using errcode = 'check_violation';
  end if;
  perform clinic.check_length(btrim(reason), 'reason', 'The reason for the visit');
  if date_time is null or doctor_id is null then
    raise exception 'A doctor and a time are required.' using errcode = 'check_violation';
  end if;
  if not exists (select from clinic.doctors d where d.id = doctor_id) then
    raise exception 'There is no such doctor.' using errcode = 'foreign_key_violation';
  end if;
  -- Bookings share the calendar lock and time off or a closure takes it alone, so a booking
  -- either commits before the time off is added (and is listed as affected) or sees it: the
  -- insert below starts after the lock, with a fresh snapshot.
  perform pg_advisory_xact_lock_shared(clinic.calendar_lock_key());
  begin
    insert into clinic.appointments (doctor_id, patient_id, date_time, duration, reason)
      values (doctor_id, patient_id, date_time, 30, btrim(reason))
      returning id into created_id;
  exception when exclusion_violation then
    raise exception 'That time is no longer available.' using errcode = 'exclusion_violation';
  end;
  return created_id;
end
$$;

create or replace function clinic.book(doctor_id integer, date_time timestamptz, reason text)
  returns bigint
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  me bigint := clinic.current_account_id();
begin
  if me is null then
    raise exception 'Log in to book an appointment.' using errcode = 'insufficient_privilege';
  end if;
  if clinic.my_doctor_id() is not null then
    raise exception 'A doctor account cannot book appointments.'
      using errcode = 'insufficient_privilege';
  end if;
  return clinic.book_for(me, doctor_id, date_time, reason);
end
$$;

-- A new one-time claim link for the patient record `account_id` (replacing any earlier one):
-- the token in clear, returned once, and when it expires (7 days). Staff only.
create function clinic.issue_claim_token(account_id bigint) returns json
  language plpgsql volatile security definer
  set search_path = pg_catalog, public
as $$
#variable_conflict use_variable
declare
  token text := clinic.base64url(gen_random_bytes(32));
  expires timestamptz := now() + interval '7 days';
begin
  perform clinic.require_staff();
  if not exists (select from clinic.accounts a where a.id = account_id and a.password_hash is null) then
    raise exception 'There is no unclaimed patient record %.', account_id
      using errcode = 'no_data_found';
  end if;
  insert into clinic.claim_tokens (account_id, token_hash, expires_at)
    values (account_id, digest(token, 'sha256'), expires)
    on conflict on constraint claim_tokens_pkey
    do update set token_hash = excluded.token_hash, expires_at = excluded.expires_at, used_at = null;
  return json_build_object('claim_token', token, 'claim_expires_at', expires);
end
$$;

-- Locks a scheduled appointment for a staff change. Not staff → 42501; a missing appointment →
-- P0002 (HTTP 404); one no longer scheduled → P0002 too.
create function clinic.lock_scheduled_for_staff(appointment_id bigint) returns clinic.appointments
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  found_row clinic.appointments;
begin
  perform clinic.require_staff();
  select * into found_row from clinic.appointments a where a.id = appointment_id for update;
  if not found or found_row.status <> 'scheduled' then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'P0002', 'message', 'That appointment is not scheduled.',
                                  'details', null, 'hint', null)::text,
      detail = json_build_object('status', 404, 'headers', json_build_object())::text;
  end if;
  return found_row;
end
$$;

-- The cancellation reason staff must give: required, at most 500 characters.
create function clinic.staff_reason(reason text) returns text
  language plpgsql immutable
  set search_path = pg_catalog
as $$
begin
  if coalesce(btrim(reason), '') = '' then
    raise exception 'A reason is required.' using errcode = 'check_violation';
  end if;
  perform clinic.check_length(btrim(reason), 'cancel_reason', 'The reason');
  return btrim(reason);
end
$$;

-- Sets the attendance of an appointment for staff or for the appointment's doctor account
-- (others → 42501, as for a missing appointment); the update trigger checks the transition.
create function clinic.set_attendance(appointment_id bigint, attendance text) returns void
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  appointment_doctor integer;
begin
  select a.doctor_id into appointment_doctor from clinic.appointments a where a.id = appointment_id;
  if not found
     or not (clinic.is_staff() or coalesce(appointment_doctor = clinic.my_doctor_id(), false)) then
    raise exception 'Only the clinic''s staff or the appointment''s doctor can mark attendance.'
      using errcode = 'insufficient_privilege';
  end if;
  if attendance is null or attendance not in ('arrived', 'completed', 'no_show') then
    raise exception 'Attendance is arrived, completed or no_show.'
      using errcode = 'invalid_parameter_value';
  end if;
  update clinic.appointments a set attendance = set_attendance.attendance where a.id = appointment_id;
end
$$;

-- Whether the caller may change time off of `doctor_id`: staff, or that doctor's account.
create function clinic.require_time_off_rights(doctor_id integer) returns void
  language plpgsql stable
  set search_path = pg_catalog
as $$
begin
  if not (clinic.is_staff() or coalesce(doctor_id = clinic.my_doctor_id(), false)) then
    raise exception 'Only the clinic''s staff or the doctor can change this doctor''s time off.'
      using errcode = 'insufficient_privilege';
  end if;
end
$$;

-- Views -----------------------------------------------------------------------------------------

-- The site's Appointment shape, plus attendance (null, 'arrived', 'completed' or 'no_show').
create or replace view api.appointments with (security_invoker = true) as
  select id, doctor_id, doctor_name, patient_id, patient_name, patient_email, date_time,
         clinic.format_appointment_date(date_time) as formatted_date,
         duration, reason, status, created_at, cancel_reason, rescheduled_to, attendance
  from clinic.appointments;

create view api.working_hours with (security_invoker = true) as
  select id, doctor_id, valid_from, weekday, start_time, end_time from clinic.working_hours;

create view api.closures with (security_invoker = true) as
  select id, first_day, last_day, name from clinic.closures;

create view api.time_off with (security_invoker = true) as
  select id, doctor_id, lower(period) as starts_at, upper(period) as ends_at, reason, created_by,
         created_at
  from clinic.time_off;

create view api.audit_trail with (security_invoker = true) as
  select id, changed_at, account_id, actor_role, table_name, row_id, action, patient_id,
         old_row, new_row
  from clinic.audit_log;

-- Read-only functions (STABLE: PostgREST may run them for GET) --------------------------------

create type api.free_slot as (doctor_id integer, date_time timestamptz);

-- GET or POST /rpc/available_slots?doctor_id=&from_time=&to_time= → [{doctor_id, date_time}]:
-- the free 30-minute starts in [from_time, to_time) of one doctor (every doctor when doctor_id
-- is omitted), ordered by time then doctor: open slots (clinic.open_slots) that are in the
-- future and overlap no scheduled appointment. Anyone may ask. Refusals: a missing bound or a
-- window over 93 days 22023; an unknown doctor 23503.
create function api.available_slots(
  doctor_id integer default null, from_time timestamptz default null,
  to_time timestamptz default null)
  returns setof api.free_slot
  language plpgsql stable security definer
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
begin
  if from_time is null or to_time is null then
    raise exception 'A start and an end time are required.' using errcode = 'invalid_parameter_value';
  end if;
  if to_time - from_time > interval '93 days' then
    raise exception 'Ask for at most 93 days at a time.' using errcode = 'invalid_parameter_value';
  end if;
  if doctor_id is not null and not exists (select from clinic.doctors d where d.id = doctor_id) then
    raise exception 'There is no such doctor.' using errcode = 'foreign_key_violation';
  end if;
  return query
    select s.doctor_id, s.date_time
    from clinic.open_slots(case when doctor_id is null then null else array[doctor_id] end,
                           greatest(from_time, now()), to_time) s
    where s.date_time > now()
      and not exists (
        select from clinic.appointments a
        where a.doctor_id = s.doctor_id and a.status = 'scheduled'
          and a.date_time > s.date_time - interval '30 minutes'
          and a.date_time < s.date_time + interval '30 minutes')
    order by s.date_time, s.doctor_id;
end
$$;

-- GET or POST /rpc/find_patients?query= → up to 20 accounts and patient records whose name
-- starts with, or whose e-mail is, `query` (2–254 characters): [{id, name, email, claimed}].
-- Staff only (42501).
create function api.find_patients(query text default null)
  returns table (id bigint, name text, email text, claimed boolean)
  language plpgsql stable
  set search_path = pg_catalog, public
as $$
#variable_conflict use_column
declare
  wanted text := btrim(coalesce(find_patients.query, ''));
begin
  perform clinic.require_staff();
  if char_length(wanted) < 2 then
    raise exception 'Type at least 2 characters of a name or an e-mail.'
      using errcode = 'invalid_parameter_value';
  end if;
  perform clinic.check_length(wanted, 'email', 'A search');
  return query
    select a.id, a.name, coalesce(a.email, a.contact_email)::text, a.email is not null
    from clinic.accounts a
    where a.doctor_id is null
      and (lower(a.name) like replace(replace(replace(lower(wanted), '\', '\\'), '%', '\%'), '_', '\_') || '%'
           or a.email = wanted::citext or a.contact_email = wanted::citext)
    order by a.name, a.id
    limit 20;
end
$$;

-- Functions with side effects (POST only) -------------------------------------------------------

-- POST /rpc/staff_book_appointment → {appointment, patient, claim_token, claim_expires_at}.
-- Books for an existing account (patient_id) or, with patient_name and patient_email instead,
-- for a new patient record without a password, whose one-time claim link (7 days) comes back
-- in clear this once. The booking rules are the patients' (clinic.book_for). Refusals: not
-- staff 42501; neither or both kinds of patient 22023; an unknown patient 23503; a doctor
-- account as the patient 42501; an e-mail that already has an account or a record 23505.
create function api.staff_book_appointment(
  doctor_id integer default null, date_time timestamptz default null, reason text default null,
  patient_id bigint default null, patient_name text default null, patient_email text default null)
  returns json
  language plpgsql volatile
  set search_path = pg_catalog, public
as $$
#variable_conflict use_variable
declare
  -- Never `select *` from accounts here: staff may not read the password hash.
  patient record;
  created_id bigint;
  claim json;
begin
  perform clinic.require_post();
  perform clinic.require_staff();
  if (patient_id is null) = (coalesce(btrim(patient_name), '') = '' and coalesce(btrim(patient_email), '') = '') then
    raise exception 'Give either an existing patient or a new patient''s name and e-mail.'
      using errcode = 'invalid_parameter_value';
  end if;
  if patient_id is not null then
    select a.id, a.name, coalesce(a.email, a.contact_email)::text as email,
           a.email is not null as claimed, a.doctor_id
      into patient from clinic.accounts a where a.id = patient_id;
    if not found then
      raise exception 'There is no such patient.' using errcode = 'foreign_key_violation';
    end if;
    if patient.doctor_id is not null then
      raise exception 'A doctor account cannot have appointments.'
        using errcode = 'insufficient_privilege';
    end if;
  else
    if coalesce(btrim(patient_name), '') = '' or coalesce(btrim(patient_email), '') = '' then
      raise exception 'A new patient needs a name and an e-mail.'
        using errcode = 'invalid_parameter_value';
    end if;
    perform clinic.check_length(btrim(patient_name), 'name', 'A name');
    perform clinic.check_length(btrim(patient_email), 'email', 'An email address');
    if exists (select from clinic.accounts a
               where a.email = btrim(patient_email)::citext
                  or a.contact_email = btrim(patient_email)::citext) then
      raise exception 'A patient with this email already exists; find them by e-mail.'
        using errcode = 'unique_violation';
    end if;
    begin
      insert into clinic.accounts (name, contact_email)
        values (btrim(patient_name), btrim(patient_email))
        returning id, name, contact_email::text as email, false as claimed, doctor_id into patient;
    exception when check_violation then
      raise exception 'Please enter a valid email address.' using errcode = 'check_violation';
    end;
  end if;
  created_id := clinic.book_for(patient.id, doctor_id, date_time, reason);
  if patient_id is null then
    claim := clinic.issue_claim_token(patient.id);
  end if;
  return json_build_object(
    'appointment', (select to_json(v) from api.appointments v where v.id = created_id),
    'patient', json_build_object('id', patient.id, 'name', patient.name,
                                 'email', patient.email, 'claimed', patient.claimed),
    'claim_token', claim ->> 'claim_token',
    'claim_expires_at', claim -> 'claim_expires_at');
end
$$;

-- POST /rpc/issue_claim_link {patient_id} → {claim_token, claim_expires_at}: a new link for an
-- unclaimed record (the earlier one stops working). Staff only; no such record → P0002.
create function api.issue_claim_link(patient_id bigint default null) returns json
  language plpgsql volatile
  set search_path = pg_catalog
as $$
begin
  perform clinic.require_post();
  return clinic.issue_claim_token(patient_id);
end
$$;

-- POST /rpc/claim_patient_record {claim_token, password} → the session, as register answers.
-- The record gets its contact e-mail as login e-mail and the password; the link is spent.
-- Refusals: a blank password 22023; an unknown, used or expired link 28000 (HTTP 403); the
-- e-mail already has an account 23505.
create function api.claim_patient_record(claim_token text default null, password text default null)
  returns json
  language plpgsql volatile security definer
  set search_path = pg_catalog, public
as $$
#variable_conflict use_variable
declare
  link clinic.claim_tokens;
  claimed clinic.accounts;
begin
  perform clinic.require_post();
  if coalesce(btrim(password), '') = '' then
    raise exception 'A password is required.' using errcode = 'invalid_parameter_value';
  end if;
  select * into link from clinic.claim_tokens t
    where t.token_hash = digest(left(coalesce(claim_token, ''), 100), 'sha256')
    for update;
  if not found or link.used_at is not null or link.expires_at <= now() then
    raise exception 'This link is not valid or has expired. Ask the clinic for a new one.'
      using errcode = 'invalid_authorization_specification';
  end if;
  select * into claimed from clinic.accounts a where a.id = link.account_id for update;
  if exists (select from clinic.accounts a where a.email = claimed.contact_email) then
    raise exception 'An account with this email already exists. Log in, and ask the clinic to book for that account.'
      using errcode = 'unique_violation';
  end if;
  update clinic.accounts a
    set email = claimed.contact_email, contact_email = null,
        password_hash = crypt(password, gen_salt('bf', 10))
    where a.id = claimed.id;
  update clinic.claim_tokens t set used_at = now() where t.account_id = claimed.id;
  return clinic.session_for(claimed.id);
end
$$;

-- POST /rpc/staff_cancel_appointment {appointment_id, reason} → the canceled row. Staff only;
-- the reason is required (23514), at most 500 characters (22001).
create function api.staff_cancel_appointment(appointment_id bigint default null, reason text default null)
  returns api.appointments
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  why text;
  result api.appointments;
begin
  perform clinic.require_post();
  perform clinic.require_staff();
  why := clinic.staff_reason(reason);
  perform clinic.lock_scheduled_for_staff(appointment_id);
  update clinic.appointments a set status = 'canceled', cancel_reason = why
    where a.id = appointment_id;
  select * into result from api.appointments a where a.id = appointment_id;
  return result;
end
$$;

-- POST /rpc/staff_reschedule_appointment {appointment_id, date_time, reason} → {previous, next}:
-- as reschedule_appointment, for any patient, the old one canceled with the reason.
create function api.staff_reschedule_appointment(
  appointment_id bigint default null, date_time timestamptz default null, reason text default null)
  returns json
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  why text;
  previous clinic.appointments;
  next_id bigint;
begin
  perform clinic.require_post();
  perform clinic.require_staff();
  why := clinic.staff_reason(reason);
  previous := clinic.lock_scheduled_for_staff(appointment_id);
  next_id := clinic.book_for(previous.patient_id, previous.doctor_id, date_time,
                             left(previous.reason, clinic.text_limit('reason')));
  update clinic.appointments a
    set status = 'canceled', rescheduled_to = next_id, cancel_reason = why
    where a.id = previous.id;
  return json_build_object(
    'previous', (select to_json(v) from api.appointments v where v.id = previous.id),
    'next', (select to_json(v) from api.appointments v where v.id = next_id));
end
$$;

-- POST /rpc/cancel_appointments {appointment_ids, reason} → the canceled rows: the one step after
-- time off or a closure (at most 500 ids; staff only; reason required). Ids that are not
-- scheduled any more are skipped, so a second click changes nothing.
create function api.cancel_appointments(appointment_ids bigint[] default null, reason text default null)
  returns setof api.appointments
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  why text;
  canceled bigint[];
begin
  perform clinic.require_post();
  perform clinic.require_staff();
  why := clinic.staff_reason(reason);
  if coalesce(cardinality(appointment_ids), 0) = 0 or cardinality(appointment_ids) > 500 then
    raise exception 'Give 1 to 500 appointments.' using errcode = 'invalid_parameter_value';
  end if;
  with changed as (
    update clinic.appointments a set status = 'canceled', cancel_reason = why
      where a.id = any (appointment_ids) and a.status = 'scheduled' and a.attendance is null
      returning a.id)
  select array_agg(id) into canceled from changed;
  return query select * from api.appointments v where v.id = any (canceled) order by v.date_time;
end
$$;

-- The scheduled appointments of `doctor_id` (every doctor when null) that overlap `period`.
create function clinic.affected_appointments(doctor_id integer, period tstzrange)
  returns json
  language sql stable
  set search_path = pg_catalog
as $$
  select coalesce(json_agg(to_json(v) order by v.date_time), '[]'::json)
  from api.appointments v
  where (affected_appointments.doctor_id is null or v.doctor_id = affected_appointments.doctor_id)
    and v.status = 'scheduled'
    and tstzrange(v.date_time, v.date_time + make_interval(mins => v.duration), '[)') && period
$$;

-- POST /rpc/add_time_off {doctor_id, starts_at, ends_at, reason} → {time_off, affected}: one
-- range of any length (part days too); `affected` lists the doctor's scheduled appointments in
-- it, which stay booked until cancel_appointments. Staff, or the doctor's own account (42501
-- otherwise). Refusals: a missing bound 22023; an end not after the start, or more than 366
-- days, 22023; an overlap with the doctor's other time off 23P01; an unknown doctor 23503.
create function api.add_time_off(
  doctor_id integer default null, starts_at timestamptz default null,
  ends_at timestamptz default null, reason text default null)
  returns json
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  created clinic.time_off;
begin
  perform clinic.require_post();
  perform clinic.require_time_off_rights(doctor_id);
  if not exists (select from clinic.doctors d where d.id = doctor_id) then
    raise exception 'There is no such doctor.' using errcode = 'foreign_key_violation';
  end if;
  if starts_at is null or ends_at is null then
    raise exception 'Time off needs a start and an end.' using errcode = 'invalid_parameter_value';
  end if;
  if ends_at <= starts_at then
    raise exception 'Time off must end after it starts.' using errcode = 'invalid_parameter_value';
  end if;
  if ends_at - starts_at > interval '366 days' then
    raise exception 'Time off can be at most 366 days at a time.'
      using errcode = 'invalid_parameter_value';
  end if;
  perform clinic.check_length(btrim(reason), 'reason', 'The reason');
  perform pg_advisory_xact_lock(clinic.calendar_lock_key());
  begin
    insert into clinic.time_off (doctor_id, period, reason, created_by)
      values (doctor_id, tstzrange(starts_at, ends_at, '[)'), nullif(btrim(reason), ''),
              clinic.current_account_id())
      returning * into created;
  exception when exclusion_violation then
    raise exception 'This overlaps other time off of the doctor.' using errcode = 'exclusion_violation';
  end;
  return json_build_object(
    'time_off', (select to_json(v) from api.time_off v where v.id = created.id),
    'affected', clinic.affected_appointments(doctor_id, created.period));
end
$$;

-- POST /rpc/remove_time_off {time_off_id} → the removed row. Staff or the doctor's account;
-- a missing one (or one the caller may not see) → 42501.
create function api.remove_time_off(time_off_id bigint default null) returns json
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  removed api.time_off;
begin
  perform clinic.require_post();
  select * into removed from api.time_off v where v.id = time_off_id;
  if not found then
    raise exception 'There is no such time off.' using errcode = 'insufficient_privilege';
  end if;
  perform clinic.require_time_off_rights(removed.doctor_id);
  delete from clinic.time_off t where t.id = time_off_id;
  return to_json(removed);
end
$$;

-- POST /rpc/add_closure {first_day, last_day, name} → {closure, affected}: the whole clinic is
-- closed those days (inclusive, clinic dates); `affected` lists every scheduled appointment on
-- them. Staff only. Refusals: missing days or name, last before first, more than 366 days 22023;
-- a name over 100 characters 22001; an overlap with another closure 23P01.
create function api.add_closure(
  first_day date default null, last_day date default null, name text default null)
  returns json
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  created clinic.closures;
  zone text := clinic.clinic_timezone();
begin
  perform clinic.require_post();
  perform clinic.require_staff();
  if first_day is null or coalesce(btrim(name), '') = '' then
    raise exception 'A closure needs a first day and a name.' using errcode = 'invalid_parameter_value';
  end if;
  last_day := coalesce(last_day, first_day);
  if last_day < first_day then
    raise exception 'A closure must end on or after its first day.'
      using errcode = 'invalid_parameter_value';
  end if;
  if last_day - first_day >= 366 then
    raise exception 'A closure can be at most 366 days at a time.'
      using errcode = 'invalid_parameter_value';
  end if;
  perform clinic.check_length(btrim(name), 'name', 'A name');
  perform pg_advisory_xact_lock(clinic.calendar_lock_key());
  begin
    insert into clinic.closures (first_day, last_day, name, created_by)
      values (first_day, last_day, btrim(name), clinic.current_account_id())
      returning * into created;
  exception when exclusion_violation then
    raise exception 'This overlaps another closure.' using errcode = 'exclusion_violation';
  end;
  return json_build_object(
    'closure', (select to_json(v) from api.closures v where v.id = created.id),
    'affected', clinic.affected_appointments(null, tstzrange(
      first_day::timestamp at time zone zone, (last_day + 1)::timestamp at time zone zone, '[)')));
end
$$;

-- POST /rpc/remove_closure {closure_id} → the removed row. Staff only; a missing one → P0002.
create function api.remove_closure(closure_id bigint default null) returns json
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  removed api.closures;
begin
  perform clinic.require_post();
  perform clinic.require_staff();
  select * into removed from api.closures v where v.id = closure_id;
  if not found then
    raise exception 'There is no such closure.' using errcode = 'no_data_found';
  end if;
  delete from clinic.closures c where c.id = closure_id;
  return to_json(removed);
end
$$;

-- POST /rpc/mark_attendance {appointment_id, attendance} → the row. Staff or the appointment's
-- doctor account (42501 otherwise, and for a missing one); attendance 'arrived', 'completed'
-- or 'no_show' (22023); before the start or a transition not allowed 23514.
create function api.mark_attendance(appointment_id bigint default null, attendance text default null)
  returns api.appointments
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  result api.appointments;
begin
  perform clinic.require_post();
  perform clinic.set_attendance(appointment_id, attendance);
  select * into result from api.appointments a where a.id = appointment_id;
  return result;
end
$$;

-- Ownership, grants and row-level security -----------------------------------------------------

grant create on schema clinic, api to clinic_api;
alter function clinic.is_staff() owner to clinic_api;
alter function clinic.open_slots(integer[], timestamptz, timestamptz) owner to clinic_api;
alter function clinic.check_slot_open(integer, timestamptz) owner to clinic_api;
alter function clinic.audit_row() owner to clinic_api;
alter function clinic.make_staff(text, boolean) owner to clinic_api;
alter function clinic.issue_claim_token(bigint) owner to clinic_api;
alter function clinic.set_attendance(bigint, text) owner to clinic_api;
alter function api.available_slots(integer, timestamptz, timestamptz) owner to clinic_api;
alter function api.claim_patient_record(text, text) owner to clinic_api;
revoke create on schema clinic, api from clinic_api;

-- clinic_api: the rule for slots, the audit writer, claims, staff flags and attendance.
grant select on clinic.working_hours, clinic.closures, clinic.time_off to clinic_api;
grant select (id, attendance) on clinic.appointments to clinic_api;
grant update (attendance) on clinic.appointments to clinic_api;
grant update (staff, email, contact_email, password_hash) on clinic.accounts to clinic_api;
grant select, insert, update on clinic.claim_tokens to clinic_api;
grant insert on clinic.audit_log to clinic_api;

-- Everyone reads hours and closures; time off only staff and the doctor (policies).
grant select on clinic.working_hours, clinic.closures to web_anon, clinic_user;
grant select on clinic.time_off to clinic_user;
grant insert (doctor_id, period, reason, created_by), delete on clinic.time_off to clinic_user;
grant insert (first_day, last_day, name, created_by), delete on clinic.closures to clinic_staff;
grant select (staff, contact_email) on clinic.accounts to clinic_user;
grant insert (name, contact_email) on clinic.accounts to clinic_staff;
grant select on clinic.audit_log to clinic_staff;

grant select on api.working_hours, api.closures to web_anon, clinic_user;
grant select on api.time_off to clinic_user;
grant select on api.audit_trail to clinic_staff;

grant usage on type api.free_slot to web_anon, clinic_user;
grant execute on function api.available_slots(integer, timestamptz, timestamptz)
  to web_anon, clinic_user;
grant execute on function api.claim_patient_record(text, text) to web_anon, clinic_user;
grant execute on function
  api.add_time_off(integer, timestamptz, timestamptz, text), api.remove_time_off(bigint),
  api.mark_attendance(bigint, text)
  to clinic_user;
grant execute on function
  api.find_patients(text),
  api.staff_book_appointment(integer, timestamptz, text, bigint, text, text),
  api.issue_claim_link(bigint), api.staff_cancel_appointment(bigint, text),
  api.staff_reschedule_appointment(bigint, timestamptz, text),
  api.cancel_appointments(bigint[], text), api.add_closure(date, date, text),
  api.remove_closure(bigint)
  to clinic_staff;
grant execute on function
  clinic.is_staff(), clinic.require_staff(), clinic.open_slots(integer[], timestamptz, timestamptz),
  clinic.check_slot_open(integer, timestamptz), clinic.book_for(bigint, integer, timestamptz, text),
  clinic.set_attendance(bigint, text), clinic.require_time_off_rights(integer),
  clinic.affected_appointments(integer, tstzrange), clinic.audit_row(),
  clinic.calendar_lock_key()
  to clinic_user;
grant execute on function clinic.require_post() to clinic_staff;
grant execute on function clinic.require_staff() to clinic_api;
grant execute on function
  clinic.issue_claim_token(bigint), clinic.lock_scheduled_for_staff(bigint),
  clinic.staff_reason(text)
  to clinic_staff;
grant execute on function
  clinic.is_staff(), clinic.open_slots(integer[], timestamptz, timestamptz),
  clinic.minutes_range(time, time), clinic.audit_row(), clinic.clinic_timezone(),
  clinic.my_doctor_id(), clinic.base64url(bytea), clinic.appointment_range(timestamptz, integer)
  to clinic_api;
grant execute on function clinic.open_slots(integer[], timestamptz, timestamptz),
  clinic.clinic_timezone() to web_anon;

alter table clinic.working_hours enable row level security;
alter table clinic.working_hours force row level security;
alter table clinic.time_off enable row level security;
alter table clinic.time_off force row level security;
alter table clinic.closures enable row level security;
alter table clinic.closures force row level security;
alter table clinic.claim_tokens enable row level security;
alter table clinic.claim_tokens force row level security;
alter table clinic.audit_log enable row level security;
alter table clinic.audit_log force row level security;

create policy working_hours_read on clinic.working_hours
  for select to web_anon, clinic_user, clinic_api using (true);
create policy closures_read on clinic.closures
  for select to web_anon, clinic_user, clinic_api using (true);
create policy closures_staff_add on clinic.closures
  for insert to clinic_staff with check ((select clinic.is_staff()));
create policy closures_staff_remove on clinic.closures
  for delete to clinic_staff using ((select clinic.is_staff()));
-- Time off: staff every doctor's, a doctor account its own doctor's; patients none.
create policy time_off_read on clinic.time_off
  for select to clinic_user
  using ((select clinic.is_staff()) or doctor_id = (select clinic.my_doctor_id()));
create policy time_off_add on clinic.time_off
  for insert to clinic_user
  with check (((select clinic.is_staff()) or doctor_id = (select clinic.my_doctor_id()))
              and created_by = (select clinic.current_account_id()));
create policy time_off_remove on clinic.time_off
  for delete to clinic_user
  using ((select clinic.is_staff()) or doctor_id = (select clinic.my_doctor_id()));
create policy time_off_api_read on clinic.time_off
  for select to clinic_api using (true);
create policy claim_tokens_api on clinic.claim_tokens
  for all to clinic_api using (true) with check (true);
-- The audit trail: staff read it; only the trigger (as clinic_api) writes, and nobody updates
-- or deletes it.
create policy audit_log_staff_read on clinic.audit_log
  for select to clinic_staff using ((select clinic.is_staff()));
create policy audit_log_api_write on clinic.audit_log
  for insert to clinic_api with check (true);

-- Staff read every account (never the hash: column privileges) and create patient records.
create policy accounts_staff_read on clinic.accounts
  for select to clinic_staff using ((select clinic.is_staff()));
create policy accounts_staff_create_record on clinic.accounts
  for insert to clinic_staff
  with check ((select clinic.is_staff()) and email is null and password_hash is null
              and doctor_id is null and not staff);
-- Staff read, book for and cancel any patient's appointments.
create policy appointments_staff_read on clinic.appointments
  for select to clinic_staff using ((select clinic.is_staff()));
create policy appointments_staff_book on clinic.appointments
  for insert to clinic_staff with check ((select clinic.is_staff()));
create policy appointments_staff_cancel on clinic.appointments
  for update to clinic_staff
  using ((select clinic.is_staff())) with check ((select clinic.is_staff()));
-- Attendance, through clinic.set_attendance (which checks who asks).
create policy appointments_api_attendance on clinic.appointments
  for update to clinic_api using (true) with check (true);

-- make_staff: the database owner only.
do $$
begin
  execute format('grant execute on function clinic.make_staff(text, boolean) to %I', current_user);
end
$$;

revoke execute on all functions in schema clinic, api from public;

-- Tables of shared mode (docs/shared-mode.md#the-database). They live in the private schema
-- `clinic`; PostgREST exposes only the `api` schema (views and functions over these tables).

create schema if not exists clinic;
create schema if not exists api;

-- Functions are not executable by everyone by default here: every grant is explicit.
alter default privileges in schema clinic revoke execute on functions from public;
alter default privileges in schema api revoke execute on functions from public;

-- The clinic's IANA time zone: the database setting app.clinic_timezone, default
-- America/New_York (docs/product.md#clinic-time).
create function clinic.clinic_timezone() returns text
  language sql stable
  set search_path = pg_catalog
as $$
  select coalesce(nullif(current_setting('app.clinic_timezone', true), ''), 'America/New_York')
$$;

-- The half-open range an appointment occupies. Adding whole minutes does not depend on the
-- session's time zone, so the function is truly immutable (a generated column needs that).
create function clinic.appointment_range(starts_at timestamptz, minutes integer) returns tstzrange
  language sql immutable parallel safe
  set search_path = pg_catalog
as $$
  select tstzrange(starts_at, starts_at + make_interval(mins => minutes), '[)')
$$;

-- Whether a 30-minute slot starting at `starts_at` lies inside clinic hours in the clinic's zone:
-- Mon–Fri starts 09:00–16:30, Sat 10:00–13:30, on :00 or :30, never Sunday
-- (docs/product.md#booking).
create function clinic.is_within_clinic_hours(starts_at timestamptz) returns boolean
  language plpgsql stable
  set search_path = pg_catalog
as $$
declare
  local_time timestamp := starts_at at time zone clinic.clinic_timezone();
  day integer := extract(isodow from local_time);
  minute_of_day integer := extract(hour from local_time) * 60 + extract(minute from local_time);
begin
  if extract(second from local_time) <> 0 or minute_of_day % 30 <> 0 then
    return false;
  end if;
  if day between 1 and 5 then
    return minute_of_day between 9 * 60 and 16 * 60 + 30;
  elsif day = 6 then
    return minute_of_day between 10 * 60 and 13 * 60 + 30;
  end if;
  return false;
end
$$;

-- The text the site shows, in the clinic's zone: 'Monday, November 23, 2026 at 2:30 PM'.
create function clinic.format_appointment_date(starts_at timestamptz) returns text
  language sql stable
  set search_path = pg_catalog
as $$
  select to_char(starts_at at time zone clinic.clinic_timezone(),
                 'FMDay, FMMonth FMDD, YYYY "at" FMHH12:MI AM')
$$;

create table clinic.doctors (
  id integer primary key,
  name text not null check (btrim(name) <> ''),
  specialty text not null check (btrim(specialty) <> '')
);

-- The five doctors of lib/appointments/doctors.ts.
insert into clinic.doctors (id, name, specialty) values
  (1, 'Dr. Amelia Hart', 'Cardiology'),
  (2, 'Dr. Rafael Moreno', 'Dermatology'),
  (3, 'Dr. Priya Nair', 'Neurology'),
  (4, 'Dr. Samuel Okafor', 'Family Medicine'),
  (5, 'Dr. Helen Fischer', 'Orthopedics')
on conflict (id) do nothing;

create table clinic.accounts (
  id bigint generated always as identity primary key,
  name text not null check (btrim(name) <> ''),
  -- citext: one account per e-mail, compared case-insensitively; stored trimmed.
  email citext not null unique check (email = btrim(email) and email like '%_@_%'),
  -- bcrypt (pgcrypto crypt with gen_salt('bf')); never granted to an API role.
  password_hash text not null check (password_hash like '$2a$%'),
  -- What the visitor picked at registration; grants nothing (docs/shared-mode.md#roles-and-policies).
  role text not null default 'patient' check (role in ('patient', 'doctor')),
  -- Set only by the clinic (clinic.link_doctor): makes this a doctor account.
  doctor_id integer references clinic.doctors (id),
  created_at timestamptz not null default now()
);

create table clinic.appointments (
  id bigint generated always as identity primary key,
  doctor_id integer not null references clinic.doctors (id),
  -- Names are copied at booking, as the site's local records keep them.
  doctor_name text not null,
  patient_id bigint not null references clinic.accounts (id),
  patient_name text not null,
  patient_email text not null,
  date_time timestamptz not null,
  duration integer not null default 30 check (duration = 30),
  reason text not null check (btrim(reason) <> ''),
  status text not null default 'scheduled' check (status in ('scheduled', 'canceled')),
  created_at timestamptz not null default now(),
  cancel_reason text,
  rescheduled_to bigint references clinic.appointments (id),
  slot tstzrange generated always as (clinic.appointment_range(date_time, duration)) stored,
  constraint appointments_no_doctor_overlap
    exclude using gist (doctor_id with =, slot with &&) where (status = 'scheduled'),
  constraint appointments_no_patient_overlap
    exclude using gist (patient_id with =, slot with &&) where (status = 'scheduled'),
  constraint appointments_rescheduled_only_when_canceled
    check (rescheduled_to is null or status = 'canceled')
);

-- A doctor's schedule and a patient's list, ordered by time and paginated by PostgREST.
create index appointments_doctor_date_time on clinic.appointments (doctor_id, date_time);
create index appointments_patient_date_time on clinic.appointments (patient_id, date_time);
-- busy_slots: scheduled appointments of one doctor in a time window.
create index appointments_busy on clinic.appointments (doctor_id, date_time)
  include (duration) where (status = 'scheduled');

-- Failed logins per e-mail, for the lockout (docs/shared-mode.md#accounts-tokens-and-lockout).
create table clinic.login_attempts (
  id bigint generated always as identity primary key,
  email citext not null,
  attempted_at timestamptz not null default now()
);
create index login_attempts_email_time on clinic.login_attempts (email, attempted_at);

create table clinic.login_lockouts (
  email citext primary key,
  locked_until timestamptz not null
);

-- On insert: the slot must be in the future and inside clinic hours in the clinic's zone; the
-- names are copied from the doctor and the patient, whatever the caller sent.
create function clinic.appointments_before_insert() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if new.date_time <= now() then
    raise exception 'That time is in the past.' using errcode = 'check_violation';
  end if;
  if not clinic.is_within_clinic_hours(new.date_time) then
    raise exception 'That time is outside clinic hours.' using errcode = 'check_violation';
  end if;
  select name into new.doctor_name from clinic.doctors where id = new.doctor_id;
  select name, email into new.patient_name, new.patient_email
    from clinic.accounts where id = new.patient_id;
  new.status := 'scheduled';
  new.cancel_reason := null;
  new.rescheduled_to := null;
  new.created_at := now();
  return new;
end
$$;

create trigger appointments_before_insert before insert on clinic.appointments
  for each row execute function clinic.appointments_before_insert();

-- An appointment changes only by being canceled, once (docs/product.md#cancellation).
create function clinic.appointments_before_update() returns trigger
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
  if old.status <> 'scheduled' or new.status <> 'canceled' then
    raise exception 'Only a scheduled appointment can be canceled.'
      using errcode = 'insufficient_privilege';
  end if;
  return new;
end
$$;

create trigger appointments_before_update before update on clinic.appointments
  for each row execute function clinic.appointments_before_update();

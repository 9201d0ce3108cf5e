-- The HTTP API: the views and functions PostgREST serves from the `api` schema
-- (docs/shared-mode.md#the-http-api).

-- GET /doctors: the five doctors, for anyone.
create view api.doctors with (security_invoker = true) as
  select id, name, specialty from clinic.doctors;

-- GET /appointments: rows in the site's Appointment shape. security_invoker: the caller's
-- row-level security policies decide which rows come back.
create view api.appointments with (security_invoker = true) as
  select id, doctor_id, doctor_name, patient_id, patient_name, patient_email, date_time,
         clinic.format_appointment_date(date_time) as formatted_date,
         duration, reason, status, created_at, cancel_reason, rescheduled_to
  from clinic.appointments;

-- GET /busy_slots: which slots are taken, and nothing else about them, for anyone. It runs with
-- its owner's (clinic_api's) rights; security_barrier keeps callers' filters from seeing more.
create view api.busy_slots with (security_barrier = true) as
  select doctor_id, date_time, duration from clinic.appointments where status = 'scheduled';

-- GET /accounts: the caller's own account, without the password hash.
create view api.accounts with (security_invoker = true) as
  select id, name, email, role, doctor_id, created_at from clinic.accounts;

-- Inserts a scheduled appointment for the requesting patient; the table's constraints and
-- trigger refuse overlaps (23P01), the past, closed hours and other durations (23514).
create function clinic.book(doctor_id integer, date_time timestamptz, reason text)
  returns bigint
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  me bigint := clinic.current_account_id();
  created_id bigint;
begin
  if me is null then
    raise exception 'Log in to book an appointment.' using errcode = 'insufficient_privilege';
  end if;
  if clinic.my_doctor_id() is not null then
    raise exception 'A doctor account cannot book appointments.'
      using errcode = 'insufficient_privilege';
  end if;
  if coalesce(btrim(reason), '') = '' then
    raise exception 'A reason for the visit is required.' using errcode = 'check_violation';
  end if;
  if date_time is null or doctor_id is null then
    raise exception 'A doctor and a time are required.' using errcode = 'check_violation';
  end if;
  insert into clinic.appointments (doctor_id, patient_id, date_time, duration, reason)
    values (doctor_id, me, date_time, 30, btrim(reason))
    returning id into created_id;
  return created_id;
end
$$;

-- Locks the caller's own scheduled appointment for a change. Another account's (or a missing)
-- appointment → 42501; one's own that is no longer scheduled → code P0002 (HTTP 404).
create function clinic.lock_own_scheduled(appointment_id bigint) returns clinic.appointments
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  found_row clinic.appointments;
begin
  select * into found_row from clinic.appointments a where a.id = appointment_id for update;
  if not found or found_row.patient_id is distinct from clinic.current_account_id() then
    raise exception 'That appointment is not yours.' using errcode = 'insufficient_privilege';
  end if;
  if found_row.status <> 'scheduled' then
    -- PostgREST answers a plain P0002 with HTTP 500; this form keeps the code and says 404.
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'P0002', 'message', 'That appointment is not scheduled.',
                                  'details', null, 'hint', null)::text,
      detail = json_build_object('status', 404, 'headers', json_build_object())::text;
  end if;
  return found_row;
end
$$;

-- POST /rpc/book_appointment → the new row. A missing field is refused like a blank one (23514).
create function api.book_appointment(
  doctor_id integer default null, date_time timestamptz default null, reason text default null)
  returns api.appointments
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  created_id bigint := clinic.book(doctor_id, date_time, reason);
  result api.appointments;
begin
  select * into result from api.appointments a where a.id = created_id;
  return result;
end
$$;

-- POST /rpc/cancel_appointment → the row, now canceled with the reason (which may be null).
create function api.cancel_appointment(appointment_id bigint, reason text default null)
  returns api.appointments
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  result api.appointments;
begin
  perform clinic.lock_own_scheduled(appointment_id);
  update clinic.appointments a
    set status = 'canceled', cancel_reason = nullif(btrim(reason), '')
    where a.id = appointment_id;
  select * into result from api.appointments a where a.id = appointment_id;
  return result;
end
$$;

-- POST /rpc/reschedule_appointment → {previous, next}. One transaction: the new slot is booked
-- (same doctor and reason), then the old appointment is canceled pointing at it; any refusal
-- leaves both as they were (docs/product.md#rescheduling).
create function api.reschedule_appointment(appointment_id bigint, date_time timestamptz)
  returns json
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  previous clinic.appointments := clinic.lock_own_scheduled(appointment_id);
  next_id bigint := clinic.book(previous.doctor_id, date_time, previous.reason);
begin
  update clinic.appointments a set status = 'canceled', rescheduled_to = next_id
    where a.id = previous.id;
  return json_build_object(
    'previous', (select to_json(v) from api.appointments v where v.id = previous.id),
    'next', (select to_json(v) from api.appointments v where v.id = next_id));
end
$$;

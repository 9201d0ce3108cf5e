-- Side effects only by POST, one login check at a time per e-mail, bounded free text and
-- refusals that name no table or column (docs/shared-mode.md#post-only-functions).

-- PostgREST also answers GET (and HEAD) on /rpc/<function>, inside a read-only transaction: a
-- function that writes then fails halfway with a message that depends on how far it got. Every
-- function with a side effect calls this first, so such a request is refused before any work,
-- with one answer whatever the function and its arguments. Outside an HTTP request
-- (request.method unset: psql, migrations, the owner's scripts) nothing is refused.
create function clinic.require_post() returns void
  language plpgsql stable
  set search_path = pg_catalog
as $$
begin
  if coalesce(current_setting('request.method', true), '') not in ('', 'POST') then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'PT405', 'message', 'Use POST for this request.',
                                  'details', null, 'hint', null)::text,
      detail = json_build_object('status', 405,
                                 'headers', json_build_object('Allow', 'POST'))::text;
  end if;
end
$$;

-- The longest free text each field keeps: the booking form's reason stops at 500, a
-- cancellation reason at 200 (the database allows the same 500), names at 100; an e-mail
-- address at 254 (RFC 5321's path limit).
create function clinic.text_limit(field text) returns integer
  language sql immutable
  set search_path = pg_catalog
as $$
  select case field when 'reason' then 500 when 'cancel_reason' then 500
                    when 'name' then 100 when 'email' then 254 end
$$;

-- Refuses `value` longer than the field's limit with 22001 and a sentence naming the field as
-- the visitor knows it (`label`).
create function clinic.check_length(value text, field text, label text) returns void
  language plpgsql immutable
  set search_path = pg_catalog
as $$
begin
  if char_length(value) > clinic.text_limit(field) then
    raise exception '% can be at most % characters.', label, clinic.text_limit(field)
      using errcode = 'string_data_right_truncation';
  end if;
end
$$;

-- POST /rpc/register. As before (blank → 22023, taken e-mail → 23505, malformed e-mail →
-- 23514), plus: only POST, names and e-mails bounded, and the refusals say what is wrong in
-- the visitor's words instead of the table's (a check_violation's detail would otherwise
-- carry the failing row).
create or replace function api.register(
  name text default null, email text default null, password text default null,
  role text default 'patient')
  returns json
  language plpgsql volatile security definer
  set search_path = pg_catalog, public
as $$
#variable_conflict use_variable
declare
  new_id bigint;
  chosen_role text := coalesce(nullif(btrim(role), ''), 'patient');
begin
  perform clinic.require_post();
  if coalesce(btrim(name), '') = '' or coalesce(btrim(email), '') = ''
     or coalesce(btrim(password), '') = '' then
    raise exception 'Name, email and password are required.' using errcode = 'invalid_parameter_value';
  end if;
  if chosen_role not in ('patient', 'doctor') then
    raise exception 'Role must be patient or doctor.' using errcode = 'invalid_parameter_value';
  end if;
  perform clinic.check_length(btrim(name), 'name', 'A name');
  perform clinic.check_length(btrim(email), 'email', 'An email address');
  begin
    insert into clinic.accounts (name, email, password_hash, role)
      values (btrim(name), btrim(email), crypt(password, gen_salt('bf', 10)), chosen_role)
      returning id into new_id;
  exception
    when unique_violation then
      raise exception 'An account with this email already exists.' using errcode = 'unique_violation';
    when check_violation then
      raise exception 'Please enter a valid email address.' using errcode = 'check_violation';
  end;
  return clinic.session_for(new_id);
end
$$;

-- POST /rpc/login. A wrong password or an unknown e-mail answers HTTP 403 with code 28P01 and is
-- recorded (it returns instead of raising, so the record is committed); 10 of them for one
-- e-mail within 15 minutes lock that e-mail for 15 minutes: PT429 (HTTP 429), whatever password.
-- Logins for one e-mail run one at a time (a transaction-scoped advisory lock, released at
-- commit), so however many arrive at once, at most 10 passwords are checked before the lock.
-- A right and a wrong password cost the same bcrypt work and differ only in the success.
create or replace function api.login(email text default null, password text default null)
  returns json
  language plpgsql volatile security definer
  set search_path = pg_catalog, public
as $$
#variable_conflict use_variable
declare
  -- Longer than any stored address: still one bcrypt check, recorded under its first 254 characters.
  login_email citext := left(btrim(coalesce(email, '')), clinic.text_limit('email'));
  account clinic.accounts;
  failures integer;
begin
  perform clinic.require_post();
  perform pg_advisory_xact_lock(hashtextextended('clinic.login:' || lower(login_email::text), 0));
  if exists (select from clinic.login_lockouts l
             where l.email = login_email and l.locked_until > now()) then
    raise exception 'Too many failed login attempts. Please try again in 15 minutes.'
      using errcode = 'PT429';
  end if;
  select * into account from clinic.accounts a where a.email = login_email;
  if found and password is not null
     and account.password_hash = crypt(password, account.password_hash) then
    delete from clinic.login_attempts l where l.email = login_email;
    return clinic.session_for(account.id);
  end if;
  if not found then
    -- Spend the same bcrypt work as for a known e-mail, so timing does not tell them apart.
    perform crypt(coalesce(password, ''), gen_salt('bf', 10));
  end if;
  insert into clinic.login_attempts (email) values (login_email);
  select count(*) into failures from clinic.login_attempts l
    where l.email = login_email and l.attempted_at > now() - interval '15 minutes';
  if failures >= 10 then
    insert into clinic.login_lockouts (email, locked_until)
      values (login_email, now() + interval '15 minutes')
      on conflict on constraint login_lockouts_pkey
      do update set locked_until = excluded.locked_until;
    delete from clinic.login_attempts l where l.email = login_email;
  end if;
  perform set_config('response.status', '403', true);
  return json_build_object('code', '28P01', 'message', 'Invalid email or password.',
                           'details', null, 'hint', null);
end
$$;

-- Inserts a scheduled appointment for the requesting patient. Refusals: no token or a doctor
-- account 42501; blank or missing fields, the past, closed hours 23514; a reason over 500
-- characters 22001; an unknown doctor 23503; a taken slot or the patient's own overlap 23P01 —
-- each with the visitor's words, never a constraint's name or key.
create or replace function clinic.book(doctor_id integer, date_time timestamptz, reason text)
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
  perform clinic.check_length(btrim(reason), 'reason', 'The reason for the visit');
  if date_time is null or doctor_id is null then
    raise exception 'A doctor and a time are required.' using errcode = 'check_violation';
  end if;
  if not exists (select from clinic.doctors d where d.id = doctor_id) then
    raise exception 'There is no such doctor.' using errcode = 'foreign_key_violation';
  end if;
  begin
    insert into clinic.appointments (doctor_id, patient_id, date_time, duration, reason)
      values (doctor_id, me, date_time, 30, btrim(reason))
      returning id into created_id;
  exception when exclusion_violation then
    raise exception 'That time is no longer available.' using errcode = 'exclusion_violation';
  end;
  return created_id;
end
$$;

create or replace function api.book_appointment(
  doctor_id integer default null, date_time timestamptz default null, reason text default null)
  returns api.appointments
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  created_id bigint;
  result api.appointments;
begin
  perform clinic.require_post();
  created_id := clinic.book(doctor_id, date_time, reason);
  select * into result from api.appointments a where a.id = created_id;
  return result;
end
$$;

-- A cancellation reason over 500 characters → 22001; the cancellation itself is never blocked
-- otherwise (docs/product.md#cancellation).
create or replace function api.cancel_appointment(appointment_id bigint, reason text default null)
  returns api.appointments
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  result api.appointments;
begin
  perform clinic.require_post();
  perform clinic.check_length(btrim(reason), 'cancel_reason', 'The reason for cancelling');
  perform clinic.lock_own_scheduled(appointment_id);
  update clinic.appointments a
    set status = 'canceled', cancel_reason = nullif(btrim(reason), '')
    where a.id = appointment_id;
  select * into result from api.appointments a where a.id = appointment_id;
  return result;
end
$$;

create or replace function api.reschedule_appointment(appointment_id bigint, date_time timestamptz)
  returns json
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  previous clinic.appointments;
  next_id bigint;
begin
  perform clinic.require_post();
  previous := clinic.lock_own_scheduled(appointment_id);
  -- A reason stored before the limit existed moves with its first 500 characters.
  next_id := clinic.book(previous.doctor_id, date_time,
                         left(previous.reason, clinic.text_limit('reason')));
  update clinic.appointments a set status = 'canceled', rescheduled_to = next_id
    where a.id = previous.id;
  return json_build_object(
    'previous', (select to_json(v) from api.appointments v where v.id = previous.id),
    'next', (select to_json(v) from api.appointments v where v.id = next_id));
end
$$;

grant execute on function clinic.require_post() to web_anon, clinic_user, clinic_api;
grant execute on function clinic.text_limit(text), clinic.check_length(text, text, text)
  to clinic_user, clinic_api;
-- Per-schema default privileges cannot take back PUBLIC's global EXECUTE on new functions.
revoke execute on all functions in schema clinic, api from public;

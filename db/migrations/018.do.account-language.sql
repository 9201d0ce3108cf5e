-- An account keeps its language (docs/languages.md#the-accounts-language): 'en' or
-- 'es', set at registration from the page's language and changed by the account holder; the
-- site's e-mails, the worker's reminders and its waitlist offers go out in it.
--   - clinic.accounts.language, 'en' for every existing row and every record staff make;
--   - api.register takes it, and the session's user carries it (register, login, claim);
--   - api.set_language changes the caller's own, that column of its own row only;
--   - the account holder and staff read it where they read the account (api.accounts);
--   - clinic.claim_reminder's appointment and each offer of clinic.offer_freed_slot carry
--     patient_language, which the worker renders its e-mails in.
-- Every existing row is kept.

alter table clinic.accounts add column language text not null default 'en'
  constraint accounts_language_check check (language in ('en', 'es'));

-- The session's user carries the language, so the site e-mails in it from the first notice.
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
      'doctor_id', a.doctor_id, 'staff', a.staff, 'language', a.language))
  from clinic.accounts a
  where a.id = session_for.account_id
$$;

-- POST /rpc/register, as in 006, with the page's language: 'en' (the default) or 'es'; another
-- value 22023. The old four-argument function goes: two would make PostgREST's call ambiguous.
drop function api.register(text, text, text, text);
create function api.register(
  name text default null, email text default null, password text default null,
  role text default 'patient', language text default 'en')
  returns json
  language plpgsql volatile security definer
  set search_path = pg_catalog, public
  -- As every SECURITY DEFINER function since 013: its owner's policies, whatever the caller set.
  set row_security = on
as $$
#variable_conflict use_variable
declare
  new_id bigint;
  chosen_role text := coalesce(nullif(btrim(role), ''), 'patient');
  chosen_language text := coalesce(nullif(btrim(language), ''), 'en');
begin
  perform clinic.require_post();
  if coalesce(btrim(name), '') = '' or coalesce(btrim(email), '') = ''
     or coalesce(btrim(password), '') = '' then
    raise exception 'Name, email and password are required.' using errcode = 'invalid_parameter_value';
  end if;
  if chosen_role not in ('patient', 'doctor') then
    raise exception 'Role must be patient or doctor.' using errcode = 'invalid_parameter_value';
  end if;
  if chosen_language not in ('en', 'es') then
    raise exception 'Language must be en or es.' using errcode = 'invalid_parameter_value';
  end if;
  perform clinic.check_length(btrim(name), 'name', 'A name');
  perform clinic.check_length(btrim(email), 'email', 'An email address');
  begin
    insert into clinic.accounts (name, email, password_hash, role, language)
      values (btrim(name), btrim(email), crypt(password, gen_salt('bf', 10)), chosen_role,
              chosen_language)
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
alter function api.register(text, text, text, text, text) owner to clinic_api;

-- GET /accounts: the caller's own account (staff: every account), now with its language.
create or replace view api.accounts with (security_invoker = true) as
  select id, name, email, role, doctor_id, created_at, date_of_birth, language from clinic.accounts;

-- POST /rpc/set_language {language} → the caller's account (api.accounts). Runs with the
-- caller's rights: the grant is that column only, the policy the caller's own row. Refusals: no
-- token 42501; a language other than 'en' or 'es' 22023.
create function api.set_language(language text default null)
  returns api.accounts
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  me bigint := clinic.current_account_id();
  result api.accounts;
begin
  perform clinic.require_post();
  if me is null then
    raise exception 'Log in to choose your language.' using errcode = 'insufficient_privilege';
  end if;
  if language is null or language not in ('en', 'es') then
    raise exception 'Language must be en or es.' using errcode = 'invalid_parameter_value';
  end if;
  update clinic.accounts a set language = set_language.language where a.id = me;
  select * into result from api.accounts a where a.id = me;
  return result;
end
$$;

-- The worker's payloads carry the patient's language -----------------------------------------------

-- patient_language ('en' | 'es') beside patient_name: in the reminder's appointment, and in
-- each offer. offer_freed_slot's 016 body stays as it is, renamed, and the new function adds it.
alter function clinic.offer_freed_slot(integer, timestamptz) rename to offer_freed_slot_facts;

-- Step 1 of a send, as in 016 (its body reads its own arguments by the function's name, so it is
-- written again); a send's appointment also says the patient account's language.
create or replace function clinic.claim_reminder(appointment_id bigint, offset_minutes integer, claim uuid)
  returns json
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  reminder clinic.reminders;
  visit record;
begin
  select * into reminder from clinic.reminders r
    where r.appointment_id = appointment_id and r.offset_minutes = offset_minutes
    for update;
  if not found then
    return json_build_object('action', 'none', 'status', null);
  end if;
  if reminder.status = 'sending' then
    update clinic.reminders r
      set status = 'uncertain', claim = null, updated_at = now(),
          last_error = 'The worker stopped while handing the e-mail over; it may have arrived, so it is not sent again.'
      where r.appointment_id = appointment_id and r.offset_minutes = offset_minutes;
    return json_build_object('action', 'none', 'status', 'uncertain');
  end if;
  if reminder.status <> 'scheduled' then
    return json_build_object('action', 'none', 'status', reminder.status);
  end if;
  select a.id, a.status, a.doctor_id, a.doctor_name, a.patient_id, a.patient_name, a.patient_email,
         a.date_time, a.reason, a.duration, a.visit_type_id, a.family_member_id
    into visit from clinic.appointments a where a.id = appointment_id;
  if visit.status <> 'scheduled' then
    update clinic.reminders r set status = 'canceled', updated_at = now()
      where r.appointment_id = appointment_id and r.offset_minutes = offset_minutes;
    return json_build_object('action', 'none', 'status', 'canceled');
  end if;
  if visit.date_time <= now() then
    update clinic.reminders r
      set status = 'skipped', updated_at = now(),
          last_error = 'The visit had begun before a worker could send the reminder.'
      where r.appointment_id = appointment_id and r.offset_minutes = offset_minutes;
    return json_build_object('action', 'none', 'status', 'skipped');
  end if;
  update clinic.reminders r
    set status = 'sending', claim = claim_reminder.claim, claimed_at = now(),
        attempts = r.attempts + 1, updated_at = now()
    where r.appointment_id = appointment_id and r.offset_minutes = offset_minutes;
  return json_build_object(
    'action', 'send',
    'attempt', reminder.attempts + 1,
    'appointment', json_build_object(
      'id', visit.id,
      'doctor_name', visit.doctor_name,
      'specialty', (select d.specialty from clinic.doctors d where d.id = visit.doctor_id),
      'patient_name', visit.patient_name,
      'patient_email', visit.patient_email,
      'patient_language', coalesce((select acc.language from clinic.accounts acc
                                    where acc.id = visit.patient_id), 'en'),
      'date_time', visit.date_time,
      'formatted_date', clinic.format_appointment_date(visit.date_time),
      'reason', visit.reason,
      -- The worker reads the visitor's zone from clinic.visitor_time_zones (011).
      'visitor_time_zone', null,
      'clinic_time_zone', clinic.clinic_timezone(),
      'visit_type_name', (select v.name from clinic.visit_types v where v.id = visit.visit_type_id),
      'duration', visit.duration,
      'instructions', (select v.instructions from clinic.visit_types v where v.id = visit.visit_type_id),
      'family_member_name', (select m.name from clinic.family_members m
                             where m.id = visit.family_member_id),
      'visit_type_count', (select count(*) from clinic.visit_types)));
end
$$;

-- Step 1 of the `offer_slot` job, as clinic.offer_freed_slot_facts; each offer also says the
-- waiting patient account's language (patient_language). Offers keep their order.
create function clinic.offer_freed_slot(doctor_id integer, starts_at timestamptz) returns json
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  result json := clinic.offer_freed_slot_facts(doctor_id, starts_at);
begin
  return json_build_object(
    'offers', coalesce((
      select json_agg((o.offer::jsonb || jsonb_build_object('patient_language', acc.language))
                      order by o.n)
      from json_array_elements(result -> 'offers') with ordinality o(offer, n)
      join clinic.waitlist_offers w on w.id = (o.offer ->> 'offer_id')::bigint
      join clinic.waitlist_entries e on e.id = w.entry_id
      join clinic.accounts acc on acc.id = e.patient_id), '[]'::json),
    'reason', result ->> 'reason');
end
$$;

-- Ownership, privileges and row-level security ---------------------------------------------------

revoke execute on all functions in schema clinic, api from public;

-- The account holder reads and changes its own language: 016's accounts_own_date_of_birth lets
-- clinic_user update its own row only, and the grant is that column only. Staff read every
-- account's where they read the account (accounts_staff_read); register writes it.
grant select (language), update (language) on clinic.accounts to clinic_user;
grant insert (language) on clinic.accounts to clinic_api;
grant select on api.accounts to clinic_user;
grant execute on function api.register(text, text, text, text, text) to web_anon, clinic_user;
grant execute on function api.set_language(text) to clinic_user;

-- The worker reads the language it writes in, and calls the two functions as before.
grant select (language) on clinic.accounts to clinic_worker;
grant execute on function
  clinic.claim_reminder(bigint, integer, uuid), clinic.offer_freed_slot(integer, timestamptz),
  clinic.offer_freed_slot_facts(integer, timestamptz)
  to clinic_worker;

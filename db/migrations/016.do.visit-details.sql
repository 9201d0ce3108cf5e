-- The rest of visit types and family members in the database (docs/visit-types.md#in-shared-mode,
-- docs/family-members.md#in-shared-mode): a visit is for a person, the account holder or one of
-- the account's family members, and
--   - overlap is judged per person: a child cannot have two visits at once, while a parent can
--     book two children with two doctors at the same time; a move may overlap the visit it
--     replaces (the exclusion constraints are checked once the old one is canceled);
--   - a type's age limits are checked against the person's date of birth on the visit's clinic
--     day (the account holder's is new here: accounts.date_of_birth);
--   - a visit stores the answers to its type's intake questions, checked as the form checks them
--     and read only by the patient account, the visit's doctor and staff;
--   - available_slots leaves out the starts that overlap the calling patient's person's visits;
--   - the booking functions, the front desk and the waitlist take a type, a person and answers,
--     and the worker's reminders and offers name them.
-- Every existing row is kept: no date of birth, no answers ('{}'), the holder's visits.

-- Dates of birth ---------------------------------------------------------------------------------

-- The account holder's own date of birth, a clinic-calendar date; null until given.
alter table clinic.accounts add column date_of_birth date
  constraint accounts_date_of_birth_check check (date_of_birth >= date '1900-01-01');

-- A date of birth as the forms check it, refused with 22023 in the visitor's words: none, one
-- after the clinic's today, one before 1900 (docs/family-members.md#the-details).
create function clinic.check_date_of_birth(date_of_birth date) returns void
  language plpgsql stable
  set search_path = pg_catalog
as $$
begin
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
end
$$;

-- As in 015, its date of birth now checked by clinic.check_date_of_birth, which the holder's
-- own date of birth shares.
create or replace function clinic.check_family_member(name text, date_of_birth date, relationship text)
  returns void
  language plpgsql stable
  set search_path = pg_catalog
as $$
begin
  if coalesce(btrim(name), '') = '' then
    raise exception 'Enter the family member''s name.' using errcode = 'invalid_parameter_value';
  end if;
  perform clinic.check_length(btrim(name), 'name', 'A name');
  perform clinic.check_date_of_birth(date_of_birth);
  if relationship is null or relationship not in ('child', 'parent', 'partner', 'other') then
    raise exception 'Choose how you are related.' using errcode = 'invalid_parameter_value';
  end if;
end
$$;

-- Whoever writes it: a date of birth after the clinic's today is refused (23514), as a family
-- member's is.
create function clinic.accounts_check_date_of_birth() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if new.date_of_birth > clinic.clinic_today() then
    raise exception 'The date of birth cannot be in the future.' using errcode = 'check_violation';
  end if;
  return new;
end
$$;

create trigger accounts_date_of_birth before insert or update of date_of_birth on clinic.accounts
  for each row when (new.date_of_birth is not null)
  execute function clinic.accounts_check_date_of_birth();

-- GET /accounts: the caller's own account, now with its date of birth.
create or replace view api.accounts with (security_invoker = true) as
  select id, name, email, role, doctor_id, created_at, date_of_birth from clinic.accounts;

-- POST /rpc/set_date_of_birth {date_of_birth} → the caller's account (api.accounts). Refusals:
-- no token 42501; none, in the future or before 1900 22023 (clinic.check_date_of_birth).
create function api.set_date_of_birth(date_of_birth date default null)
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
    raise exception 'Log in to add your date of birth.' using errcode = 'insufficient_privilege';
  end if;
  perform clinic.check_date_of_birth(date_of_birth);
  update clinic.accounts a set date_of_birth = set_date_of_birth.date_of_birth where a.id = me;
  select * into result from api.accounts a where a.id = me;
  return result;
end
$$;

-- Age limits -------------------------------------------------------------------------------------

-- Whether someone born on `date_of_birth` may have a visit of `kind` on the clinic day `day`:
-- their age, whole years completed that day, at least min_age_years and under max_age_years.
-- Unknown (null) fits a type without limits only.
create function clinic.age_fits(kind clinic.visit_types, date_of_birth date, day date)
  returns boolean
  language sql immutable
  set search_path = pg_catalog
as $$
  select (kind.min_age_years is null and kind.max_age_years is null)
         or coalesce(extract(year from age(day, date_of_birth)) >= coalesce(kind.min_age_years, 0)
                     and extract(year from age(day, date_of_birth)) < coalesce(kind.max_age_years, 1000),
                     false)
$$;

-- Refuses a visit of `kind` on `day` for someone born on `date_of_birth` (null: unknown) that
-- clinic.age_fits refuses, 23514 with the type's name: '<type> is for patients under <max>.',
-- '<type> is for patients <min> and over.', '<type> is for patients aged <min> to <max - 1>.',
-- or, with no date of birth, 'Add your date of birth to book <type>.'.
create function clinic.check_age(kind clinic.visit_types, date_of_birth date, day date)
  returns void
  language plpgsql immutable
  set search_path = pg_catalog
as $$
begin
  if clinic.age_fits(kind, date_of_birth, day) then
    return;
  end if;
  if date_of_birth is null then
    raise exception 'Add your date of birth to book %.', kind.name using errcode = 'check_violation';
  end if;
  if kind.min_age_years is null then
    raise exception '% is for patients under %.', kind.name, kind.max_age_years
      using errcode = 'check_violation';
  end if;
  if kind.max_age_years is null then
    raise exception '% is for patients % and over.', kind.name, kind.min_age_years
      using errcode = 'check_violation';
  end if;
  raise exception '% is for patients aged % to %.', kind.name, kind.min_age_years,
    kind.max_age_years - 1 using errcode = 'check_violation';
end
$$;

-- Before an appointment is inserted, after its family member was found on its account
-- (appointments_family_member fires first: triggers fire by name): the type's age limits
-- against the person's date of birth on the visit's clinic day. Runs with the writer's rights,
-- so it reads only what the writer may: an account the writer cannot read is not theirs to book
-- for, and the row-level policy refuses that row next (nothing is told about its owner here).
create function clinic.appointments_check_age() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
declare
  kind clinic.visit_types;
  born date;
begin
  select * into kind from clinic.visit_types v where v.id = new.visit_type_id;
  if kind.min_age_years is null and kind.max_age_years is null then
    return new;
  end if;
  if new.family_member_id is not null then
    select m.date_of_birth into born from clinic.family_members m where m.id = new.family_member_id;
  else
    select a.date_of_birth into born from clinic.accounts a where a.id = new.patient_id;
    if not found then
      return new;
    end if;
  end if;
  perform clinic.check_age(kind, born, (new.date_time at time zone clinic.clinic_timezone())::date);
  return new;
end
$$;

create trigger appointments_person_age before insert on clinic.appointments
  for each row execute function clinic.appointments_check_age();

-- Intake answers ---------------------------------------------------------------------------------

alter table clinic.appointments add column intake_answers jsonb not null default '{}'
  constraint appointments_intake_answers_check check (jsonb_typeof(intake_answers) = 'object');

-- `answers` to the intake questions of `kind` as stored: keys are question ids; a text answer
-- trimmed (of the whitespace JavaScript's trim removes) and 1 to maxLength characters, a blank
-- one no answer (left out); a yes/no answer true or false; a choice one of the choices. Refused
-- with 23514: not an object 'Intake answers must be a JSON object.'; an unknown key 'That visit
-- type has no question “<key>”.'; a required question unanswered 'Answer “<label>”.'; a text
-- too long 'An answer can be at most <maxLength> characters.'; a wrong kind or a choice not
-- offered 'That answer does not fit “<label>”.' (docs/visit-types.md#intake-questions).
create function clinic.checked_intake_answers(kind clinic.visit_types, answers jsonb)
  returns jsonb
  language plpgsql immutable
  set search_path = pg_catalog
as $$
declare
  whitespace constant text :=
    '[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+';
  question jsonb;
  unknown text;
  answer jsonb;
  checked jsonb := '{}';
begin
  answers := coalesce(answers, '{}');
  if jsonb_typeof(answers) <> 'object' then
    raise exception 'Intake answers must be a JSON object.' using errcode = 'check_violation';
  end if;
  select k into unknown from jsonb_object_keys(answers) k
    where not exists (select from jsonb_array_elements(kind.questions) q where q ->> 'id' = k)
    order by k limit 1;
  if unknown is not null then
    raise exception 'That visit type has no question “%”.',
      case when char_length(unknown) > 50 then left(unknown, 50) || '…' else unknown end
      using errcode = 'check_violation';
  end if;
  for question in select q from jsonb_array_elements(kind.questions) q loop
    answer := answers -> (question ->> 'id');
    if question ->> 'kind' = 'text' and jsonb_typeof(answer) = 'string' then
      answer := to_jsonb(regexp_replace(answer #>> '{}',
                                        '^' || whitespace || '|' || whitespace || '$', '', 'g'));
      if answer #>> '{}' = '' then
        answer := null;
      end if;
    end if;
    if answer is null then
      if (question ->> 'required')::boolean then
        raise exception 'Answer “%”.', question ->> 'label' using errcode = 'check_violation';
      end if;
      continue;
    end if;
    if jsonb_typeof(answer) <> (case question ->> 'kind' when 'yes-no' then 'boolean' else 'string' end)
       or (question ->> 'kind' = 'choice' and not (question -> 'choices') ? (answer #>> '{}')) then
      raise exception 'That answer does not fit “%”.', question ->> 'label'
        using errcode = 'check_violation';
    end if;
    if question ->> 'kind' = 'text'
       and char_length(answer #>> '{}') > (question ->> 'maxLength')::integer then
      raise exception 'An answer can be at most % characters.', question ->> 'maxLength'
        using errcode = 'check_violation';
    end if;
    checked := checked || jsonb_build_object(question ->> 'id', answer);
  end loop;
  return checked;
end
$$;

-- The insert trigger of 014, now also checking the answers against the type's questions. A
-- reschedule carries the answers of the visit it replaces as they were (the setting
-- clinic.rescheduling names that visit, set by clinic.reschedule only): the clinic may have
-- changed the questions since, and a move must not ask them again.
create or replace function clinic.appointments_before_insert() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
declare
  kind clinic.visit_types;
  replaced bigint := nullif(current_setting('clinic.rescheduling', true), '')::bigint;
begin
  if new.date_time <= now() then
    raise exception 'That time is in the past.' using errcode = 'check_violation';
  end if;
  select * into kind from clinic.visit_types v where v.id = new.visit_type_id;
  if not found then
    raise exception 'There is no such visit type.' using errcode = 'foreign_key_violation';
  end if;
  if new.duration is distinct from kind.duration_minutes then
    raise exception '% lasts % minutes.', kind.name, kind.duration_minutes
      using errcode = 'check_violation';
  end if;
  new.buffer_minutes := kind.buffer_minutes;
  perform clinic.check_start_free(new.visit_type_id, new.doctor_id, new.date_time);
  if replaced is null or not exists (
      select from clinic.appointments a
      where a.id = replaced and a.patient_id = new.patient_id
        and a.family_member_id is not distinct from new.family_member_id
        and a.visit_type_id = new.visit_type_id and a.intake_answers = new.intake_answers) then
    new.intake_answers := clinic.checked_intake_answers(kind, new.intake_answers);
  end if;
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

-- An appointment's type, buffer, person and answers never change, like its time and doctor.
create or replace function clinic.appointments_keep_visit_type() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if (new.visit_type_id, new.buffer_minutes, new.family_member_id, new.intake_answers)
     is distinct from (old.visit_type_id, old.buffer_minutes, old.family_member_id, old.intake_answers) then
    raise exception 'An appointment can only be canceled, not changed.'
      using errcode = 'insufficient_privilege';
  end if;
  return new;
end
$$;

-- Overlap per person -----------------------------------------------------------------------------

-- A person is the account holder (no family member) or one family member of the account: two
-- visits of one person may not overlap, two people of one account may. Both constraints are
-- deferrable (checked at the end of each statement unless a reschedule defers them), so that a
-- move is checked once the visit it replaces is canceled and never collides with itself.
alter table clinic.appointments drop constraint appointments_no_patient_overlap;
alter table clinic.appointments add constraint appointments_no_patient_overlap
  exclude using gist (patient_id with =, (coalesce(family_member_id, 0)) with =, slot with &&)
  where (status = 'scheduled') deferrable initially immediate;
alter table clinic.appointments drop constraint appointments_no_doctor_overlap;
alter table clinic.appointments add constraint appointments_no_doctor_overlap
  exclude using gist (doctor_id with =, slot_with_buffer with &&)
  where (status = 'scheduled') deferrable initially immediate;

-- Refuses an overlap that `violated` (a constraint's name) reported, 23P01, in the visitor's
-- words: '<name> already has a visit at that time.' for a family member's own visits, else 'That
-- time is no longer available.' (the doctor taken, or the holder's own visit, as before).
create function clinic.refuse_overlap(violated text, family_member_id bigint) returns void
  language plpgsql stable
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
begin
  if violated = 'appointments_no_patient_overlap' and family_member_id is not null then
    raise exception '% already has a visit at that time.',
      (select m.name from clinic.family_members m where m.id = family_member_id)
      using errcode = 'exclusion_violation';
  end if;
  raise exception 'That time is no longer available.' using errcode = 'exclusion_violation';
end
$$;

-- Booking functions ------------------------------------------------------------------------------

drop function clinic.book(integer, timestamptz, text, text);
drop function clinic.book_for(bigint, integer, timestamptz, text, text);

-- Inserts a scheduled appointment of `visit_type_id` for `patient_id`'s person (the holder, or
-- `family_member_id` of that account) with `intake_answers`: blank or missing fields 23514, a
-- reason over 500 characters 22001, an unknown doctor or visit type 23503, a start the rule
-- refuses, an age outside the type's limits or answers that do not fit 23514, an overlap 23P01
-- (clinic.refuse_overlap). Whether the caller may book for that person is the table's insert
-- policy and the family member trigger (42501).
create function clinic.book_for(patient_id bigint, doctor_id integer, date_time timestamptz,
                                reason text, visit_type_id text default 'consultation',
                                family_member_id bigint default null,
                                intake_answers jsonb default '{}')
  returns bigint
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  kind clinic.visit_types;
  created_id bigint;
  violated text;
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
  select * into kind from clinic.visit_types v where v.id = coalesce(visit_type_id, 'consultation');
  if not found then
    raise exception 'There is no such visit type.' using errcode = 'foreign_key_violation';
  end if;
  -- Bookings share the calendar lock and time off or a closure takes it alone, so a booking
  -- either commits before the time off is added (and is listed as affected) or sees it.
  perform pg_advisory_xact_lock_shared(clinic.calendar_lock_key());
  begin
    insert into clinic.appointments (doctor_id, patient_id, family_member_id, date_time,
                                     visit_type_id, duration, reason, intake_answers)
      values (doctor_id, patient_id, family_member_id, date_time, kind.id, kind.duration_minutes,
              btrim(reason), coalesce(intake_answers, '{}'))
      returning id into created_id;
  exception when exclusion_violation then
    get stacked diagnostics violated = constraint_name;
    perform clinic.refuse_overlap(violated, family_member_id);
  end;
  return created_id;
end
$$;

create function clinic.book(doctor_id integer, date_time timestamptz, reason text,
                            visit_type_id text default 'consultation',
                            family_member_id bigint default null,
                            intake_answers jsonb default '{}')
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
  return clinic.book_for(me, doctor_id, date_time, reason, visit_type_id, family_member_id,
                         intake_answers);
end
$$;

-- Books `previous`'s visit (its patient, person, type and answers) with `doctor_id` at
-- `date_time` for `reason`, and cancels `previous` with `cancel_reason`, pointing at the new one
-- (docs/product.md#rescheduling); returns the new id. The overlap constraints wait until
-- `previous` is canceled, so a visit moved by less than its length does not collide with itself.
-- Refusals as clinic.book_for's.
create function clinic.reschedule(previous clinic.appointments, doctor_id integer,
                                  date_time timestamptz, reason text,
                                  cancel_reason text default null)
  returns bigint
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  next_id bigint;
  violated text;
begin
  set constraints clinic.appointments_no_doctor_overlap, clinic.appointments_no_patient_overlap deferred;
  perform set_config('clinic.rescheduling', previous.id::text, true);
  next_id := clinic.book_for(previous.patient_id, doctor_id, date_time, reason,
                             previous.visit_type_id, previous.family_member_id,
                             previous.intake_answers);
  perform set_config('clinic.rescheduling', '', true);
  update clinic.appointments a
    set status = 'canceled', rescheduled_to = next_id, cancel_reason = reschedule.cancel_reason
    where a.id = previous.id;
  begin
    set constraints clinic.appointments_no_doctor_overlap, clinic.appointments_no_patient_overlap immediate;
  exception when exclusion_violation then
    get stacked diagnostics violated = constraint_name;
    perform clinic.refuse_overlap(violated, previous.family_member_id);
  end;
  return next_id;
end
$$;

-- POST /rpc/book_appointment {doctor_id, date_time, reason, visit_type_id?, family_member_id?,
-- intake_answers?} → the new row: a visit of the type ('consultation' when not given) for the
-- token's account holder, or for one of its family members, with the answers to the type's
-- questions. Refusals as clinic.book_for's; another account's family member 42501.
drop function api.book_appointment(integer, timestamptz, text, text);
create function api.book_appointment(
  doctor_id integer default null, date_time timestamptz default null, reason text default null,
  visit_type_id text default 'consultation', family_member_id bigint default null,
  intake_answers jsonb default '{}')
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
  created_id := clinic.book(doctor_id, date_time, reason, visit_type_id, family_member_id,
                            intake_answers);
  select * into result from api.appointments a where a.id = created_id;
  return result;
end
$$;

-- Reschedules keep the visit's type, person and answers, and may overlap the old time.
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
  next_id := clinic.reschedule(previous, previous.doctor_id, date_time,
                               left(previous.reason, clinic.text_limit('reason')));
  return json_build_object(
    'previous', (select to_json(v) from api.appointments v where v.id = previous.id),
    'next', (select to_json(v) from api.appointments v where v.id = next_id));
end
$$;

create or replace function api.staff_reschedule_appointment(
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
  next_id := clinic.reschedule(previous, previous.doctor_id, date_time,
                               left(previous.reason, clinic.text_limit('reason')), why);
  return json_build_object(
    'previous', (select to_json(v) from api.appointments v where v.id = previous.id),
    'next', (select to_json(v) from api.appointments v where v.id = next_id));
end
$$;

-- POST /rpc/staff_book_appointment → {appointment, patient, claim_token, claim_expires_at}, as
-- in 007, now for a visit type ('consultation' when not given), optionally for a family member
-- of the existing patient account, with the answers to the type's questions. Refusals as
-- before and as clinic.book_for's; a family member of another account (or of a new record)
-- 42501.
drop function api.staff_book_appointment(integer, timestamptz, text, bigint, text, text);
create function api.staff_book_appointment(
  doctor_id integer default null, date_time timestamptz default null, reason text default null,
  patient_id bigint default null, patient_name text default null, patient_email text default null,
  visit_type_id text default 'consultation', family_member_id bigint default null,
  intake_answers jsonb default '{}')
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
  created_id := clinic.book_for(patient.id, doctor_id, date_time, reason, visit_type_id,
                                family_member_id, intake_answers);
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

-- Free starts for a person -----------------------------------------------------------------------

-- GET or POST /rpc/available_slots?doctor_id=&from_time=&to_time=&visit_type_id=&family_member_id=
-- → [{doctor_id, date_time}]: clinic.free_starts of the visit type (default 'consultation') in
-- [from_time, to_time) of one doctor (every doctor offering it when doctor_id is omitted), by
-- time then doctor, less the starts whose visit would overlap a scheduled visit of the person
-- it is for: for a logged-in patient, the holder (or `family_member_id`, one of the account's);
-- for staff, `family_member_id`'s (any account's), else nobody's; for a doctor account or no
-- token, nobody's. Anyone may ask; it runs with the caller's rights, which read only the
-- caller's own visits and family members (the rule itself, clinic.free_starts, reads every
-- doctor's held time as clinic_api). Refusals: a missing bound or a window over 93 days 22023;
-- an unknown doctor or visit type 23503; a family member the caller may not book for 42501.
drop function api.available_slots(integer, timestamptz, timestamptz, text);
create function api.available_slots(
  doctor_id integer default null, from_time timestamptz default null,
  to_time timestamptz default null, visit_type_id text default 'consultation',
  family_member_id bigint default null)
  returns setof api.free_slot
  language plpgsql stable
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  me bigint := clinic.current_account_id();
  kind clinic.visit_types;
  person_account bigint;
  own_visits tstzmultirange;
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
  select * into kind from clinic.visit_types v where v.id = coalesce(visit_type_id, 'consultation');
  if not found then
    raise exception 'There is no such visit type.' using errcode = 'foreign_key_violation';
  end if;
  -- Nested, not joined with `and`: an expression may call each of its functions, and no token
  -- may call is_staff or my_doctor_id.
  if family_member_id is not null then
    if me is not null then
      select m.account_id into person_account from clinic.family_members m
        where m.id = family_member_id and m.removed_at is null;
      if person_account <> me and not clinic.is_staff() then
        person_account := null;
      end if;
    end if;
    if person_account is null then
      raise exception 'That family member is not on this account.'
        using errcode = 'insufficient_privilege';
    end if;
  elsif me is not null then
    if clinic.my_doctor_id() is null and not clinic.is_staff() then
      person_account := me;
    end if;
  end if;
  if person_account is not null then
    -- A visit lasts at most 240 minutes, so one starting earlier cannot reach the window.
    select range_agg(a.slot) into own_visits from clinic.appointments a
      where a.patient_id = person_account
        and a.family_member_id is not distinct from family_member_id
        and a.status = 'scheduled'
        and a.date_time > from_time - interval '240 minutes'
        and a.date_time < to_time + make_interval(mins => kind.duration_minutes);
  end if;
  return query
    select s.doctor_id, s.date_time
    from clinic.free_starts(kind.id, case when doctor_id is null then null else array[doctor_id] end,
                            from_time, to_time) s
    where not coalesce(own_visits && clinic.appointment_range(s.date_time, kind.duration_minutes), false)
    order by s.date_time, s.doctor_id;
end
$$;

-- Views ------------------------------------------------------------------------------------------

-- Appointments say their type's name, buffer, the person they are for (family_member_name null:
-- the account holder, patient_name) and the intake answers. The caller's policies decide the
-- rows: the patient account, the visit's doctor and staff, who alone read the answers. Names
-- come from subqueries, not joins, so that the view stays one table's: a write to it is then
-- refused for want of the privilege (42501), as before, not as a view that cannot be written.
create or replace view api.appointments with (security_invoker = true) as
  select a.id, a.doctor_id, a.doctor_name, a.patient_id, a.patient_name, a.patient_email,
         a.date_time, clinic.format_appointment_date(a.date_time) as formatted_date,
         a.duration, a.reason, a.status, a.created_at, a.cancel_reason, a.rescheduled_to,
         a.attendance, a.visit_type_id,
         (select v.name from clinic.visit_types v where v.id = a.visit_type_id) as visit_type_name,
         a.buffer_minutes, a.family_member_id,
         (select m.name from clinic.family_members m where m.id = a.family_member_id)
           as family_member_name,
         a.intake_answers
  from clinic.appointments a;

-- The waitlist by type and person ----------------------------------------------------------------

-- An entry waits for a visit of one type for one person, with the answers the booking will carry.
alter table clinic.waitlist_entries
  add column visit_type_id text not null default 'consultation' references clinic.visit_types (id),
  add column family_member_id bigint references clinic.family_members (id),
  add column intake_answers jsonb not null default '{}'
    constraint waitlist_entries_intake_answers_check check (jsonb_typeof(intake_answers) = 'object');
-- One waiting entry per person and doctor (or specialty).
drop index clinic.waitlist_entries_one_waiting;
create unique index waitlist_entries_one_waiting
  on clinic.waitlist_entries (patient_id, coalesce(family_member_id, 0), coalesce(doctor_id, 0),
                              coalesce(specialty, ''))
  where status = 'waiting';
-- An entry's family member belongs to its patient account, as an appointment's (the same
-- trigger function: both tables name the account patient_id and the member family_member_id).
create trigger waitlist_entries_family_member
  before insert or update of family_member_id, patient_id on clinic.waitlist_entries
  for each row when (new.family_member_id is not null)
  execute function clinic.appointments_check_family_member();

-- Whether a visit of `visit_type_id` may start at `starts_at` with `doctor_id` now
-- (clinic.free_starts: the waitlist offers what a booking would accept).
drop function clinic.slot_is_free(integer, timestamptz);
create function clinic.slot_is_free(doctor_id integer, starts_at timestamptz,
                                    visit_type_id text default 'consultation')
  returns boolean
  language sql stable
  set search_path = pg_catalog
as $$
  select exists (select from clinic.free_starts(visit_type_id, array[doctor_id], starts_at,
                                                starts_at + interval '1 second') s
                 where s.date_time = starts_at)
$$;

-- The visit types a visit of which may start at `starts_at` with `doctor_id` now.
create function clinic.free_visit_types(doctor_id integer, starts_at timestamptz)
  returns setof clinic.visit_types
  language sql stable
  set search_path = pg_catalog
as $$
  select v.* from clinic.visit_types v where clinic.slot_is_free(doctor_id, starts_at, v.id)
$$;

-- The waiting entries a start of `doctor_id` at `starts_at` would suit, in join order: the
-- doctor's or its specialty's, unexpired, whose type may start there (clinic.free_starts), whose
-- days, weekdays and time window hold the whole visit of that type, whose person is of an age
-- the type is for that day and has nothing booked that the visit would overlap, that were not
-- offered this start before, and, for an entry moving a later appointment, only while that one
-- is still later. PL/pgSQL so that the start's day, weekday and time are worked out once, as
-- parameters the indexes can use (npm run bench:worker).
create or replace function clinic.waitlist_matches(doctor_id integer, starts_at timestamptz)
  returns setof clinic.waitlist_entries
  language plpgsql stable
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  local_start timestamp := starts_at at time zone clinic.clinic_timezone();
  slot_day date := local_start::date;
  slot_weekday smallint := extract(isodow from local_start);
  slot_minute interval := local_start::time - time '00:00';
  doctor_specialty text := (select d.specialty from clinic.doctors d where d.id = doctor_id);
begin
  return query
    -- Each branch reads its own index (entries name a doctor or a specialty, never both).
    with candidates as (
      select * from clinic.waitlist_entries c
      where c.status = 'waiting' and c.doctor_id = doctor_id
        and daterange(c.first_day, c.last_day, '[]') @> slot_day
      union all
      select * from clinic.waitlist_entries c
      where c.status = 'waiting' and c.specialty = doctor_specialty
        and daterange(c.first_day, c.last_day, '[]') @> slot_day
    ),
    -- Each type once, whatever the number of entries waiting for it.
    kinds as (
      select v, make_interval(mins => v.duration_minutes) as length
      from clinic.free_visit_types(doctor_id, starts_at) v
      where v.id in (select c.visit_type_id from candidates c)
    )
    select e.* from candidates e
    join kinds k on (k.v).id = e.visit_type_id
    where e.expires_at > now()
      and (e.weekdays is null or slot_weekday = any (e.weekdays))
      and (e.time_from is null
           or (slot_minute >= e.time_from - time '00:00'
               and slot_minute + k.length <= e.time_to - time '00:00'))
      and clinic.age_fits(k.v, coalesce(
            (select m.date_of_birth from clinic.family_members m where m.id = e.family_member_id),
            (select acc.date_of_birth from clinic.accounts acc
             where acc.id = e.patient_id and e.family_member_id is null)), slot_day)
      -- A person's visit overlapping this one starts less than 240 minutes (the longest
      -- visit) before it and before its end.
      and not exists (
        select from clinic.appointments a
        where a.patient_id = e.patient_id
          and a.family_member_id is not distinct from e.family_member_id
          and a.status = 'scheduled'
          and a.date_time > starts_at - interval '240 minutes'
          and a.date_time < starts_at + k.length
          and a.slot && tstzrange(starts_at, starts_at + k.length)
          and a.id is distinct from e.appointment_id)
      and not exists (
        select from clinic.waitlist_offers o
        where o.entry_id = e.id and o.doctor_id = doctor_id and o.date_time = starts_at)
      and (e.appointment_id is null or exists (
        select from clinic.appointments a
        where a.id = e.appointment_id and a.status = 'scheduled' and a.date_time > starts_at))
    order by e.created_at, e.id;
end
$$;

-- Step 1 of the `offer_slot` job, as in 011: a start no visit type may take any more is 'taken';
-- each offer also says the visit's type, length and instructions, whom it is for
-- (family_member_name, null for the holder) and how many types the clinic has
-- (visit_type_count: the e-mail names the type only when there are several). Returns {offers:
-- [{offer_id, token, hold_until, patient_name, patient_email, doctor_name, specialty,
-- date_time, formatted_date, clinic_time_zone, later_formatted_date, visit_type_name, duration,
-- instructions, family_member_name, visit_type_count}], reason}; reason is null with offers,
-- else 'taken' | 'held' | 'nobody'.
create or replace function clinic.offer_freed_slot(doctor_id integer, starts_at timestamptz) returns json
  language plpgsql volatile
  set search_path = pg_catalog, public
as $$
#variable_conflict use_variable
declare
  mode text := clinic.waitlist_offer_mode();
  held_until timestamptz;
  entry clinic.waitlist_entries;
  token text;
  until_time timestamptz;
  offers json[] := '{}';
  offer_id bigint;
begin
  -- One offering of a slot at a time, whichever worker runs it.
  perform pg_advisory_xact_lock(hashtextextended(clinic.offer_job_key(doctor_id, starts_at), 0));
  if not exists (select from clinic.free_visit_types(doctor_id, starts_at)) then
    return json_build_object('offers', '[]'::json, 'reason', 'taken');
  end if;
  if mode = 'one-at-a-time' then
    select max(o.hold_until) into held_until from clinic.waitlist_offers o
      where o.doctor_id = doctor_id and o.date_time = starts_at
        and o.status in ('sending', 'sent') and o.hold_until > now();
    if held_until is not null then
      perform clinic.queue_slot_offer(doctor_id, starts_at, held_until);
      return json_build_object('offers', '[]'::json, 'reason', 'held');
    end if;
  end if;
  for entry in
    select * from clinic.waitlist_matches(doctor_id, starts_at)
    limit case when mode = 'one-at-a-time' then 1 else 500 end
  loop
    token := clinic.base64url(gen_random_bytes(24));
    until_time := case when mode = 'one-at-a-time'
                       then least(now() + clinic.waitlist_hold(), starts_at) else starts_at end;
    insert into clinic.waitlist_offers (entry_id, doctor_id, date_time, token_hash, hold_until)
      values (entry.id, doctor_id, starts_at, digest(token, 'sha256'), until_time)
      returning id into offer_id;
    offers := offers || (
      select json_build_object(
        'offer_id', offer_id, 'token', token, 'hold_until', until_time,
        'patient_name', acc.name, 'patient_email', coalesce(acc.email::text, acc.contact_email),
        'doctor_name', d.name, 'specialty', d.specialty, 'date_time', starts_at,
        'formatted_date', clinic.format_appointment_date(starts_at),
        'clinic_time_zone', clinic.clinic_timezone(),
        'later_formatted_date', (select clinic.format_appointment_date(a.date_time)
                                 from clinic.appointments a where a.id = entry.appointment_id),
        'visit_type_name', v.name, 'duration', v.duration_minutes,
        'instructions', v.instructions,
        'family_member_name', (select m.name from clinic.family_members m
                               where m.id = entry.family_member_id),
        'visit_type_count', (select count(*) from clinic.visit_types))
      from clinic.accounts acc, clinic.doctors d, clinic.visit_types v
      where acc.id = entry.patient_id and d.id = doctor_id and v.id = entry.visit_type_id);
    if mode = 'one-at-a-time' then
      -- The next patient's turn, if this one has not booked by then.
      perform clinic.queue_slot_offer(doctor_id, starts_at, until_time);
    end if;
  end loop;
  return json_build_object('offers', array_to_json(offers),
                           'reason', case when cardinality(offers) = 0 then 'nobody' end);
end
$$;

-- The patient's later appointment an offered start replaces (a reschedule,
-- docs/product.md#rescheduling): the entry's own, else the person's next scheduled visit of the
-- entry's type with the same doctor (or specialty) after the start.
create or replace function clinic.waitlist_later_appointment(entry clinic.waitlist_entries,
                                                             doctor_id integer,
                                                             starts_at timestamptz)
  returns clinic.appointments
  language sql stable
  set search_path = pg_catalog
as $$
  select a.* from clinic.appointments a
  where a.patient_id = entry.patient_id and a.status = 'scheduled' and a.date_time > starts_at
    and (a.id = entry.appointment_id
         or (entry.appointment_id is null
             and a.visit_type_id = entry.visit_type_id
             and a.family_member_id is not distinct from entry.family_member_id
             and (a.doctor_id = coalesce(entry.doctor_id, waitlist_later_appointment.doctor_id)
                  or (entry.specialty is not null
                      and a.doctor_id in (select d.id from clinic.doctors d
                                          where d.specialty = entry.specialty)))))
  order by a.id = entry.appointment_id desc, a.date_time
  limit 1
$$;

-- What an offer link shows, as in 011, now with the visit's type, length and person; 'taken'
-- when the entry's type may no longer start there. GET or POST /rpc/waitlist_offer?token= →
-- {status, patient_name, doctor_id, doctor_name, specialty, date_time, formatted_date,
-- hold_until, later, appointment_id, visit_type_id, visit_type_name, duration,
-- family_member_name}. An unknown token: 22023.
create or replace function api.waitlist_offer(token text default null) returns json
  language plpgsql stable security definer
  set search_path = pg_catalog, public
  set row_security = on
as $$
#variable_conflict use_variable
declare
  offer clinic.waitlist_offers;
  entry clinic.waitlist_entries;
  later clinic.appointments;
  kind clinic.visit_types;
  state text;
begin
  offer := clinic.waitlist_offer_by_token(token);
  select * into entry from clinic.waitlist_entries e where e.id = offer.entry_id;
  select * into kind from clinic.visit_types v where v.id = entry.visit_type_id;
  later := clinic.waitlist_later_appointment(entry, offer.doctor_id, offer.date_time);
  state := case
    when offer.status = 'accepted' then 'booked'
    when entry.status = 'left' then 'left'
    when offer.date_time <= now() then 'past'
    when not clinic.slot_is_free(offer.doctor_id, offer.date_time, entry.visit_type_id) then 'taken'
    when exists (select from clinic.waitlist_offers o
                 where o.doctor_id = offer.doctor_id and o.date_time = offer.date_time
                   and o.id <> offer.id and o.status in ('sending', 'sent')
                   and o.hold_until > now() and o.offered_at > offer.offered_at
                   and offer.hold_until <= now()) then 'ended'
    else 'open' end;
  return json_build_object(
    'status', state,
    'patient_name', (select a.name from clinic.accounts a where a.id = entry.patient_id),
    'doctor_id', offer.doctor_id,
    'doctor_name', (select d.name from clinic.doctors d where d.id = offer.doctor_id),
    'specialty', (select d.specialty from clinic.doctors d where d.id = offer.doctor_id),
    'date_time', offer.date_time,
    'formatted_date', clinic.format_appointment_date(offer.date_time),
    'hold_until', offer.hold_until,
    'later', case when later.id is not null then json_build_object(
      'id', later.id, 'formatted_date', clinic.format_appointment_date(later.date_time)) end,
    'appointment_id', offer.appointment_id,
    'visit_type_id', kind.id,
    'visit_type_name', kind.name,
    'duration', kind.duration_minutes,
    'family_member_name', (select m.name from clinic.family_members m
                           where m.id = entry.family_member_id));
end
$$;

-- Books an offer as in 011 and 012, now a visit of the entry's type for its person with its
-- answers; a later appointment it replaces is rescheduled (clinic.reschedule: the visit keeps
-- that appointment's answers, and may overlap it). Returns {appointment, rescheduled_from}.
-- Refusals, changing nothing: an unknown token or a left entry 22023; the next patient holds it
-- now 55006; the start was taken 23P01 (kindly worded; the patient stays waiting).
create or replace function clinic.accept_waitlist_offer(token text default null) returns json
  language plpgsql volatile security definer
  set search_path = pg_catalog, public
  set row_security = on
as $$
#variable_conflict use_variable
declare
  offer clinic.waitlist_offers;
  entry clinic.waitlist_entries;
  later clinic.appointments;
  created_id bigint;
begin
  perform clinic.require_post();
  offer := clinic.waitlist_offer_by_token(token);
  -- Locked, then read again as it stands once locked.
  select * into offer from clinic.waitlist_offers o where o.id = offer.id for update;
  if offer.status = 'accepted' then
    return json_build_object(
      'appointment', (select to_json(v) from api.appointments v where v.id = offer.appointment_id),
      'rescheduled_from', (select a.id from clinic.appointments a
                           where a.rescheduled_to = offer.appointment_id));
  end if;
  -- Offers of one slot are decided one at a time.
  perform pg_advisory_xact_lock(hashtextextended(clinic.offer_job_key(offer.doctor_id, offer.date_time), 0));
  select * into entry from clinic.waitlist_entries e where e.id = offer.entry_id for update;
  if entry.status = 'left' then
    raise exception 'You left this waitlist, so this offer has ended.'
      using errcode = 'invalid_parameter_value';
  end if;
  if entry.status = 'booked' then
    raise exception 'You have already booked a time from this waitlist entry.'
      using errcode = 'invalid_parameter_value';
  end if;
  if offer.hold_until <= now() and exists (
      select from clinic.waitlist_offers o
      where o.doctor_id = offer.doctor_id and o.date_time = offer.date_time and o.id <> offer.id
        and o.status in ('sending', 'sent') and o.hold_until > now()) then
    raise exception 'Sorry, the time we held for you has ended and it is now offered to the next patient. You are still on the waitlist.'
      using errcode = 'object_in_use';
  end if;
  later := clinic.waitlist_later_appointment(entry, offer.doctor_id, offer.date_time);
  begin
    if later.id is not null then
      created_id := clinic.reschedule(later, offer.doctor_id, offer.date_time, entry.reason);
    else
      created_id := clinic.book_for(entry.patient_id, offer.doctor_id, offer.date_time,
                                    entry.reason, entry.visit_type_id, entry.family_member_id,
                                    entry.intake_answers);
    end if;
  exception when exclusion_violation or check_violation then
    raise exception 'Sorry, this time has just been taken by someone else. You are still on the waitlist, and we will e-mail you if another time opens.'
      using errcode = 'exclusion_violation';
  end;
  update clinic.waitlist_offers o set status = 'accepted', appointment_id = created_id
    where o.id = offer.id;
  update clinic.waitlist_entries e set status = 'booked' where e.id = entry.id;
  return json_build_object(
    'appointment', (select to_json(v) from api.appointments v where v.id = created_id),
    'rescheduled_from', later.id);
end
$$;

-- Entries say their type and person (the caller's policies decide the rows, as in 011).
create or replace view api.waitlist_entries with (security_invoker = true) as
  select e.id, e.patient_id, acc.name as patient_name, e.doctor_id, d.name as doctor_name,
         coalesce(e.specialty, d.specialty) as specialty, e.doctor_id is null as any_doctor,
         e.first_day, e.last_day, e.weekdays, e.time_from, e.time_to, e.expires_at, e.reason,
         e.appointment_id, e.status, e.created_at, e.visit_type_id, v.name as visit_type_name,
         v.duration_minutes as duration, e.family_member_id, m.name as family_member_name,
         e.intake_answers
  from clinic.waitlist_entries e
  join clinic.visit_types v on v.id = e.visit_type_id
  left join clinic.doctors d on d.id = e.doctor_id
  left join clinic.accounts acc on acc.id = e.patient_id
  left join clinic.family_members m on m.id = e.family_member_id;

-- POST /rpc/join_waitlist, as in 011, now for a visit type and a person: `visit_type_id` (null:
-- the type of `appointment_id`, else 'consultation'), `family_member_id` (null: the holder, or
-- the person of `appointment_id`), `intake_answers` (null: those of `appointment_id`, else none),
-- checked as at booking. New refusals: an unknown type 23503; a type the doctor (or no doctor of
-- the specialty) offers, answers that do not fit, a person outside the type's ages on
-- `first_day` 23514; a family member not on the account 42501; `appointment_id` of another type
-- or person, a time-of-day window shorter than the visit 22023; the same person twice 23505.
drop function api.join_waitlist(integer, text, date, date, integer[], time, time, date, text, bigint);
create function api.join_waitlist(
  doctor_id integer default null, specialty text default null, first_day date default null,
  last_day date default null, weekdays integer[] default null, time_from time default null,
  time_to time default null, expires_on date default null, reason text default null,
  appointment_id bigint default null, visit_type_id text default null,
  family_member_id bigint default null, intake_answers jsonb default null)
  returns api.waitlist_entries
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  me bigint := clinic.current_account_id();
  today date := (now() at time zone clinic.clinic_timezone())::date;
  later clinic.appointments;
  kind clinic.visit_types;
  member clinic.family_members;
  born date;
  entry_reason text := nullif(btrim(reason), '');
  wanted_specialty text := nullif(btrim(specialty), '');
  created_id bigint;
  result api.waitlist_entries;
begin
  perform clinic.require_post();
  if me is null or clinic.my_doctor_id() is not null then
    raise exception 'Log in as a patient to join the waitlist.' using errcode = 'insufficient_privilege';
  end if;
  if (doctor_id is null) = (wanted_specialty is null) then
    raise exception 'Choose a doctor or a specialty.' using errcode = 'invalid_parameter_value';
  end if;
  if doctor_id is not null and not exists (select from clinic.doctors d where d.id = doctor_id) then
    raise exception 'There is no such doctor.' using errcode = 'foreign_key_violation';
  end if;
  if wanted_specialty is not null
     and not exists (select from clinic.doctors d where d.specialty = wanted_specialty) then
    raise exception 'No doctor here has the specialty %.', wanted_specialty
      using errcode = 'foreign_key_violation';
  end if;
  if first_day is null or last_day is null then
    raise exception 'Choose the first and the last day you could come.'
      using errcode = 'invalid_parameter_value';
  end if;
  if last_day < first_day then
    raise exception 'The last day must be on or after the first day.'
      using errcode = 'invalid_parameter_value';
  end if;
  if last_day < today then
    raise exception 'Those dates are in the past. Choose days from today on.'
      using errcode = 'invalid_parameter_value';
  end if;
  first_day := greatest(first_day, today);
  if last_day - first_day > 180 then
    raise exception 'Choose at most 180 days.' using errcode = 'invalid_parameter_value';
  end if;
  if weekdays is not null and (cardinality(weekdays) = 0
                               or not weekdays <@ array[1, 2, 3, 4, 5, 6, 7]) then
    raise exception 'Choose at least one weekday (Monday to Sunday).'
      using errcode = 'invalid_parameter_value';
  end if;
  if (time_from is null) <> (time_to is null) then
    raise exception 'Give both ends of the time of day, or neither.'
      using errcode = 'invalid_parameter_value';
  end if;
  if expires_on is not null and (expires_on < today or expires_on > last_day) then
    raise exception 'The waitlist entry must end between today and the last day.'
      using errcode = 'invalid_parameter_value';
  end if;
  if appointment_id is not null then
    select * into later from clinic.appointments a
      where a.id = appointment_id and a.patient_id = me and a.status = 'scheduled'
        and a.date_time > now();
    if not found then
      raise exception 'That is not one of your upcoming appointments.'
        using errcode = 'invalid_parameter_value';
    end if;
    if coalesce(visit_type_id, later.visit_type_id) <> later.visit_type_id
       or coalesce(family_member_id, later.family_member_id) is distinct from later.family_member_id then
      raise exception 'That appointment is another kind of visit or for someone else.'
        using errcode = 'invalid_parameter_value';
    end if;
    entry_reason := coalesce(entry_reason, later.reason);
    visit_type_id := later.visit_type_id;
    family_member_id := later.family_member_id;
    intake_answers := coalesce(intake_answers, later.intake_answers);
  end if;
  select * into kind from clinic.visit_types v where v.id = coalesce(visit_type_id, 'consultation');
  if not found then
    raise exception 'There is no such visit type.' using errcode = 'foreign_key_violation';
  end if;
  if doctor_id is not null and not (select clinic.offers_visit_type(kind, d) from clinic.doctors d
                                    where d.id = doctor_id) then
    raise exception '% does not offer %.', (select d.name from clinic.doctors d where d.id = doctor_id),
      kind.name using errcode = 'check_violation';
  end if;
  if wanted_specialty is not null
     and not exists (select from clinic.doctors d
                     where d.specialty = wanted_specialty and clinic.offers_visit_type(kind, d)) then
    raise exception 'No % doctor offers %.', wanted_specialty, kind.name
      using errcode = 'check_violation';
  end if;
  if time_from is not null
     and time_to - time_from < make_interval(mins => greatest(30, kind.duration_minutes)) then
    raise exception 'The time of day must span at least % minutes, from an earlier to a later time.',
      greatest(30, kind.duration_minutes) using errcode = 'invalid_parameter_value';
  end if;
  if family_member_id is not null then
    select * into member from clinic.family_members m
      where m.id = family_member_id and m.account_id = me and m.removed_at is null;
    if not found then
      raise exception 'That family member is not on this account.'
        using errcode = 'insufficient_privilege';
    end if;
    born := member.date_of_birth;
  else
    select a.date_of_birth into born from clinic.accounts a where a.id = me;
  end if;
  perform clinic.check_age(kind, born, first_day);
  intake_answers := clinic.checked_intake_answers(kind, intake_answers);
  if entry_reason is null then
    raise exception 'A reason for the visit is required.' using errcode = 'check_violation';
  end if;
  perform clinic.check_length(entry_reason, 'reason', 'The reason for the visit');
  begin
    insert into clinic.waitlist_entries (patient_id, doctor_id, specialty, first_day, last_day,
                                         weekdays, time_from, time_to, expires_at, reason,
                                         appointment_id, visit_type_id, family_member_id,
                                         intake_answers)
      values (me, doctor_id, wanted_specialty, first_day, last_day,
              (select array_agg(distinct w order by w) from unnest(weekdays) w)::smallint[],
              time_from, time_to,
              ((coalesce(expires_on, last_day) + 1)::timestamp) at time zone clinic.clinic_timezone(),
              entry_reason, appointment_id, kind.id, family_member_id, intake_answers)
      returning id into created_id;
  exception when unique_violation then
    raise exception '% already on the waitlist for %. Leave that entry first to change it.',
      coalesce(member.name || ' is', 'You are'),
      coalesce((select d.name from clinic.doctors d where d.id = doctor_id),
               'any ' || wanted_specialty || ' doctor')
      using errcode = 'unique_violation';
  end;
  select * into result from api.waitlist_entries w where w.id = created_id;
  return result;
end
$$;

-- Reminders name the type and the person ---------------------------------------------------------

-- Step 1 of a send, as in 008; the appointment now also says its type's name, length and
-- instructions, whom it is for (family_member_name, null for the holder) and how many types the
-- clinic has (visit_type_count: the e-mail names the type only when there are several). It
-- reads the appointment's columns one by one: the worker's role may not read intake answers.
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
  select a.id, a.status, a.doctor_id, a.doctor_name, a.patient_name, a.patient_email, a.date_time,
         a.reason, a.duration, a.visit_type_id, a.family_member_id
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

-- Ownership, privileges and row-level security ---------------------------------------------------

revoke execute on all functions in schema clinic, api from public;

-- The account holder reads and sets its own date of birth (the policy: its own row only);
-- the booking's age check reads it with the writer's rights.
grant select (date_of_birth), update (date_of_birth) on clinic.accounts to clinic_user;
create policy accounts_own_date_of_birth on clinic.accounts
  for update to clinic_user
  using (id = (select clinic.current_account_id()))
  with check (id = (select clinic.current_account_id()));
grant select on api.accounts to clinic_user;

-- Patients book with a person and answers, and wait for a type for a person.
grant insert (intake_answers) on clinic.appointments to clinic_user;
grant insert (visit_type_id, family_member_id, intake_answers) on clinic.waitlist_entries
  to clinic_user;

-- Nobody but the patient account, the visit's doctor and staff reads the answers: the worker,
-- which reminds of every visit, reads every column of appointments but them.
revoke select on clinic.appointments from clinic_worker;
grant select (id, doctor_id, doctor_name, patient_id, patient_name, patient_email, date_time,
              duration, reason, status, created_at, cancel_reason, rescheduled_to, slot,
              attendance, visit_type_id, buffer_minutes, slot_with_buffer, family_member_id)
  on clinic.appointments to clinic_worker;
-- The worker names the type and the person, and checks a waiting person's age.
grant select on clinic.visit_types to clinic_worker;
create policy visit_types_worker_read on clinic.visit_types
  for select to clinic_worker using (true);
grant select (id, account_id, name, date_of_birth, removed_at) on clinic.family_members
  to clinic_worker;
create policy family_members_worker_read on clinic.family_members
  for select to clinic_worker using (true);
grant select (date_of_birth) on clinic.accounts to clinic_worker;

grant execute on function
  api.set_date_of_birth(date),
  api.book_appointment(integer, timestamptz, text, text, bigint, jsonb),
  api.join_waitlist(integer, text, date, date, integer[], time, time, date, text, bigint, text,
                    bigint, jsonb)
  to clinic_user;
grant execute on function
  api.staff_book_appointment(integer, timestamptz, text, bigint, text, text, text, bigint, jsonb)
  to clinic_staff;
grant execute on function
  api.available_slots(integer, timestamptz, timestamptz, text, bigint)
  to web_anon, clinic_user;
-- available_slots runs with the caller's rights and asks the rule (which runs as clinic_api).
grant execute on function
  clinic.free_starts(text, integer[], timestamptz, timestamptz), clinic.current_account_id(),
  clinic.appointment_range(timestamptz, integer)
  to web_anon;
grant execute on function
  clinic.free_starts(text, integer[], timestamptz, timestamptz),
  clinic.check_date_of_birth(date), clinic.accounts_check_date_of_birth(),
  clinic.age_fits(clinic.visit_types, date, date), clinic.check_age(clinic.visit_types, date, date),
  clinic.appointments_check_age(),
  clinic.checked_intake_answers(clinic.visit_types, jsonb),
  clinic.refuse_overlap(text, bigint),
  clinic.book(integer, timestamptz, text, text, bigint, jsonb),
  clinic.book_for(bigint, integer, timestamptz, text, text, bigint, jsonb),
  clinic.reschedule(clinic.appointments, integer, timestamptz, text, text),
  clinic.offers_visit_type(clinic.visit_types, clinic.doctors)
  to clinic_user;
grant execute on function
  clinic.slot_is_free(integer, timestamptz, text), clinic.free_visit_types(integer, timestamptz),
  clinic.age_fits(clinic.visit_types, date, date)
  to clinic_worker;
-- As 013: the owner's role for fixing data runs every function of clinic.
grant execute on all functions in schema clinic to clinic_maintenance;

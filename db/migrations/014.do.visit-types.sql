-- Visit types (docs/clinic-calendar.md#visit-types): the clinic's kinds of visit as data,
-- each with its own length, a buffer after it, the doctors or specialties that offer it, notice,
-- a same-day rule, a horizon, age limits, instructions and intake questions. One rule computes
-- the free starts of a type (clinic.free_starts); available_slots and the insert trigger both
-- ask it, and the doctor's exclusion constraint holds on each visit's range plus its buffer.
-- The default clinic offers one type, 'consultation': 30 minutes, no buffer, every doctor, and
-- the database's rules of before (no notice but the past, the same day allowed, no horizon), so
-- every existing appointment reads as one and every answer stays what it was.

-- The clinic's start grid, minutes: the database setting app.slot_grid_minutes
-- (SLOT_GRID_MINUTES at db:migrate), 5 to 60 and a multiple of 5, default 30 (the default
-- clinic's half hour). Starts lie on its multiples counted from the clinic day's midnight.
create function clinic.slot_grid_minutes() returns integer
  language plpgsql stable
  set search_path = pg_catalog
as $$
declare
  setting text := coalesce(nullif(btrim(current_setting('app.slot_grid_minutes', true)), ''), '30');
begin
  -- 5, 10, … 55, 60.
  if setting !~ '^(5|[1-5][05]|60)$' then
    raise exception 'app.slot_grid_minutes must be 5 to 60 minutes and a multiple of 5, not %.',
      setting using errcode = 'invalid_parameter_value';
  end if;
  return setting::integer;
end
$$;

-- Whether `items` is a list without nulls, blanks, padding or repeats, each at most `max_length`
-- characters (a null list is: it means 'no limit' where it is used).
create function clinic.is_clean_list(items text[], max_length integer) returns boolean
  language sql immutable parallel safe
  set search_path = pg_catalog
as $$
  select items is null or (
    array_position(items, null) is null
    and (select bool_and(i = btrim(i) and i <> '' and char_length(i) <= max_length)
                and count(distinct i) = count(*)
         from unnest(items) i) is not false)
$$;

-- Why `questions` is not a list of intake questions, as a sentence for the clinic's
-- administrator; null when it is one. At most 10, each an object {id, label, kind, required,
-- maxLength, choices}: `id` lowercase letters, digits and hyphens (at most 50), unique in the
-- type; `label` 1–200 characters; `kind` 'text', 'yes-no' or 'choice'; `required` true or false;
-- `maxLength` a whole number, 1–500 for a text question (required there), 0–500 elsewhere
-- (optional, unused); `choices` 2–20 different texts of 1–100 characters, for a choice only.
create function clinic.intake_questions_problem(questions jsonb) returns text
  language plpgsql immutable
  set search_path = pg_catalog
as $$
declare
  question jsonb;
  n integer := 0;
  which text;
  kind text;
begin
  if questions is null or jsonb_typeof(questions) <> 'array' then
    return 'The intake questions must be a JSON array.';
  end if;
  if jsonb_array_length(questions) > 10 then
    return 'A visit type has at most 10 intake questions.';
  end if;
  for question in select q from jsonb_array_elements(questions) q loop
    n := n + 1;
    which := format('Question %s', n);
    if jsonb_typeof(question) <> 'object' then
      return which || ' must be an object.';
    end if;
    if exists (select from jsonb_object_keys(question) k
               where k not in ('id', 'label', 'kind', 'required', 'maxLength', 'choices')) then
      return which || ' has a field other than id, label, kind, required, maxLength and choices.';
    end if;
    if jsonb_typeof(question -> 'id') is distinct from 'string'
       or (question ->> 'id') !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or char_length(question ->> 'id') > 50 then
      return which || ' needs an id of lowercase letters, digits and hyphens, at most 50 characters.';
    end if;
    which := format('Question %s (%s)', n, question ->> 'id');
    if exists (select from jsonb_array_elements(questions) with ordinality q(earlier, i)
               where i < n and earlier ->> 'id' = question ->> 'id') then
      return which || ' has the id of another question.';
    end if;
    if jsonb_typeof(question -> 'label') is distinct from 'string'
       or btrim(question ->> 'label') = '' or char_length(question ->> 'label') > 200 then
      return which || ' needs a label of 1 to 200 characters.';
    end if;
    kind := case when jsonb_typeof(question -> 'kind') = 'string' then question ->> 'kind' end;
    if kind is null or kind not in ('text', 'yes-no', 'choice') then
      return which || ' needs a kind: text, yes-no or choice.';
    end if;
    if jsonb_typeof(question -> 'required') is distinct from 'boolean' then
      return which || ' must say whether it is required (true or false).';
    end if;
    if (kind = 'text' or question ? 'maxLength')
       and not (case when jsonb_typeof(question -> 'maxLength') = 'number'
                          and (question ->> 'maxLength') ~ '^[0-9]{1,3}$'
                     then (question ->> 'maxLength')::integer
                          between case when kind = 'text' then 1 else 0 end and 500
                     else false end) then
      return which || ' needs a maxLength, a whole number of characters up to 500.';
    end if;
    if kind = 'choice' then
      if jsonb_typeof(question -> 'choices') is distinct from 'array'
         or jsonb_array_length(question -> 'choices') not between 2 and 20
         or exists (select from jsonb_array_elements(question -> 'choices') c
                    where jsonb_typeof(c) <> 'string')
         or not clinic.is_clean_list(
           array(select jsonb_array_elements_text(question -> 'choices')), 100) then
        return which || ' needs 2 to 20 different choices of 1 to 100 characters.';
      end if;
    elsif question ? 'choices' then
      return which || ' has choices, which only a choice question takes.';
    end if;
  end loop;
  return null;
end
$$;

-- One kind of visit. doctor_ids and specialties: a doctor offers the type when both are null
-- (every doctor), or when its id or its specialty is listed (an empty list names nobody).
-- horizon_days null: no limit in the database (the site's picker still stops at 90 days, D020).
-- A type in use cannot be deleted (the appointments' foreign key); a change applies to new
-- bookings only, as each appointment keeps its own duration and buffer.
create table clinic.visit_types (
  id text primary key
    constraint visit_types_id_check check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(id) <= 50),
  name text not null
    constraint visit_types_name_check check (name = btrim(name) and name <> '' and char_length(name) <= 100),
  duration_minutes integer not null
    constraint visit_types_duration_check check (duration_minutes between 5 and 240 and duration_minutes % 5 = 0),
  buffer_minutes integer not null default 0
    constraint visit_types_buffer_check check (buffer_minutes between 0 and 120 and buffer_minutes % 5 = 0),
  doctor_ids text[]
    constraint visit_types_doctor_ids_check check (
      clinic.is_clean_list(doctor_ids, 9) and array_to_string(doctor_ids, ' ') ~ '^([0-9]+( |$))*$'),
  specialties text[]
    constraint visit_types_specialties_check check (clinic.is_clean_list(specialties, 100)),
  notice_hours integer not null default 0
    constraint visit_types_notice_check check (notice_hours between 0 and 8760),
  same_day boolean not null default true,
  horizon_days integer
    constraint visit_types_horizon_check check (horizon_days between 0 and 3650),
  -- Inclusive minimum and exclusive maximum age on the visit's day ('under 18': max 18).
  min_age_years integer
    constraint visit_types_min_age_check check (min_age_years between 0 and 150),
  max_age_years integer
    constraint visit_types_max_age_check check (max_age_years between 1 and 150),
  instructions text
    constraint visit_types_instructions_check check (btrim(instructions) <> '' and char_length(instructions) <= 1000),
  questions jsonb not null default '[]'
    constraint visit_types_questions_check check (clinic.intake_questions_problem(questions) is null),
  constraint visit_types_age_check check (min_age_years < max_age_years)
);

-- Before the checks: the questions' problem in words, and doctors and specialties that exist,
-- so the administrator reads what to fix rather than a constraint's name.
create function clinic.visit_types_check() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
declare
  problem text := clinic.intake_questions_problem(new.questions);
  unknown text;
begin
  if problem is not null then
    raise exception '%', problem using errcode = 'check_violation';
  end if;
  select string_agg(i, ', ') into unknown from unnest(new.doctor_ids) i
    where not exists (select from clinic.doctors d where d.id::text = i);
  if unknown is not null then
    raise exception 'There is no doctor %.', unknown using errcode = 'foreign_key_violation';
  end if;
  select string_agg(s, ', ') into unknown from unnest(new.specialties) s
    where not exists (select from clinic.doctors d where d.specialty = s);
  if unknown is not null then
    raise exception 'No doctor here has the specialty %.', unknown using errcode = 'foreign_key_violation';
  end if;
  return new;
end
$$;

create trigger visit_types_check before insert or update on clinic.visit_types
  for each row execute function clinic.visit_types_check();

-- The default clinic's one type.
insert into clinic.visit_types (id, name, duration_minutes, buffer_minutes, notice_hours, same_day,
                                horizon_days)
  values ('consultation', 'Consultation', 30, 0, 0, true, null);

-- Whether `doctor` offers `kind`.
create function clinic.offers_visit_type(kind clinic.visit_types, doctor clinic.doctors) returns boolean
  language sql immutable
  set search_path = pg_catalog
as $$
  select coalesce((kind.doctor_ids is null and kind.specialties is null)
                  or doctor.id::text = any (kind.doctor_ids)
                  or doctor.specialty = any (kind.specialties), false)
$$;

-- Appointments: their type and the buffer it had when booked. Every existing row is a
-- consultation with no buffer. `duration` keeps its default of 30 (the consultation's) for the
-- inserts that skip the trigger; the trigger holds it to the type's length.
alter table clinic.appointments
  add column visit_type_id text not null default 'consultation' references clinic.visit_types (id),
  add column buffer_minutes integer not null default 0
    constraint appointments_buffer_minutes_check check (buffer_minutes between 0 and 120 and buffer_minutes % 5 = 0);
alter table clinic.appointments drop constraint appointments_duration_check;
alter table clinic.appointments add constraint appointments_duration_check
  check (duration between 5 and 240 and duration % 5 = 0);
-- The doctor's time a visit holds: the visit and its buffer after it.
alter table clinic.appointments add column slot_with_buffer tstzrange
  generated always as (clinic.appointment_range(date_time, duration + buffer_minutes)) stored;
alter table clinic.appointments drop constraint appointments_no_doctor_overlap;
alter table clinic.appointments add constraint appointments_no_doctor_overlap
  exclude using gist (doctor_id with =, slot_with_buffer with &&) where (status = 'scheduled');

-- Rules 1–3 of a free start (docs/clinic-calendar.md#free-slots): the starts on the clinic's grid
-- of each doctor in `doctor_ids` (every doctor when null) in [from_time, to_time), in the
-- clinic's zone, where a visit of `duration_minutes` lies inside one of the doctor's working-hour
-- ranges of the week in force that day (what follows it may run past the end), on no closure
-- day, touching no time off. SECURITY DEFINER so that every caller sees the same time off,
-- which patients cannot read; PL/pgSQL so that its plan is kept between calls (an SQL function
-- called from another function is planned again on every call: 2 ms a start).
create function clinic.open_starts(doctor_ids integer[], from_time timestamptz,
                                   to_time timestamptz, duration_minutes integer)
  returns table (doctor_id integer, date_time timestamptz)
  language plpgsql stable security definer
  set search_path = pg_catalog
  set row_security = on
as $$
#variable_conflict use_variable
begin
  return query
  with zone as (select clinic.clinic_timezone() as tz, clinic.slot_grid_minutes() as grid),
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
    from zone
    cross join days
    join weeks on days.day >= weeks.valid_from
              and (weeks.valid_until is null or days.day < weeks.valid_until)
    join clinic.working_hours h
      on h.doctor_id = weeks.doctor_id and h.valid_from = weeks.valid_from
     and h.weekday = extract(isodow from days.day)
    -- From the range's first grid line to the last start whose visit ends by its end.
    cross join lateral generate_series(
      days.day + make_interval(mins => (ceil(extract(epoch from h.start_time) / 60 / zone.grid) * zone.grid)::integer),
      days.day + h.end_time - make_interval(mins => duration_minutes),
      make_interval(mins => zone.grid)) s(local_start)
  ),
  away as (
    select t.doctor_id, range_agg(t.period) as periods
    from clinic.time_off t
    where (doctor_ids is null or t.doctor_id = any (doctor_ids))
      and t.period && tstzrange(from_time, to_time + make_interval(mins => duration_minutes))
    group by t.doctor_id
  )
  select st.doctor_id, st.date_time
  from starts st left join away on away.doctor_id = st.doctor_id
  where st.date_time >= from_time and st.date_time < to_time
    and not coalesce(away.periods && clinic.appointment_range(st.date_time, duration_minutes), false);
end
$$;

-- The rule for a free start of a visit type (docs/clinic-calendar.md#free-slots): the starts
-- of `doctor_ids` (every doctor when null) in [from_time, to_time) that are open for the type's
-- length (clinic.open_starts: grid, hours, closures, time off), of a doctor who offers the
-- type, in the future and within its notice, same-day rule and horizon (clinic days), whose
-- visit plus its buffer overlaps no scheduled visit of the doctor plus that visit's buffer. An
-- unknown type has none. available_slots, the insert trigger and the waitlist ask it. The
-- person's side (the visit overlaps none of the patient's) is the exclusion constraint
-- appointments_no_patient_overlap: clinic_api, which runs this, never reads who a visit is for.
create function clinic.free_starts(visit_type_id text, doctor_ids integer[], from_time timestamptz,
                                   to_time timestamptz)
  returns table (doctor_id integer, date_time timestamptz)
  language plpgsql stable security definer
  set search_path = pg_catalog
  set row_security = on
as $$
#variable_conflict use_variable
declare
  kind clinic.visit_types;
  zone text := clinic.clinic_timezone();
  today date := (now() at time zone zone)::date;
  held interval;
  earliest timestamptz;
  latest timestamptz;
  offering integer[];
begin
  select * into kind from clinic.visit_types v where v.id = visit_type_id;
  if not found then
    return;
  end if;
  held := make_interval(mins => kind.duration_minutes + kind.buffer_minutes);
  -- Notice, the same-day rule and the horizon narrow the window (greatest and least skip nulls).
  earliest := greatest(from_time, now() + make_interval(hours => kind.notice_hours),
                       case when not kind.same_day then (today + 1)::timestamp at time zone zone end);
  latest := least(to_time,
                  case when kind.horizon_days is not null
                       then (today + kind.horizon_days + 1)::timestamp at time zone zone end);
  select array_agg(d.id) into offering from clinic.doctors d
    where (doctor_ids is null or d.id = any (doctor_ids)) and clinic.offers_visit_type(kind, d);
  if offering is null or earliest >= latest then
    return;
  end if;
  return query
    with starts as (
      select * from clinic.open_starts(offering, earliest, latest, kind.duration_minutes)
    ),
    -- Each doctor's held time near the window: a visit and its buffer last at most 240 + 120
    -- minutes, so one starting earlier cannot reach it (a bound the (doctor_id, date_time)
    -- index can use).
    doctor_busy as (
      select a.doctor_id, range_agg(a.slot_with_buffer) as ranges
      from clinic.appointments a
      where a.doctor_id = any (offering) and a.status = 'scheduled'
        and a.date_time > earliest - interval '360 minutes' and a.date_time < latest + held
      group by a.doctor_id
    )
    select s.doctor_id, s.date_time
    from starts s
    left join doctor_busy b on b.doctor_id = s.doctor_id
    where s.date_time > now()
      and not coalesce(b.ranges && tstzrange(s.date_time, s.date_time + held, '[)'), false);
end
$$;

-- Refuses a start that clinic.free_starts does not list for the type and doctor, saying why:
-- 23514 with "<doctor> does not offer <type>.", "<type> must be booked at least N hours
-- ahead.", "<type> cannot be booked for today.", "<type> can be booked at most N days ahead.",
-- 'The clinic is closed that day.', 'The doctor is not available at that time.', "<type> at that
-- time would end after the doctor's hours." or 'That time is outside clinic hours.'. What is left is an overlap with a visit of the doctor (buffers
-- included), which the exclusion constraint refuses with 23P01 once the row-level policy has
-- had its say (a patient booking for someone else hears 42501, as before). An unknown doctor or
-- type passes here and is refused by its foreign key; the past is the trigger's.
create function clinic.check_start_free(visit_type_id text, doctor_id integer,
                                        starts_at timestamptz)
  returns void
  language plpgsql stable security definer
  set search_path = pg_catalog
  set row_security = on
as $$
#variable_conflict use_variable
declare
  kind clinic.visit_types;
  doctor clinic.doctors;
  zone text := clinic.clinic_timezone();
  visit_day date := (starts_at at time zone zone)::date;
  today date := (now() at time zone zone)::date;
begin
  select * into kind from clinic.visit_types v where v.id = visit_type_id;
  select * into doctor from clinic.doctors d where d.id = doctor_id;
  if kind.id is null or doctor.id is null
     or exists (select from clinic.free_starts(visit_type_id, array[doctor_id], starts_at,
                                               starts_at + interval '1 second') s
                where s.date_time = starts_at) then
    return;
  end if;
  if not clinic.offers_visit_type(kind, doctor) then
    raise exception '% does not offer %.', doctor.name, kind.name using errcode = 'check_violation';
  end if;
  if starts_at < now() + make_interval(hours => kind.notice_hours) then
    raise exception '% must be booked at least % hours ahead.', kind.name, kind.notice_hours
      using errcode = 'check_violation';
  end if;
  if not kind.same_day and visit_day <= today then
    raise exception '% cannot be booked for today.', kind.name using errcode = 'check_violation';
  end if;
  if visit_day > today + kind.horizon_days then
    raise exception '% can be booked at most % days ahead.', kind.name, kind.horizon_days
      using errcode = 'check_violation';
  end if;
  if exists (select from clinic.closures c where visit_day between c.first_day and c.last_day) then
    raise exception 'The clinic is closed that day.' using errcode = 'check_violation';
  end if;
  if exists (select from clinic.time_off t
             where t.doctor_id = doctor_id
               and t.period && clinic.appointment_range(starts_at, kind.duration_minutes)) then
    raise exception 'The doctor is not available at that time.' using errcode = 'check_violation';
  end if;
  if exists (select from clinic.open_starts(array[doctor_id], starts_at,
                                            starts_at + interval '1 second', kind.duration_minutes) s
             where s.date_time = starts_at) then
    return;
  end if;
  -- A start where the shortest visit would fit: this one is too long for what is left of the range.
  if exists (select from clinic.open_starts(array[doctor_id], starts_at,
                                            starts_at + interval '1 second', 5) s
             where s.date_time = starts_at) then
    raise exception '% at that time would end after the doctor''s hours.', kind.name
      using errcode = 'check_violation';
  end if;
  raise exception 'That time is outside clinic hours.' using errcode = 'check_violation';
end
$$;

-- The insert trigger asks the one rule: the type's length (a duration given must be it), its
-- buffer copied, then clinic.check_start_free. Otherwise as before: the past refused, names
-- copied from their rows, a new row scheduled.
create or replace function clinic.appointments_before_insert() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
declare
  kind clinic.visit_types;
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

-- An appointment's type and buffer never change, like its time and doctor.
create function clinic.appointments_keep_visit_type() returns trigger
  language plpgsql
  set search_path = pg_catalog
as $$
begin
  if (new.visit_type_id, new.buffer_minutes) is distinct from (old.visit_type_id, old.buffer_minutes) then
    raise exception 'An appointment can only be canceled, not changed.'
      using errcode = 'insufficient_privilege';
  end if;
  return new;
end
$$;

create trigger appointments_keep_visit_type before update on clinic.appointments
  for each row execute function clinic.appointments_keep_visit_type();

-- The trigger asks clinic.check_start_free now.
drop function clinic.check_slot_open(integer, timestamptz);

-- Kept for the waitlist, whose offers are 30-minute slots; now one case of the rule above.
create or replace function clinic.open_slots(doctor_ids integer[], from_time timestamptz,
                                             to_time timestamptz)
  returns table (doctor_id integer, date_time timestamptz)
  language sql stable security definer
  set search_path = pg_catalog
  set row_security = on
as $$
  select * from clinic.open_starts(doctor_ids, from_time, to_time, 30)
$$;

-- A freed slot is offered while it is a free start of a consultation (buffers of the visits
-- around it included).
create or replace function clinic.slot_is_free(doctor_id integer, starts_at timestamptz) returns boolean
  language sql stable
  set search_path = pg_catalog
as $$
  select exists (select from clinic.free_starts('consultation', array[doctor_id], starts_at,
                                                starts_at + interval '1 second') s
                 where s.date_time = starts_at)
$$;

-- Booking functions take the type ('consultation' when not given, so earlier callers book as
-- before).

drop function clinic.book(integer, timestamptz, text);
drop function clinic.book_for(bigint, integer, timestamptz, text);

-- Inserts a scheduled appointment of `visit_type_id` for `patient_id` with the checks of
-- clinic.book: blank or missing fields 23514, a reason over 500 characters 22001, an unknown
-- doctor or visit type 23503, a start the rule refuses 23514, a taken one 23P01. Whether the
-- caller may book for that patient is the table's insert policy (a patient only for itself,
-- staff for anyone).
create function clinic.book_for(patient_id bigint, doctor_id integer, date_time timestamptz,
                                reason text, visit_type_id text default 'consultation')
  returns bigint
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  kind clinic.visit_types;
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
  select * into kind from clinic.visit_types v where v.id = coalesce(visit_type_id, 'consultation');
  if not found then
    raise exception 'There is no such visit type.' using errcode = 'foreign_key_violation';
  end if;
  -- Bookings share the calendar lock and time off or a closure takes it alone, so a booking
  -- either commits before the time off is added (and is listed as affected) or sees it.
  perform pg_advisory_xact_lock_shared(clinic.calendar_lock_key());
  begin
    insert into clinic.appointments (doctor_id, patient_id, date_time, visit_type_id, duration, reason)
      values (doctor_id, patient_id, date_time, kind.id, kind.duration_minutes, btrim(reason))
      returning id into created_id;
  exception when exclusion_violation then
    raise exception 'That time is no longer available.' using errcode = 'exclusion_violation';
  end;
  return created_id;
end
$$;

create function clinic.book(doctor_id integer, date_time timestamptz, reason text,
                            visit_type_id text default 'consultation')
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
  return clinic.book_for(me, doctor_id, date_time, reason, visit_type_id);
end
$$;

-- POST /rpc/book_appointment {doctor_id, date_time, reason, visit_type_id?} → the new row; the
-- type defaults to 'consultation', so a call without it books as before. Refusals as
-- clinic.book_for's.
drop function api.book_appointment(integer, timestamptz, text);
create function api.book_appointment(
  doctor_id integer default null, date_time timestamptz default null, reason text default null,
  visit_type_id text default 'consultation')
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
  created_id := clinic.book(doctor_id, date_time, reason, visit_type_id);
  select * into result from api.appointments a where a.id = created_id;
  return result;
end
$$;

-- Reschedules keep the visit's type (docs/product.md#rescheduling).
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
                         left(previous.reason, clinic.text_limit('reason')), previous.visit_type_id);
  update clinic.appointments a set status = 'canceled', rescheduled_to = next_id
    where a.id = previous.id;
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
  next_id := clinic.book_for(previous.patient_id, previous.doctor_id, date_time,
                             left(previous.reason, clinic.text_limit('reason')),
                             previous.visit_type_id);
  update clinic.appointments a
    set status = 'canceled', rescheduled_to = next_id, cancel_reason = why
    where a.id = previous.id;
  return json_build_object(
    'previous', (select to_json(v) from api.appointments v where v.id = previous.id),
    'next', (select to_json(v) from api.appointments v where v.id = next_id));
end
$$;

-- GET or POST /rpc/available_slots?doctor_id=&from_time=&to_time=&visit_type_id= →
-- [{doctor_id, date_time}]: the free starts of the visit type (default 'consultation', as
-- before types) in [from_time, to_time) of one doctor (every doctor offering it when doctor_id
-- is omitted), ordered by time then doctor: clinic.free_starts, for no particular patient (a
-- patient's own visits are refused at booking, 23P01). Anyone may ask. Refusals: a missing
-- bound or a window over 93 days 22023; an unknown doctor or visit type 23503.
drop function api.available_slots(integer, timestamptz, timestamptz);
create function api.available_slots(
  doctor_id integer default null, from_time timestamptz default null,
  to_time timestamptz default null, visit_type_id text default 'consultation')
  returns setof api.free_slot
  language plpgsql stable security definer
  set search_path = pg_catalog
  set row_security = on
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
  if not exists (select from clinic.visit_types v where v.id = coalesce(visit_type_id, 'consultation')) then
    raise exception 'There is no such visit type.' using errcode = 'foreign_key_violation';
  end if;
  return query
    select s.doctor_id, s.date_time
    from clinic.free_starts(coalesce(visit_type_id, 'consultation'),
                            case when doctor_id is null then null else array[doctor_id] end,
                            from_time, to_time) s
    order by s.date_time, s.doctor_id;
end
$$;

-- Views --------------------------------------------------------------------------------------

-- GET /visit_types: the clinic's visit types, for anyone (the booking form and the front desk
-- read them on each page; one added or changed here shows with no new build).
create view api.visit_types with (security_invoker = true) as
  select id, name, duration_minutes, buffer_minutes, doctor_ids, specialties, notice_hours,
         same_day, horizon_days, min_age_years, max_age_years, instructions, questions
  from clinic.visit_types;

-- Appointments say their type ('consultation' for every row stored before types).
create or replace view api.appointments with (security_invoker = true) as
  select id, doctor_id, doctor_name, patient_id, patient_name, patient_email, date_time,
         clinic.format_appointment_date(date_time) as formatted_date,
         duration, reason, status, created_at, cancel_reason, rescheduled_to, attendance,
         visit_type_id
  from clinic.appointments;

-- Ownership, grants and row-level security ---------------------------------------------------

grant create on schema clinic, api to clinic_api;
alter function clinic.open_starts(integer[], timestamptz, timestamptz, integer) owner to clinic_api;
alter function clinic.free_starts(text, integer[], timestamptz, timestamptz) owner to clinic_api;
alter function clinic.check_start_free(text, integer, timestamptz) owner to clinic_api;
alter function api.available_slots(integer, timestamptz, timestamptz, text) owner to clinic_api;
revoke create on schema clinic, api from clinic_api;

-- Everyone reads the types; only the owner (as clinic_maintenance) writes them.
grant select on clinic.visit_types to web_anon, clinic_user, clinic_api;
grant select, insert, update, delete on clinic.visit_types to clinic_maintenance;
grant select on api.visit_types to web_anon, clinic_user;
alter table clinic.visit_types enable row level security;
alter table clinic.visit_types force row level security;
create policy visit_types_read on clinic.visit_types
  for select to web_anon, clinic_user, clinic_api using (true);

-- The rule reads the time each scheduled visit holds (never its patient); patients book with a
-- type.
grant select (slot_with_buffer) on clinic.appointments to clinic_api;
grant insert (visit_type_id) on clinic.appointments to clinic_user;

grant execute on function api.available_slots(integer, timestamptz, timestamptz, text)
  to web_anon, clinic_user;
grant execute on function api.book_appointment(integer, timestamptz, text, text) to clinic_user;
grant execute on function
  clinic.book(integer, timestamptz, text, text),
  clinic.book_for(bigint, integer, timestamptz, text, text),
  clinic.check_start_free(text, integer, timestamptz)
  to clinic_user;
grant execute on function
  clinic.slot_grid_minutes(), clinic.offers_visit_type(clinic.visit_types, clinic.doctors),
  clinic.open_starts(integer[], timestamptz, timestamptz, integer),
  clinic.free_starts(text, integer[], timestamptz, timestamptz)
  to clinic_api;
grant execute on function clinic.free_starts(text, integer[], timestamptz, timestamptz)
  to clinic_worker;
revoke execute on all functions in schema clinic, api from public;
-- As 013: the owner's role for fixing data runs every function of clinic.
grant execute on all functions in schema clinic to clinic_maintenance;

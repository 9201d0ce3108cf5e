-- The waitlist (docs/waitlist.md): a patient asks to be told when an earlier
-- time opens, for one doctor or any doctor of a specialty, in a date range with optional weekday
-- and time-of-day windows. When a slot frees (a cancel, a reschedule, removed time off) the
-- worker's `offer_slot` job offers it by e-mail, in join order: one patient at a time with a
-- hold (app.waitlist_hold_minutes, default 15) or all at once, first to book wins
-- (app.waitlist_offer_mode). The offer link's page only reads; booking is a button, through the
-- same rule and constraints as any booking (a later appointment is moved: a reschedule).
--
-- Also: the visitor's time zone stored with a booking, so reminders give the visitor's own time
-- beside clinic time; staff's list of failed deliveries.

-- The zone the visitor's browser was in when booking (an IANA name), one row per appointment
-- that has one. Written by api.set_visitor_time_zone right after a booking; the reminder
-- worker reads it (a table of its own: an appointment row only ever changes by cancellation).
create table clinic.visitor_time_zones (
  appointment_id bigint primary key references clinic.appointments (id) on delete cascade,
  time_zone text not null check (length(time_zone) <= 64)
);

-- One row per request to hear of an earlier time.
--   waiting  offers may go to it until expires_at
--   booked   the patient booked an offered slot from it
--   left     the patient left the waitlist
create table clinic.waitlist_entries (
  id bigint generated always as identity primary key,
  -- A deleted account takes its entries (and their offers) with it: the next patient is next.
  patient_id bigint not null references clinic.accounts (id) on delete cascade,
  -- Exactly one of: a doctor, or any doctor of a specialty.
  doctor_id integer references clinic.doctors (id),
  specialty text,
  -- Clinic-time days, both included.
  first_day date not null,
  last_day date not null,
  -- ISO weekdays (1 = Monday) the patient can come on; null: any day.
  weekdays smallint[],
  -- Clinic-time window the whole visit must fit in; null: any time.
  time_from time,
  time_to time,
  expires_at timestamptz not null,
  -- The reason a booking from an offer carries.
  reason text not null check (btrim(reason) <> ''),
  -- The later appointment an offer replaces (joined from an upcoming appointment), if any.
  appointment_id bigint references clinic.appointments (id) on delete set null,
  status text not null default 'waiting' check (status in ('waiting', 'booked', 'left')),
  created_at timestamptz not null default clock_timestamp(),
  constraint waitlist_entries_one_target check ((doctor_id is null) <> (specialty is null)),
  constraint waitlist_entries_range check (last_day >= first_day),
  constraint waitlist_entries_window check (
    (time_from is null and time_to is null)
    or (time_from is not null and time_to is not null and time_to - time_from >= interval '30 minutes')),
  constraint waitlist_entries_weekdays check (
    weekdays is null or (cardinality(weekdays) between 1 and 7 and weekdays <@ array[1, 2, 3, 4, 5, 6, 7]::smallint[]))
);
-- Joining twice for the same doctor (or specialty) while waiting is refused: one entry each.
create unique index waitlist_entries_one_waiting
  on clinic.waitlist_entries (patient_id, coalesce(doctor_id, 0), coalesce(specialty, ''))
  where status = 'waiting';
-- Matching a freed slot: the waiting entries of its doctor and of its specialty whose days hold
-- the slot's day (GiST, btree_gist for the doctor and the specialty), so a slot reads only the
-- entries that may want it, not every entry of its doctor.
create index waitlist_entries_by_doctor on clinic.waitlist_entries
  using gist (doctor_id, daterange(first_day, last_day, '[]')) where status = 'waiting';
create index waitlist_entries_by_specialty on clinic.waitlist_entries
  using gist (specialty, daterange(first_day, last_day, '[]')) where status = 'waiting';

-- One row per e-mailed offer of a slot to an entry. The token's SHA-256 is kept, never the
-- token: only the e-mail holds it.
--   sending   handed to the worker to e-mail
--   sent      the e-mail service accepted it
--   failed    the e-mail could not be sent; the next patient is offered the slot at once
--   accepted  the patient booked the slot from it (appointment_id)
create table clinic.waitlist_offers (
  id bigint generated always as identity primary key,
  entry_id bigint not null references clinic.waitlist_entries (id) on delete cascade,
  doctor_id integer not null references clinic.doctors (id),
  date_time timestamptz not null,
  token_hash bytea not null unique,
  offered_at timestamptz not null default now(),
  -- One at a time: the patient's hold ends here. All at once: the slot's start.
  hold_until timestamptz not null,
  status text not null default 'sending' check (status in ('sending', 'sent', 'failed', 'accepted')),
  appointment_id bigint references clinic.appointments (id),
  last_error text,
  -- A slot is offered to an entry once.
  unique (entry_id, doctor_id, date_time)
);
create index waitlist_offers_slot on clinic.waitlist_offers (doctor_id, date_time);

-- How long a patient's offer is held for them before the next patient's turn: the database
-- setting app.waitlist_hold_minutes (WAITLIST_HOLD_MINUTES at db:migrate; decimals allowed),
-- default 15 minutes.
create function clinic.waitlist_hold() returns interval
  language plpgsql stable
  set search_path = pg_catalog
as $$
declare
  setting text := coalesce(nullif(btrim(current_setting('app.waitlist_hold_minutes', true)), ''), '15');
begin
  if setting !~ '^[0-9]{1,4}(\.[0-9]{1,3})?$' or setting::numeric <= 0 then
    raise exception 'app.waitlist_hold_minutes must be a number of minutes such as 15, not %.',
      setting using errcode = 'invalid_parameter_value';
  end if;
  return make_interval(secs => setting::numeric * 60);
end
$$;

-- How a freed slot is offered: 'one-at-a-time' (default; in join order, each with a hold) or
-- 'all-at-once' (every matching patient, first to book wins): app.waitlist_offer_mode
-- (WAITLIST_OFFER_MODE at db:migrate).
create function clinic.waitlist_offer_mode() returns text
  language plpgsql stable
  set search_path = pg_catalog
as $$
declare
  setting text := coalesce(nullif(btrim(current_setting('app.waitlist_offer_mode', true)), ''),
                           'one-at-a-time');
begin
  if setting not in ('one-at-a-time', 'all-at-once') then
    raise exception 'app.waitlist_offer_mode must be one-at-a-time or all-at-once, not %.', setting
      using errcode = 'invalid_parameter_value';
  end if;
  return setting;
end
$$;

-- The waiting entries a slot of `doctor_id` starting at `starts_at` would suit, in join order:
-- the doctor's or its specialty's, unexpired, whose days, weekdays and time window hold the
-- whole 30-minute visit, whose patient has nothing booked then, that were not offered this slot
-- before, and, for an entry moving a later appointment, only while that one is still later.
-- PL/pgSQL so that the slot's day, weekday and time are worked out once, as parameters the
-- indexes below can use (a freed slot against 10,000 entries: npm run bench:worker).
create function clinic.waitlist_matches(doctor_id integer, starts_at timestamptz)
  returns setof clinic.waitlist_entries
  language plpgsql stable
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  local_start timestamp := starts_at at time zone clinic.clinic_timezone();
  slot_day date := local_start::date;
  slot_weekday smallint := extract(isodow from local_start);
  slot_time time := local_start::time;
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
    )
    select e.* from candidates e
    where e.expires_at > now()
      and (e.weekdays is null or slot_weekday = any (e.weekdays))
      and (e.time_from is null
           or (slot_time >= e.time_from and slot_time + interval '30 minutes' <= e.time_to))
      -- Every visit lasts 30 minutes: one overlaps the slot when it starts less than 30 minutes
      -- from it (plain comparisons: no range function called per entry).
      and not exists (
        select from clinic.appointments a
        where a.patient_id = e.patient_id and a.status = 'scheduled'
          and a.date_time > starts_at - interval '30 minutes'
          and a.date_time < starts_at + interval '30 minutes'
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

-- Whether the slot is bookable now: open (working hours, no closure or time off), in the
-- future, and not overlapping a scheduled appointment of the doctor.
create function clinic.slot_is_free(doctor_id integer, starts_at timestamptz) returns boolean
  language sql stable
  set search_path = pg_catalog
as $$
  select starts_at > now()
    and exists (select from clinic.open_slots(array[doctor_id], starts_at, starts_at + interval '1 second') s
                where s.date_time = starts_at)
    and not exists (select from clinic.appointments a
                    where a.doctor_id = slot_is_free.doctor_id and a.status = 'scheduled'
                      and a.slot && clinic.appointment_range(starts_at, 30))
$$;

-- The queue's key of one slot's offering: a second freeing of the same slot joins the first.
create function clinic.offer_job_key(doctor_id integer, starts_at timestamptz) returns text
  language sql immutable
  set search_path = pg_catalog
as $$
  select 'offer:' || doctor_id || ':' || extract(epoch from starts_at)::bigint
$$;

-- Queues the offering of a freed slot, when someone is waiting for its doctor or specialty.
create function clinic.queue_slot_offer(doctor_id integer, starts_at timestamptz,
                                        run_at timestamptz default now())
  returns void
  language plpgsql volatile
  set search_path = pg_catalog
as $$
begin
  if starts_at <= now() or not exists (
      select from clinic.waitlist_entries e
      where e.status = 'waiting' and e.expires_at > now()
        and (e.doctor_id = queue_slot_offer.doctor_id
             or e.specialty = (select d.specialty from clinic.doctors d where d.id = queue_slot_offer.doctor_id))) then
    return;
  end if;
  perform graphile_worker.add_job(
    'offer_slot',
    json_build_object('doctor_id', doctor_id, 'date_time', starts_at),
    run_at => run_at,
    max_attempts => 5,
    job_key => clinic.offer_job_key(doctor_id, starts_at));
end
$$;

-- Step 1 of the `offer_slot` job: picks who is offered a freed slot now and records the offers
-- ('sending'), each with a new token returned in clear once. One at a time: the first match,
-- unless a hold is running, and the job comes back when the hold ends. All at once: every match
-- not yet offered. Returns {offers: [{offer_id, token, hold_until, patient_name, patient_email,
-- doctor_name, specialty, date_time, formatted_date, clinic_time_zone, later_formatted_date}],
-- reason}; reason is null with offers, else 'taken' | 'held' | 'nobody'.
create function clinic.offer_freed_slot(doctor_id integer, starts_at timestamptz) returns json
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
  if not clinic.slot_is_free(doctor_id, starts_at) then
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
                                 from clinic.appointments a where a.id = entry.appointment_id))
      from clinic.accounts acc, clinic.doctors d
      where acc.id = entry.patient_id and d.id = doctor_id);
    if mode = 'one-at-a-time' then
      -- The next patient's turn, if this one has not booked by then.
      perform clinic.queue_slot_offer(doctor_id, starts_at, until_time);
    end if;
  end loop;
  return json_build_object('offers', array_to_json(offers),
                           'reason', case when cardinality(offers) = 0 then 'nobody' end);
end
$$;

-- Step 2: records whether an offer's e-mail went. A failed one ends its hold at once and the
-- slot goes to the next patient.
create function clinic.finish_offer(offer_id bigint, sent boolean, error text default null)
  returns void
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  offer clinic.waitlist_offers;
begin
  update clinic.waitlist_offers o
    set status = case when sent then 'sent' else 'failed' end,
        hold_until = case when sent then o.hold_until else least(o.hold_until, now()) end,
        last_error = left(error, 500)
    where o.id = offer_id and o.status = 'sending'
    returning * into offer;
  if found and not sent then
    perform clinic.queue_slot_offer(offer.doctor_id, offer.date_time);
  end if;
end
$$;

-- After an appointment is canceled (or moved away: a reschedule cancels the old one), its
-- slot is offered. SECURITY DEFINER (owner clinic_worker): only the worker's role queues jobs.
create function clinic.appointments_offer_freed_slot() returns trigger
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
begin
  if old.status = 'scheduled' and new.status = 'canceled' then
    perform clinic.queue_slot_offer(new.doctor_id, new.date_time);
  end if;
  return null;
end
$$;

create trigger appointments_offer_freed_slot
  after update of status on clinic.appointments
  for each row execute function clinic.appointments_offer_freed_slot();

-- After time off is removed, its free slots are offered (at most 93 days ahead).
create function clinic.time_off_offer_freed_slots() returns trigger
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
declare
  freed timestamptz;
begin
  for freed in
    select s.date_time
    from clinic.open_slots(array[old.doctor_id], greatest(lower(old.period), now()),
                           least(upper(old.period), now() + interval '93 days')) s
    where not exists (select from clinic.appointments a
                      where a.doctor_id = old.doctor_id and a.status = 'scheduled'
                        and a.slot && clinic.appointment_range(s.date_time, 30))
  loop
    perform clinic.queue_slot_offer(old.doctor_id, freed);
  end loop;
  return null;
end
$$;

create trigger time_off_offer_freed_slots
  after delete on clinic.time_off
  for each row execute function clinic.time_off_offer_freed_slots();

-- Patients' and staff's view of entries: a patient sees only their own (row-level security);
-- staff see every doctor's.
create view api.waitlist_entries with (security_invoker = true) as
  select e.id, e.patient_id, acc.name as patient_name, e.doctor_id, d.name as doctor_name,
         coalesce(e.specialty, d.specialty) as specialty, e.doctor_id is null as any_doctor,
         e.first_day, e.last_day, e.weekdays, e.time_from, e.time_to, e.expires_at, e.reason,
         e.appointment_id, e.status, e.created_at
  from clinic.waitlist_entries e
  left join clinic.doctors d on d.id = e.doctor_id
  left join clinic.accounts acc on acc.id = e.patient_id;

-- POST /rpc/join_waitlist: the requesting patient asks to hear of an earlier time; returns the
-- entry (api.waitlist_entries). `doctor_id` or `specialty`; clinic-time days `first_day` to
-- `last_day` (a start before today counts from today); `weekdays` ISO 1–7; a `time_from`–
-- `time_to` window; `expires_on` (default last_day, the entry ends after that clinic day);
-- `reason` (default the moved appointment's); `appointment_id`: the patient's later
-- appointment an offer would replace. Refusals, changing nothing: not a patient 42501; a range
-- in the past, an empty or reversed window, no weekday, a range over 180 days 22023; an
-- unknown doctor or specialty 23503; joining twice 23505.
create function api.join_waitlist(
  doctor_id integer default null, specialty text default null, first_day date default null,
  last_day date default null, weekdays integer[] default null, time_from time default null,
  time_to time default null, expires_on date default null, reason text default null,
  appointment_id bigint default null)
  returns api.waitlist_entries
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  me bigint := clinic.current_account_id();
  today date := (now() at time zone clinic.clinic_timezone())::date;
  later clinic.appointments;
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
  if time_from is not null and time_to - time_from < interval '30 minutes' then
    raise exception 'The time of day must span at least 30 minutes, from an earlier to a later time.'
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
    entry_reason := coalesce(entry_reason, later.reason);
  end if;
  if entry_reason is null then
    raise exception 'A reason for the visit is required.' using errcode = 'check_violation';
  end if;
  perform clinic.check_length(entry_reason, 'reason', 'The reason for the visit');
  begin
    insert into clinic.waitlist_entries (patient_id, doctor_id, specialty, first_day, last_day,
                                         weekdays, time_from, time_to, expires_at, reason,
                                         appointment_id)
      values (me, doctor_id, wanted_specialty, first_day, last_day,
              (select array_agg(distinct w order by w) from unnest(weekdays) w)::smallint[],
              time_from, time_to,
              ((coalesce(expires_on, last_day) + 1)::timestamp) at time zone clinic.clinic_timezone(),
              entry_reason, appointment_id)
      returning id into created_id;
  exception when unique_violation then
    raise exception 'You are already on the waitlist for %. Leave that entry first to change it.',
      coalesce((select d.name from clinic.doctors d where d.id = doctor_id),
               'any ' || wanted_specialty || ' doctor')
      using errcode = 'unique_violation';
  end;
  select * into result from api.waitlist_entries w where w.id = created_id;
  return result;
end
$$;

-- POST /rpc/leave_waitlist: the requesting patient leaves one of their waiting entries; returns
-- it. Someone else's or an unknown entry: 22023.
create function api.leave_waitlist(entry_id bigint default null) returns api.waitlist_entries
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  result api.waitlist_entries;
begin
  perform clinic.require_post();
  update clinic.waitlist_entries e set status = 'left'
    where e.id = entry_id and e.patient_id = clinic.current_account_id() and e.status = 'waiting';
  if not found then
    raise exception 'That waitlist entry is not yours or has ended.'
      using errcode = 'invalid_parameter_value';
  end if;
  select * into result from api.waitlist_entries w where w.id = entry_id;
  return result;
end
$$;

-- The offer an offer link's token names. An unknown token: 22023, worded for the patient.
create function clinic.waitlist_offer_by_token(token text) returns clinic.waitlist_offers
  language plpgsql stable
  set search_path = pg_catalog, public
as $$
declare
  offer clinic.waitlist_offers;
begin
  select * into offer from clinic.waitlist_offers o
    where o.token_hash = digest(coalesce(token, ''), 'sha256');
  if not found then
    raise exception 'This offer link is not valid. Please use the latest e-mail we sent you.'
      using errcode = 'invalid_parameter_value';
  end if;
  return offer;
end
$$;

-- What an offer link shows, without changing anything (a mail scanner may open it).
-- GET or POST /rpc/waitlist_offer?token= → {status, patient_name, doctor_id, doctor_name,
-- specialty, date_time, formatted_date, hold_until, later: {id, formatted_date} | null,
-- appointment_id}. status: 'open' (bookable now), 'booked' (booked from this offer), 'taken'
-- (someone else has it), 'ended' (the hold passed and the next patient holds it), 'past',
-- 'left' (the patient left the waitlist). An unknown token: 22023.
create function api.waitlist_offer(token text default null) returns json
  language plpgsql stable security definer
  set search_path = pg_catalog, public
as $$
#variable_conflict use_variable
declare
  offer clinic.waitlist_offers;
  entry clinic.waitlist_entries;
  later clinic.appointments;
  state text;
begin
  offer := clinic.waitlist_offer_by_token(token);
  select * into entry from clinic.waitlist_entries e where e.id = offer.entry_id;
  later := clinic.waitlist_later_appointment(entry, offer.doctor_id, offer.date_time);
  state := case
    when offer.status = 'accepted' then 'booked'
    when entry.status = 'left' then 'left'
    when offer.date_time <= now() then 'past'
    when not clinic.slot_is_free(offer.doctor_id, offer.date_time) then 'taken'
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
    'appointment_id', offer.appointment_id);
end
$$;

-- The patient's later appointment an offered slot replaces (a reschedule, docs/product.md#rescheduling): the entry's
-- own, else their next scheduled one with the same doctor (or specialty) after the slot.
create function clinic.waitlist_later_appointment(entry clinic.waitlist_entries, doctor_id integer,
                                                  starts_at timestamptz)
  returns clinic.appointments
  language sql stable
  set search_path = pg_catalog
as $$
  select a.* from clinic.appointments a
  where a.patient_id = entry.patient_id and a.status = 'scheduled' and a.date_time > starts_at
    and (a.id = entry.appointment_id
         or (entry.appointment_id is null
             and (a.doctor_id = coalesce(entry.doctor_id, waitlist_later_appointment.doctor_id)
                  or (entry.specialty is not null
                      and a.doctor_id in (select d.id from clinic.doctors d
                                          where d.specialty = entry.specialty)))))
  order by a.id = entry.appointment_id desc, a.date_time
  limit 1
$$;

-- POST /rpc/accept_waitlist_offer?token=: books the offered slot for the offer's patient, with
-- the same rule, trigger and constraints as any booking (clinic.book_for); a later appointment
-- of theirs is rescheduled: canceled in the same step, pointing at the new one
-- (docs/product.md#rescheduling). Pressing it again
-- returns the same booking. Returns {appointment: api.appointments row, rescheduled_from: id |
-- null}. Refusals, changing nothing: an unknown token or a left entry 22023; the next patient
-- holds it now 55006; the slot was taken 23P01 (kindly worded; the patient stays waiting).
create function api.accept_waitlist_offer(token text default null) returns json
  language plpgsql volatile security definer
  set search_path = pg_catalog, public
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
    created_id := clinic.book_for(entry.patient_id, offer.doctor_id, offer.date_time, entry.reason);
  exception when exclusion_violation or check_violation then
    raise exception 'Sorry, this time has just been taken by someone else. You are still on the waitlist, and we will e-mail you if another time opens.'
      using errcode = 'exclusion_violation';
  end;
  if later.id is not null then
    update clinic.appointments a set status = 'canceled', rescheduled_to = created_id
      where a.id = later.id;
  end if;
  update clinic.waitlist_offers o set status = 'accepted', appointment_id = created_id
    where o.id = offer.id;
  update clinic.waitlist_entries e set status = 'booked' where e.id = entry.id;
  return json_build_object(
    'appointment', (select to_json(v) from api.appointments v where v.id = created_id),
    'rescheduled_from', later.id);
end
$$;

-- POST /rpc/set_visitor_time_zone: records the zone the requesting patient booked from on one
-- of their scheduled appointments, for the reminders' "your time". An invalid zone: 22023.
create function api.set_visitor_time_zone(appointment_id bigint default null, time_zone text default null)
  returns void
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
begin
  perform clinic.require_post();
  if time_zone is null or not exists (select from pg_timezone_names z where z.name = time_zone) then
    raise exception 'Unknown time zone %.', coalesce(time_zone, '(none)')
      using errcode = 'invalid_parameter_value';
  end if;
  insert into clinic.visitor_time_zones (appointment_id, time_zone)
    select a.id, time_zone from clinic.appointments a
    where a.id = appointment_id and a.patient_id = clinic.current_account_id()
      and a.status = 'scheduled'
  on conflict on constraint visitor_time_zones_pkey do nothing;
end
$$;

-- Staff's failed deliveries: reminders that did not reach the patient after the last try.
create view api.failed_deliveries with (security_invoker = true) as
  select * from api.reminder_deliveries where status in ('failed', 'uncertain', 'skipped');

-- The claim for a transport whose service keeps one copy of a repeated message key (SMTP: the
-- Message-ID made of the reminder's key): a reminder found 'sending', whose try never came back
-- (its worker was killed mid-send), is claimed again and re-sent under the same key rather
-- than marked 'uncertain', so the patient gets it whether or not the first try's e-mail left.
-- Otherwise as clinic.claim_reminder (docs/reminders.md).
create function clinic.claim_reminder_resending(appointment_id bigint, offset_minutes integer,
                                                claim uuid)
  returns json
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
begin
  update clinic.reminders r
    set status = 'scheduled', claim = null, updated_at = now(),
        last_error = 'A worker stopped while handing the e-mail over; sent again under the same Message-ID.'
    where r.appointment_id = appointment_id and r.offset_minutes = offset_minutes
      and r.status = 'sending';
  return clinic.claim_reminder(appointment_id, offset_minutes, claim);
end
$$;

-- Privileges. Nothing for PUBLIC.
revoke all on clinic.waitlist_entries, clinic.waitlist_offers, clinic.visitor_time_zones,
  api.waitlist_entries,
  api.failed_deliveries from public;
revoke execute on all functions in schema clinic, api from public;

-- Patients read their own entries and join or leave through the functions above.
grant select, insert (patient_id, doctor_id, specialty, first_day, last_day, weekdays, time_from,
  time_to, expires_at, reason, appointment_id), update (status)
  on clinic.waitlist_entries to clinic_user;
grant select on api.waitlist_entries to clinic_user;
grant execute on function
  api.join_waitlist(integer, text, date, date, integer[], time, time, date, text, bigint),
  api.leave_waitlist(bigint), api.set_visitor_time_zone(bigint, text)
  to clinic_user;
grant execute on function api.waitlist_offer(text), api.accept_waitlist_offer(text)
  to web_anon, clinic_user;
grant execute on function clinic.require_post(), clinic.current_account_id(), clinic.my_doctor_id(),
  clinic.clinic_timezone(), clinic.check_length(text, text, text), clinic.text_limit(text)
  to clinic_user;

-- The worker picks and records offers; its role alone reads offers (and deliveries).
grant select, insert, update on clinic.waitlist_offers to clinic_worker;
grant select on clinic.waitlist_entries, clinic.visitor_time_zones to clinic_worker;
grant select (id, name, email, contact_email) on clinic.accounts to clinic_worker;
grant execute on function
  clinic.claim_reminder_resending(bigint, integer, uuid),
  clinic.offer_freed_slot(integer, timestamptz), clinic.finish_offer(bigint, boolean, text),
  clinic.waitlist_matches(integer, timestamptz), clinic.slot_is_free(integer, timestamptz),
  clinic.queue_slot_offer(integer, timestamptz, timestamptz),
  clinic.offer_job_key(integer, timestamptz), clinic.waitlist_hold(),
  clinic.waitlist_offer_mode(), clinic.open_slots(integer[], timestamptz, timestamptz),
  clinic.appointment_range(timestamptz, integer), clinic.base64url(bytea)
  to clinic_worker;
-- The triggers (owned by clinic_worker) queue jobs whoever cancels.
alter function clinic.appointments_offer_freed_slot() owner to clinic_worker;
alter function clinic.time_off_offer_freed_slots() owner to clinic_worker;

alter table clinic.waitlist_entries enable row level security;
alter table clinic.waitlist_entries force row level security;
alter table clinic.waitlist_offers enable row level security;
alter table clinic.waitlist_offers force row level security;
create policy waitlist_entries_own on clinic.waitlist_entries
  for all to clinic_user
  using (patient_id = (select clinic.current_account_id()))
  with check (patient_id = (select clinic.current_account_id()));
create policy waitlist_entries_staff_read on clinic.waitlist_entries
  for select to clinic_staff using ((select clinic.is_staff()));
create policy waitlist_entries_worker_read on clinic.waitlist_entries
  for select to clinic_worker using (true);
create policy waitlist_offers_worker on clinic.waitlist_offers
  for all to clinic_worker using (true) with check (true);
alter table clinic.visitor_time_zones enable row level security;
alter table clinic.visitor_time_zones force row level security;
create policy visitor_time_zones_worker_read on clinic.visitor_time_zones
  for select to clinic_worker using (true);
create policy accounts_worker_read on clinic.accounts
  for select to clinic_worker using (true);

-- Staff see the waitlist per doctor and the failed deliveries (on /schedule).
grant select on clinic.waitlist_entries to clinic_staff;
grant select on api.waitlist_entries, api.failed_deliveries to clinic_staff;

-- Free starts in less time, as the bench measures them (docs/operations.md#scaling): the
-- checks of every start against time off (clinic.open_starts) and against the person's own
-- visits (api.available_slots) build the start's range with tstzrange itself rather than
-- clinic.appointment_range. That function's `set search_path` keeps PostgreSQL from inlining
-- it, so each call went through the SQL-function executor: about 8 µs a start, evaluated even
-- with no time off and no person, 16 of the 17 ms open_starts took on a 90-day read of
-- 15-minute starts (`npm run bench:shared`, scripts/bench/available-slots.mjs).
-- The answers are the same: the range is [start, start + minutes), as appointment_range's.

-- As in 014, but for the range built in place and nothing compared when there is no time off.
create or replace function clinic.open_starts(doctor_ids integer[], from_time timestamptz,
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
    and (away.periods is null
         or not (away.periods && tstzrange(st.date_time,
                                           st.date_time + make_interval(mins => duration_minutes), '[)')));
end
$$;

-- As in 016, but for the range built in place and nothing compared when nobody's visits are.
create or replace function api.available_slots(
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
    where own_visits is null
       or not (own_visits && tstzrange(s.date_time,
                                       s.date_time + make_interval(mins => kind.duration_minutes), '[)'))
    order by s.date_time, s.doctor_id;
end
$$;

-- Free starts in less time again, as the bench measures them (docs/operations.md#scaling): as in
-- 017, but each start's clinic time is converted to an instant once. Inlined, the `starts` subquery's
-- `local_start at time zone tz` was evaluated again for the period's two bounds and for each
-- check against time off, about five time-zone conversions per start; for 20 doctors over 7
-- days on the 15-minute grid that was most of the 14 ms open_starts took
-- (`npm run bench:shared`). `days` is materialized too, so the closures are checked once per
-- day rather than once per working range. The answers are the same rows.

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
  days as materialized (
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
  starts as materialized (
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

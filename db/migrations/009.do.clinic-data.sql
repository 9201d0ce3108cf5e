-- The clinic's data as the site reads it in shared mode (docs/clinic-calendar.md#the-clinics-data):
-- the doctors (GET /doctors, migration 004), each doctor's free slots (available_slots, 007)
-- and, here, the clinic's opening hours for the assistant's hours answer.

-- 'HH:MM' of minutes after midnight; 1440 is '24:00' (the time type would wrap it to 00:00).
create function clinic.minutes_to_clock(minutes integer) returns text
  language sql immutable parallel safe
  set search_path = pg_catalog
as $$
  select lpad((minutes / 60)::text, 2, '0') || ':' || lpad((minutes % 60)::text, 2, '0')
$$;

-- GET /rpc/opening_hours?on_date= → [{weekday, open, close}]: the clinic's week in force on
-- `on_date` (default: today, clinic date), as the clinic file states it
-- (docs/configuration.md#the-clinic-file): ISO weekday (1 = Monday … 7 = Sunday) and 'HH:MM' clinic
-- wall-clock times, every doctor's ranges of a weekday merged (touching ones too), in order. A
-- weekday with no row is closed. Anyone may read it, as the hours are public.
create function api.opening_hours(on_date date default null)
  returns table (weekday smallint, open text, close text)
  language sql stable
  set search_path = pg_catalog
as $$
  with day as (
    select coalesce(on_date, (now() at time zone clinic.clinic_timezone())::date) as d
  ),
  -- Each doctor's week in force that day: the latest valid_from on or before it.
  current_weeks as (
    select h.doctor_id, max(h.valid_from) as valid_from
    from clinic.working_hours h, day
    where h.valid_from <= day.d
    group by h.doctor_id
  ),
  merged as (
    select h.weekday, range_agg(clinic.minutes_range(h.start_time, h.end_time)) as ranges
    from clinic.working_hours h
    join current_weeks w using (doctor_id, valid_from)
    group by h.weekday
  )
  select m.weekday, clinic.minutes_to_clock(lower(r)), clinic.minutes_to_clock(upper(r))
  from merged m, unnest(m.ranges) r
  order by m.weekday, lower(r)
$$;

grant execute on function clinic.minutes_to_clock(integer), clinic.clinic_timezone() to web_anon, clinic_user;
grant execute on function clinic.minutes_range(time, time) to web_anon, clinic_user;
grant execute on function api.opening_hours(date) to web_anon, clinic_user;
revoke execute on function api.opening_hours(date), clinic.minutes_to_clock(integer) from public;

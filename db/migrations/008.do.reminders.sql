-- Reminder e-mails before each visit, on graphile-worker's job queue in this database
-- (docs/reminders.md). A booking schedules one job per offset (24 h and 2 h before
-- by default); cancelling removes them; the worker records each reminder's delivery here, so
-- each (appointment, offset) is sent at most once however many workers run.
--
-- graphile-worker's own schema (graphile_worker) is installed by scripts/db/migrate.mjs before
-- this file runs; this file only grants on it and calls its public functions.

do $$
begin
  if to_regnamespace('graphile_worker') is null then
    raise exception 'The graphile_worker schema is missing: run npm run db:migrate, which installs it before this migration.';
  end if;
  -- The worker process logs in as clinic_worker (its password: WORKER_PASSWORD at db:migrate).
  if not exists (select from pg_roles where rolname = 'clinic_worker') then
    create role clinic_worker login noinherit nocreatedb nocreaterole nosuperuser;
  end if;
end
$$;
-- The migrating role hands the scheduling trigger's function over to clinic_worker.
grant clinic_worker to current_user;

-- The job queue: the worker takes, runs and completes jobs; the scheduling trigger (owned by
-- clinic_worker) adds and removes them. graphile-worker's later migrations create their objects
-- as the migrating role, so default privileges cover those too.
grant usage on schema graphile_worker to clinic_worker;
grant select, insert, update, delete on all tables in schema graphile_worker to clinic_worker;
grant usage, select on all sequences in schema graphile_worker to clinic_worker;
grant execute on all functions in schema graphile_worker to clinic_worker;
alter default privileges in schema graphile_worker
  grant select, insert, update, delete on tables to clinic_worker;
alter default privileges in schema graphile_worker grant usage, select on sequences to clinic_worker;
alter default privileges in schema graphile_worker grant execute on functions to clinic_worker;
-- graphile-worker enables row-level security without policies on its private tables, so that
-- only their owner uses them; the worker's role gets the whole of each.
do $$
declare
  private_table regclass;
begin
  for private_table in
    select c.oid::regclass from pg_class c
    where c.relnamespace = 'graphile_worker'::regnamespace and c.relkind = 'r' and c.relrowsecurity
  loop
    execute format('create policy clinic_worker_all on %s for all to clinic_worker using (true) with check (true)',
                   private_table);
  end loop;
end
$$;

-- One row per reminder due: the delivery record. Its key (appointment, offset) is the
-- reminder's identity, so a second send of the same reminder has nowhere to be recorded.
--   scheduled  waiting for its time (or for a retry after a failed try: attempts > 0)
--   sending    a worker has claimed it and is handing it to the e-mail service
--   sent       the service accepted it (sent_at, transport, message_id)
--   failed     every try was refused; last_error says why (shown to staff)
--   uncertain  a worker stopped or timed out after handing it over, before the answer: it may
--              have arrived, so it is never sent again (at most once); shown to staff
--   canceled   the appointment was canceled or moved before the reminder's time
--   skipped    the visit had begun before a worker could send it (workers were down)
create table clinic.reminders (
  appointment_id bigint not null references clinic.appointments (id) on delete cascade,
  offset_minutes integer not null check (offset_minutes > 0),
  due_at timestamptz not null,
  status text not null default 'scheduled' check (status in (
    'scheduled', 'sending', 'sent', 'failed', 'uncertain', 'canceled', 'skipped')),
  attempts integer not null default 0 check (attempts >= 0),
  -- The try holding 'sending': only it may record the outcome.
  claim uuid,
  claimed_at timestamptz,
  sent_at timestamptz,
  transport text check (transport in ('emailjs', 'smtp')),
  message_id text,
  last_error text,
  updated_at timestamptz not null default now(),
  primary key (appointment_id, offset_minutes),
  constraint reminders_claim_while_sending check ((status = 'sending') = (claim is not null)),
  constraint reminders_sent_has_time check ((status = 'sent') = (sent_at is not null))
);
-- What staff must look at: reminders that did not reach the patient.
create index reminders_needing_attention on clinic.reminders (due_at)
  where status in ('failed', 'uncertain', 'skipped');

-- Live workers: each graphile-worker worker id with the time its process last said it is alive.
-- A job locked by a worker with no fresh heartbeat is released for another worker
-- (clinic.release_stale_jobs); graphile-worker itself would wait 4 hours.
create table clinic.worker_heartbeats (
  worker_id text primary key,
  seen_at timestamptz not null default now()
);

-- The offsets, in minutes before the visit: the database setting app.reminder_offsets_minutes
-- (set by db:migrate from REMINDER_OFFSETS_MINUTES), default 1440,120 (24 h and 2 h).
create function clinic.reminder_offsets() returns integer[]
  language plpgsql stable
  set search_path = pg_catalog
as $$
declare
  setting text := coalesce(nullif(btrim(current_setting('app.reminder_offsets_minutes', true)), ''),
                           '1440,120');
begin
  if setting !~ '^\s*[1-9][0-9]{0,5}\s*(,\s*[1-9][0-9]{0,5}\s*)*$' then
    raise exception 'app.reminder_offsets_minutes must be a list of whole minutes such as 1440,120, not %.',
      setting using errcode = 'invalid_parameter_value';
  end if;
  return (select array_agg(distinct btrim(part)::integer order by btrim(part)::integer desc)
          from unnest(string_to_array(setting, ',')) as part);
end
$$;

-- How many tries a reminder gets before it is marked failed: app.reminder_max_attempts
-- (REMINDER_MAX_ATTEMPTS at db:migrate), default 8: graphile-worker waits e^n seconds after the
-- n-th failure, so 8 tries span about 25 minutes.
create function clinic.reminder_max_attempts() returns integer
  language sql stable
  set search_path = pg_catalog
as $$
  select greatest(1, least(25, coalesce(
    nullif(btrim(current_setting('app.reminder_max_attempts', true)), '')::integer, 8)))
$$;

-- The queue's key of one reminder: adding it again replaces (moves) the job; removing it
-- removes the job.
create function clinic.reminder_job_key(appointment_id bigint, offset_minutes integer) returns text
  language sql immutable
  set search_path = pg_catalog
as $$
  select 'reminder:' || appointment_id || ':' || offset_minutes
$$;

-- After an appointment is written: a scheduled appointment gets one reminder per offset still
-- ahead (a booking inside an offset gets none for a time already past); a cancel removes the
-- reminders not yet sent; a change of time moves them. SECURITY DEFINER (owner clinic_worker):
-- patients and staff book, but only the worker's role touches the queue and the deliveries.
create function clinic.appointments_schedule_reminders() returns trigger
  language plpgsql volatile security definer
  set search_path = pg_catalog
as $$
declare
  minutes integer;
  due timestamptz;
  pending clinic.reminders;
begin
  if tg_op = 'UPDATE' then
    if (old.status, old.date_time) is not distinct from (new.status, new.date_time) then
      return null;
    end if;
    for pending in
      update clinic.reminders r set status = 'canceled', updated_at = now()
        where r.appointment_id = new.id and r.status = 'scheduled'
        returning r.*
    loop
      perform graphile_worker.remove_job(
        clinic.reminder_job_key(pending.appointment_id, pending.offset_minutes));
    end loop;
  end if;
  if new.status = 'scheduled' then
    foreach minutes in array clinic.reminder_offsets() loop
      due := new.date_time - make_interval(mins => minutes);
      continue when due <= now();
      insert into clinic.reminders as r (appointment_id, offset_minutes, due_at)
        values (new.id, minutes, due)
        on conflict (appointment_id, offset_minutes) do update
          set due_at = excluded.due_at, status = 'scheduled', attempts = 0, last_error = null,
              updated_at = now()
          where r.status = 'canceled';
      -- A reminder already sent for this appointment is not sent again for its new time.
      continue when not found;
      perform graphile_worker.add_job(
        'send_reminder',
        json_build_object('appointment_id', new.id, 'offset_minutes', minutes),
        run_at => due,
        max_attempts => clinic.reminder_max_attempts(),
        job_key => clinic.reminder_job_key(new.id, minutes));
    end loop;
  end if;
  return null;
end
$$;

create trigger appointments_schedule_reminders
  after insert or update of status, date_time on clinic.appointments
  for each row execute function clinic.appointments_schedule_reminders();

-- Step 1 of a send, in its own transaction: claims the reminder for this try (`claim`), or says
-- why there is nothing to send. Returns {action: 'send', attempt, appointment: {…}} or
-- {action: 'none', status}. A reminder found 'sending' was claimed by a try that never came
-- back (its worker was killed or cut off mid-send): it may have arrived, so it becomes
-- 'uncertain' and is not sent again.
create function clinic.claim_reminder(appointment_id bigint, offset_minutes integer, claim uuid)
  returns json
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  reminder clinic.reminders;
  visit clinic.appointments;
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
  select * into visit from clinic.appointments a where a.id = appointment_id;
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
      -- The visitor's own zone, where a later migration stores one with the booking.
      'visitor_time_zone', to_jsonb(visit) ->> 'visitor_time_zone',
      'clinic_time_zone', clinic.clinic_timezone()));
end
$$;

-- Step 2 of a send: records the outcome of the try holding `claim`, and completes the job in the
-- same transaction when nothing is left to try. outcome: 'sent' | 'retry' (a refused try with
-- tries left: back to 'scheduled' for graphile-worker's next run) | 'failed' (refused, no tries
-- left) | 'uncertain' (no answer from the service). Returns false, changing nothing, when the
-- claim is no longer this try's (another worker has since decided it).
create function clinic.finish_reminder(
  appointment_id bigint, offset_minutes integer, claim uuid, outcome text,
  job_id bigint default null, worker_id text default null, transport text default null,
  message_id text default null, error text default null)
  returns boolean
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
begin
  if outcome not in ('sent', 'retry', 'failed', 'uncertain') then
    raise exception 'Unknown reminder outcome %.', outcome using errcode = 'invalid_parameter_value';
  end if;
  update clinic.reminders r
    set status = case outcome when 'retry' then 'scheduled' else outcome end,
        claim = null,
        sent_at = case when outcome = 'sent' then now() end,
        transport = finish_reminder.transport,
        message_id = finish_reminder.message_id,
        last_error = left(error, 500),
        updated_at = now()
    where r.appointment_id = appointment_id and r.offset_minutes = offset_minutes
      and r.status = 'sending' and r.claim = finish_reminder.claim;
  if not found then
    return false;
  end if;
  if outcome <> 'retry' and job_id is not null then
    -- graphile-worker's own completion of a job it has locked (complete_jobs skips locked jobs).
    delete from graphile_worker._private_jobs j where j.id = job_id and j.locked_by = worker_id;
  end if;
  return true;
end
$$;

-- Releases the jobs of workers that stopped without saying so (killed, machine lost): a job
-- locked for longer than `stale` by a worker with no heartbeat within `stale`. Returns how many
-- workers were released. Live workers beat every few seconds (scripts/worker/run.mjs).
create function clinic.release_stale_jobs(stale interval) returns integer
  language plpgsql volatile
  set search_path = pg_catalog
as $$
declare
  dead text[];
begin
  select array_agg(distinct j.locked_by) into dead
    from graphile_worker.jobs j
    where j.locked_at < now() - stale
      and not exists (select from clinic.worker_heartbeats h
                      where h.worker_id = j.locked_by and h.seen_at >= now() - stale);
  delete from clinic.worker_heartbeats h where h.seen_at < now() - stale * 10;
  if dead is null then
    return 0;
  end if;
  perform graphile_worker.force_unlock_workers(dead);
  return cardinality(dead);
end
$$;

-- Staff's view of reminders (later shown on /schedule): one row per reminder with its
-- appointment, most urgent first by due time.
create view api.reminder_deliveries with (security_invoker = true) as
  select r.appointment_id, r.offset_minutes, r.due_at, r.status, r.attempts, r.sent_at,
         r.transport, r.last_error, a.doctor_id, a.doctor_name, a.patient_name, a.date_time,
         clinic.format_appointment_date(a.date_time) as formatted_date
  from clinic.reminders r
  join clinic.appointments a on a.id = r.appointment_id;

-- Privileges: nothing for PUBLIC; the worker role alone reads and writes deliveries.
revoke all on clinic.reminders, clinic.worker_heartbeats, api.reminder_deliveries from public;
revoke execute on all functions in schema clinic, api from public;
grant usage on schema clinic to clinic_worker;
grant select on clinic.doctors to clinic_worker;
grant select on clinic.appointments to clinic_worker;
grant select, insert, update on clinic.reminders to clinic_worker;
grant select, insert, update, delete on clinic.worker_heartbeats to clinic_worker;
grant execute on function
  clinic.claim_reminder(bigint, integer, uuid),
  clinic.finish_reminder(bigint, integer, uuid, text, bigint, text, text, text, text),
  clinic.release_stale_jobs(interval),
  clinic.reminder_offsets(), clinic.reminder_max_attempts(),
  clinic.reminder_job_key(bigint, integer), clinic.clinic_timezone(),
  clinic.format_appointment_date(timestamptz)
  to clinic_worker;

alter table clinic.reminders enable row level security;
alter table clinic.reminders force row level security;
alter table clinic.worker_heartbeats enable row level security;
alter table clinic.worker_heartbeats force row level security;
create policy reminders_worker on clinic.reminders
  for all to clinic_worker using (true) with check (true);
create policy worker_heartbeats_worker on clinic.worker_heartbeats
  for all to clinic_worker using (true) with check (true);
create policy doctors_worker_read on clinic.doctors for select to clinic_worker using (true);
-- The worker reads every appointment it reminds of (the columns granted above).
create policy appointments_worker_read on clinic.appointments
  for select to clinic_worker using (true);

alter function clinic.appointments_schedule_reminders() owner to clinic_worker;

-- Staff (migration 007) read the deliveries through the view: failed ones are shown on /schedule.
create policy reminders_staff_read on clinic.reminders for select to clinic_staff
  using ((select clinic.is_staff()));
grant select on clinic.reminders to clinic_staff;
grant select on api.reminder_deliveries to clinic_staff;

-- Concurrent bookings of one doctor, or of one patient, take turns
-- (docs/shared-mode.md#what-the-database-refuses). Two transactions inserting overlapping
-- appointments at the same moment each found the other's uncommitted row in the exclusion
-- constraint and waited for the other: PostgreSQL broke the deadlock with 40P01 (500), where
-- the patient should hear 'That time is no longer available.' (23P01). With the doctor's and then
-- the patient's lock taken before the row is written, the later insert meets a committed row and
-- is refused at once. The exclusion constraints stay the rule; these locks only order the writers.
create function clinic.appointments_take_turns() returns trigger
  language plpgsql volatile
  set search_path = pg_catalog
as $$
begin
  -- Always the doctor first, then the patient, so that two writers never wait on each other.
  perform pg_advisory_xact_lock(hashtextextended('clinic.doctor:' || new.doctor_id, 0));
  perform pg_advisory_xact_lock(hashtextextended('clinic.patient:' || new.patient_id, 0));
  return new;
end
$$;

create trigger appointments_take_turns
  before insert or update of date_time, doctor_id, patient_id, status on clinic.appointments
  for each row when (new.status = 'scheduled')
  execute function clinic.appointments_take_turns();

revoke execute on function clinic.appointments_take_turns() from public;

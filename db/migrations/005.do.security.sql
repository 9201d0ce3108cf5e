-- Grants, ownership and row-level security (docs/shared-mode.md#roles-and-policies).
-- Nothing is granted to PUBLIC; each role gets exactly what its requests need, and every table
-- has row-level security enabled and forced, so even the table owner goes through policies
-- (a superuser, as in the test harness, still bypasses them).

revoke all on schema clinic from public;
revoke all on schema api from public;
revoke all on all tables in schema clinic from public;
revoke all on all tables in schema api from public;
revoke execute on all functions in schema clinic from public;
revoke execute on all functions in schema api from public;

grant usage on schema api to web_anon, clinic_user;
grant usage on schema clinic to web_anon, clinic_user, clinic_api;

-- clinic_api owns what must see more than the caller: registration and login (password
-- hashes, attempts), linking a doctor, the doctor lookup of the policies, and busy_slots.
-- It needs CREATE on a schema only for the moment it takes ownership there.
grant create on schema clinic, api to clinic_api;
alter function api.register(text, text, text, text) owner to clinic_api;
alter function api.login(text, text) owner to clinic_api;
alter function clinic.link_doctor(text, integer) owner to clinic_api;
alter function clinic.my_doctor_id() owner to clinic_api;
alter view api.busy_slots owner to clinic_api;
revoke create on schema clinic, api from clinic_api;

-- Tables.
grant select on clinic.doctors to web_anon, clinic_user, clinic_api;
grant select (id, name, email, role, doctor_id, created_at) on clinic.accounts to clinic_user;
grant select, insert (name, email, password_hash, role), update (doctor_id)
  on clinic.accounts to clinic_api;
grant select on clinic.appointments to clinic_user;
grant insert (doctor_id, patient_id, date_time, duration, reason) on clinic.appointments
  to clinic_user;
grant update (status, cancel_reason, rescheduled_to) on clinic.appointments to clinic_user;
grant select (doctor_id, date_time, duration, status) on clinic.appointments to clinic_api;
grant select, insert, delete on clinic.login_attempts to clinic_api;
grant select, insert, update on clinic.login_lockouts to clinic_api;

-- Views.
grant select on api.doctors to web_anon, clinic_user;
grant select on api.busy_slots to web_anon, clinic_user;
grant select on api.appointments to clinic_user;
grant select on api.accounts to clinic_user;

-- Functions.
grant execute on function api.register(text, text, text, text) to web_anon, clinic_user;
grant execute on function api.login(text, text) to web_anon, clinic_user;
grant execute on function api.book_appointment(integer, timestamptz, text) to clinic_user;
grant execute on function api.cancel_appointment(bigint, text) to clinic_user;
grant execute on function api.reschedule_appointment(bigint, timestamptz) to clinic_user;
grant execute on function
  clinic.current_account_id(), clinic.my_doctor_id(), clinic.clinic_timezone(),
  clinic.appointment_range(timestamptz, integer), clinic.is_within_clinic_hours(timestamptz),
  clinic.format_appointment_date(timestamptz), clinic.book(integer, timestamptz, text),
  clinic.lock_own_scheduled(bigint)
  to clinic_user;
grant execute on function
  clinic.current_account_id(), clinic.base64url(bytea), clinic.jwt_secret(),
  clinic.sign_jwt(json), clinic.session_for(bigint)
  to clinic_api;

-- Row-level security on every table.
alter table clinic.doctors enable row level security;
alter table clinic.doctors force row level security;
alter table clinic.accounts enable row level security;
alter table clinic.accounts force row level security;
alter table clinic.appointments enable row level security;
alter table clinic.appointments force row level security;
alter table clinic.login_attempts enable row level security;
alter table clinic.login_attempts force row level security;
alter table clinic.login_lockouts enable row level security;
alter table clinic.login_lockouts force row level security;

create policy doctors_read on clinic.doctors
  for select to web_anon, clinic_user, clinic_api using (true);

-- An account reads only itself; clinic_api registers, logs in and links doctors.
create policy accounts_read_own on clinic.accounts
  for select to clinic_user using (id = (select clinic.current_account_id()));
create policy accounts_api_read on clinic.accounts
  for select to clinic_api using (true);
create policy accounts_api_register on clinic.accounts
  for insert to clinic_api with check (doctor_id is null);
create policy accounts_api_link_doctor on clinic.accounts
  for update to clinic_api using (true) with check (true);

-- A patient reads its own appointments, a doctor account those of its doctor.
create policy appointments_read on clinic.appointments
  for select to clinic_user
  using (patient_id = (select clinic.current_account_id())
         or doctor_id = (select clinic.my_doctor_id()));
-- A patient books only as itself; a doctor account not at all.
create policy appointments_book on clinic.appointments
  for insert to clinic_user
  with check (patient_id = (select clinic.current_account_id())
              and (select clinic.my_doctor_id()) is null);
-- A patient changes only its own appointments (the update trigger allows only cancelling).
create policy appointments_cancel on clinic.appointments
  for update to clinic_user
  using (patient_id = (select clinic.current_account_id()))
  with check (patient_id = (select clinic.current_account_id()));
-- busy_slots (owned by clinic_api) sees every row, through the four columns granted above.
create policy appointments_busy_slots on clinic.appointments
  for select to clinic_api using (true);

create policy login_attempts_api on clinic.login_attempts
  for all to clinic_api using (true) with check (true);
create policy login_lockouts_api on clinic.login_lockouts
  for all to clinic_api using (true) with check (true);

-- link_doctor: the database owner (the role running these migrations) only.
do $$
begin
  execute format('grant execute on function clinic.link_doctor(text, integer) to %I',
                 current_user);
end
$$;

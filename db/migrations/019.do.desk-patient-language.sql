-- The front desk's e-mails go out in each patient's language without a read of their own
-- (docs/front-desk.md#the-front-desk-page, docs/languages.md#the-accounts-language): the rows
-- the desk already reads say it.
--   - api.appointments gains patient_language, the patient account's language, last: the day's
--     rows and every function answering rows of it (staff_book_appointment, staff_cancel_…,
--     staff_reschedule_…, cancel_appointments, add_time_off's affected, mark_attendance) carry it;
--   - api.issue_claim_link's answer says the record's language (patient_language).
-- Nobody reads more than before. The view runs with the caller's rights (security_invoker), so
-- the language comes through clinic.accounts's own policies: staff read every account's, a
-- patient its own (its rows are its own anyway), a doctor account none but its own (null on its
-- patients' rows, as GET /accounts would answer). A subquery, as 016's names, keeps the view one
-- table's, so a write to it is still refused for want of the privilege (42501).
-- Every other column and every stored row stay as they were.

-- As in 016, with patient_language added last (create or replace view may only add at the end).
create or replace view api.appointments with (security_invoker = true) as
  select a.id, a.doctor_id, a.doctor_name, a.patient_id, a.patient_name, a.patient_email,
         a.date_time, clinic.format_appointment_date(a.date_time) as formatted_date,
         a.duration, a.reason, a.status, a.created_at, a.cancel_reason, a.rescheduled_to,
         a.attendance, a.visit_type_id,
         (select v.name from clinic.visit_types v where v.id = a.visit_type_id) as visit_type_name,
         a.buffer_minutes, a.family_member_id,
         (select m.name from clinic.family_members m where m.id = a.family_member_id)
           as family_member_name,
         a.intake_answers,
         (select acc.language from clinic.accounts acc where acc.id = a.patient_id)
           as patient_language
  from clinic.appointments a;

-- POST /rpc/issue_claim_link {patient_id} → {claim_token, claim_expires_at, patient_language}:
-- as in 012, and the record's language, read with the caller's (staff's) rights.
create or replace function api.issue_claim_link(patient_id bigint default null) returns json
  language plpgsql volatile
  set search_path = pg_catalog
as $$
begin
  perform clinic.require_post();
  return (clinic.issue_claim_token(patient_id)::jsonb
          || jsonb_build_object('patient_language',
                                (select acc.language from clinic.accounts acc
                                 where acc.id = issue_claim_link.patient_id)))::json;
exception when no_data_found then
  perform clinic.refuse('P0002', 404, sqlerrm);
end
$$;

-- PostgREST reloads its schema cache on this notice (db-channel, on by default), so a running
-- PostgREST knows the new column at once rather than at its next restart.
notify pgrst, 'reload schema';

-- A waitlist offer's later appointment says when it starts (docs/languages.md#what-is-still-english,
-- docs/waitlist.md#offers): the offer page writes the offered time in the page's language from
-- `date_time`, but the later appointment an offer would move came as `{id, formatted_date}`, the
-- database's English words only, so /es/offer/ wrote it in English; the worker's Spanish offer
-- e-mail quoted those words too, for want of `later_date_time`.
--   - api.waitlist_offer of 016 moves to schema clinic unchanged (SECURITY DEFINER, owned as
--     before), and this one answers for it with `later.date_time` added: the same instant
--     `formatted_date` words;
--   - clinic.offer_freed_slot (018's) gives each offer `later_date_time` beside
--     `later_formatted_date`, which scripts/worker/offer-slot.mjs writes in the patient's language.
-- Every other key, every refusal (an unknown token: 22023) and every stored row stay as they
-- were; a site before this migration reads `later` as before.
alter function api.waitlist_offer(text) set schema clinic;
-- Only this wrapper calls it now.
revoke execute on function clinic.waitlist_offer(text) from public, web_anon, clinic_user;

-- GET or POST /rpc/waitlist_offer?token= → as in 016, with later: {id, formatted_date,
-- date_time} | null.
create function api.waitlist_offer(token text default null) returns json
  language plpgsql stable security definer
  set search_path = pg_catalog, public
  set row_security = on
as $$
#variable_conflict use_variable
declare
  answer jsonb := clinic.waitlist_offer(token)::jsonb;
  later_id bigint := (answer -> 'later' ->> 'id')::bigint;
begin
  if later_id is not null then
    answer := jsonb_set(answer, '{later,date_time}',
      to_jsonb((select a.date_time from clinic.appointments a where a.id = later_id)));
  end if;
  return answer::json;
end
$$;

revoke execute on function api.waitlist_offer(text) from public;
grant execute on function api.waitlist_offer(text) to web_anon, clinic_user;

-- Step 1 of the `offer_slot` job, as in 018; each offer also says its later appointment's start
-- (later_date_time, null without one). Offers keep their order.
create or replace function clinic.offer_freed_slot(doctor_id integer, starts_at timestamptz)
  returns json
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  result json := clinic.offer_freed_slot_facts(doctor_id, starts_at);
begin
  return json_build_object(
    'offers', coalesce((
      select json_agg((o.offer::jsonb || jsonb_build_object(
                        'patient_language', acc.language,
                        'later_date_time', (select a.date_time from clinic.appointments a
                                            where a.id = e.appointment_id)))
                      order by o.n)
      from json_array_elements(result -> 'offers') with ordinality o(offer, n)
      join clinic.waitlist_offers w on w.id = (o.offer ->> 'offer_id')::bigint
      join clinic.waitlist_entries e on e.id = w.entry_id
      join clinic.accounts acc on acc.id = e.patient_id), '[]'::json),
    'reason', result ->> 'reason');
end
$$;

notify pgrst, 'reload schema';

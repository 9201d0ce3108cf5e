-- Refusals answer with their documented HTTP status (docs/shared-mode.md#error-codes), never 500.
--
-- PostgREST 12 picks the status from the SQLSTATE's class: P0001 is 400, but every other P0xxx
-- (PL/pgSQL's own errors) is 500, and so is all of class 55 (object not in prerequisite state).
-- remove_closure and issue_claim_token refused with `raise … using errcode = 'no_data_found'`
-- (P0002), and accept_waitlist_offer with 'object_in_use' (55006): right codes, but each reached
-- the browser as a server error, and the front desk, which shows a refusal's own sentence only
-- for 4xx, showed a generic failure. (No SELECT … INTO STRICT was involved: the codes were raised
-- on purpose.) As lock_own_scheduled (004) already does for P0002, they now raise PostgREST's own
-- error, SQLSTATE 'PGRST', whose message is the JSON body and whose detail carries the status:
-- the body, its code and its sentence stay what they were.

-- Refuses with PostgREST's error: HTTP `http_status`, body {code, message, details, hint}.
-- Called from SQL outside PostgREST, the SQLSTATE is 'PGRST' and the message that JSON.
create function clinic.refuse(code text, http_status integer, message text) returns void
  language plpgsql stable
  set search_path = pg_catalog
as $$
begin
  raise sqlstate 'PGRST' using
    message = json_build_object('code', code, 'message', message, 'details', null,
                                'hint', null)::text,
    detail = json_build_object('status', http_status, 'headers', json_build_object())::text;
end
$$;

-- POST /rpc/remove_closure {closure_id} → the removed row. Staff only; a missing one → P0002,
-- HTTP 404.
create or replace function api.remove_closure(closure_id bigint default null) returns json
  language plpgsql volatile
  set search_path = pg_catalog
as $$
#variable_conflict use_variable
declare
  removed api.closures;
begin
  perform clinic.require_post();
  perform clinic.require_staff();
  select * into removed from api.closures v where v.id = closure_id;
  if not found then
    perform clinic.refuse('P0002', 404, 'There is no such closure.');
  end if;
  delete from clinic.closures c where c.id = closure_id;
  return to_json(removed);
end
$$;

-- POST /rpc/issue_claim_link {patient_id} → {claim_token, claim_expires_at}: a new link for an
-- unclaimed record (the earlier one stops working). Staff only; an unknown id, an account with
-- a password or a record claimed meanwhile → P0002, HTTP 404. issue_claim_token keeps its plain
-- P0002 for SQL callers; only the HTTP answer is translated here.
create or replace function api.issue_claim_link(patient_id bigint default null) returns json
  language plpgsql volatile
  set search_path = pg_catalog
as $$
begin
  perform clinic.require_post();
  return clinic.issue_claim_token(patient_id);
exception when no_data_found then
  perform clinic.refuse('P0002', 404, sqlerrm);
end
$$;

-- POST /rpc/accept_waitlist_offer?token=: the function of 011 moves to schema clinic unchanged
-- (still SECURITY DEFINER, owned and granted as before), and this one answers for it over
-- HTTP, so that the next patient's hold is 55006 with HTTP 409 (the slot is in someone else's
-- hands, a conflict), not 500. The other refusals pass through as they were.
alter function api.accept_waitlist_offer(text) set schema clinic;

create function api.accept_waitlist_offer(token text default null) returns json
  language plpgsql volatile
  set search_path = pg_catalog
as $$
begin
  return clinic.accept_waitlist_offer(token);
exception when object_in_use then
  perform clinic.refuse('55006', 409, sqlerrm);
end
$$;

revoke execute on function clinic.refuse(text, integer, text),
  api.accept_waitlist_offer(text) from public;
-- clinic_staff runs remove_closure and issue_claim_link as itself; accept_waitlist_offer runs as
-- whoever holds the link.
grant execute on function clinic.refuse(text, integer, text) to web_anon, clinic_user;
grant execute on function api.accept_waitlist_offer(text) to web_anon, clinic_user;

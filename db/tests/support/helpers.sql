-- Helpers for the pgTAP files (included with \ir; every test file runs in one transaction that
-- is rolled back, so nothing here outlives the file).

create schema tests;
grant usage on schema tests to public;

-- Makes the rest of the transaction run as PostgREST would for `account_id`'s token
-- (clinic_user, or clinic_staff for a staff account, with request.jwt.claims), or without a
-- token (web_anon) when null.
create function tests.act_as(account_id bigint) returns void
  language plpgsql
as $$
declare
  token_role text;
begin
  reset role;
  if account_id is null then
    perform set_config('request.jwt.claims', '', true);
    set local role web_anon;
  else
    token_role := case when (select staff from clinic.accounts where id = account_id)
                       then 'clinic_staff' else 'clinic_user' end;
    perform set_config('request.jwt.claims',
      json_build_object('role', token_role, 'account_id', account_id)::text, true);
    execute format('set local role %I', token_role);
  end if;
end
$$;

-- Back to the session's superuser (the database owner in these tests), without a token.
create function tests.act_as_owner() returns void
  language plpgsql
as $$
begin
  reset role;
  perform set_config('request.jwt.claims', '', true);
end
$$;

-- A new account `<name>@test.example` whose password is 'pw-<name>' (bcrypt cost 4 for speed),
-- then, as the owner grants them, linked to doctor `linked_doctor` and made staff when asked.
create function tests.account(name text, linked_doctor integer default null,
                              is_staff boolean default false) returns bigint
  language plpgsql
as $$
declare
  created bigint;
begin
  insert into clinic.accounts (name, email, password_hash)
    values (initcap(name), name || '@test.example', crypt('pw-' || name, gen_salt('bf', 4)))
    returning id into created;
  if linked_doctor is not null then
    update clinic.accounts set doctor_id = linked_doctor where id = created;
  end if;
  if is_staff then
    update clinic.accounts set staff = true where id = created;
  end if;
  return created;
end
$$;

-- The accounts most files need: the patients Ann and Bob, and 'doc', the doctor account linked
-- to doctor 1; one row with their ids (for `\gset`).
create function tests.patients_and_doctor_account() returns table (ann bigint, bob bigint, doc bigint)
  language plpgsql
as $$
begin
  ann := tests.account('ann');
  bob := tests.account('bob');
  doc := tests.account('doc', linked_doctor => 1);
  return next;
end
$$;

-- A slot start `weeks` weeks after this week's Monday, on ISO weekday `isodow` (1 = Monday) at
-- the clinic-time `local_time` (e.g. '10:00').
create function tests.slot(weeks integer, isodow integer, local_time time) returns timestamptz
  language sql stable
as $$
  select (date_trunc('week', now() at time zone clinic.clinic_timezone())
          + make_interval(weeks => weeks, days => isodow - 1) + local_time)
         at time zone clinic.clinic_timezone()
$$;

-- Books directly into the table as the owner (the insert trigger still applies); returns the id.
create function tests.booking(patient bigint, doctor integer, starts_at timestamptz)
  returns bigint
  language sql
as $$
  insert into clinic.appointments (doctor_id, patient_id, date_time, reason)
    values (doctor, patient, starts_at, 'check-up')
    returning id
$$;

-- How many rows a statement changed, run with the caller's rights.
create function tests.rows_affected(statement text) returns integer
  language plpgsql
as $$
declare
  changed integer;
begin
  execute statement;
  get diagnostics changed = row_count;
  return changed;
end
$$;

-- Runs the rest of the transaction as an HTTP request with `method` (PostgREST sets request.method).
create function tests.http(method text) returns void
  language sql
as $$
  select set_config('request.method', method, true)
$$;

-- Whether `statement` succeeds, run with the caller's rights and then undone: false when a check
-- or exclusion constraint refuses it (how the booking rules refuse); other errors propagate.
create function tests.succeeds(statement text) returns boolean
  language plpgsql
as $$
begin
  begin
    execute statement;
    raise exception 'undo' using errcode = 'P0001';
  exception
    when raise_exception then return true;
    when check_violation or exclusion_violation then return false;
  end;
end
$$;

-- What a statement's refusal carries: its SQLSTATE, message, detail and hint (null: no refusal).
create function tests.refusal(statement text) returns jsonb
  language plpgsql
as $$
declare
  state text; message text; detail text; hint text;
begin
  execute statement;
  return null;
exception when others then
  get stacked diagnostics state = returned_sqlstate, message = message_text,
                          detail = pg_exception_detail, hint = pg_exception_hint;
  return jsonb_build_object('state', state, 'message', message, 'detail', detail, 'hint', hint);
end
$$;

grant execute on all functions in schema tests to public;

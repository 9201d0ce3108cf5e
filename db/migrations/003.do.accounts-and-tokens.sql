-- Who is asking, signed tokens, registration, login with lockout, and linking a doctor
-- (docs/shared-mode.md#accounts-tokens-and-lockout).

-- The account id of the request's token (PostgREST puts the verified claims in
-- request.jwt.claims), or null without a token.
create function clinic.current_account_id() returns bigint
  language sql stable
  set search_path = pg_catalog
as $$
  select (nullif(current_setting('request.jwt.claims', true), '')::json ->> 'account_id')::bigint
$$;

-- The doctor the requesting account is linked to, or null for a patient or no token.
-- SECURITY DEFINER (owner clinic_api) so that row-level security policies can call it.
create function clinic.my_doctor_id() returns integer
  language sql stable security definer
  set search_path = pg_catalog
as $$
  select doctor_id from clinic.accounts where id = clinic.current_account_id()
$$;

create function clinic.base64url(data bytea) returns text
  language sql immutable
  set search_path = pg_catalog
as $$
  select translate(encode(data, 'base64'), E'+/=\n', '-_')
$$;

-- The HS256 secret, shared with PostgREST's jwt-secret: the database setting app.jwt_secret,
-- set by whoever deploys (ALTER DATABASE … SET app.jwt_secret), never by a migration.
create function clinic.jwt_secret() returns text
  language plpgsql stable
  set search_path = pg_catalog
as $$
declare
  secret text := current_setting('app.jwt_secret', true);
begin
  if secret is null or length(secret) < 32 then
    raise exception 'app.jwt_secret is not set or shorter than 32 characters'
      using errcode = 'config_file_error';
  end if;
  return secret;
end
$$;

-- A compact HS256 JSON Web Token over `claims`.
create function clinic.sign_jwt(claims json) returns text
  language plpgsql stable
  set search_path = pg_catalog, public
as $$
declare
  signing_input text := clinic.base64url(convert_to('{"alg":"HS256","typ":"JWT"}', 'UTF8'))
    || '.' || clinic.base64url(convert_to(claims::text, 'UTF8'));
begin
  return signing_input || '.' || clinic.base64url(
    hmac(convert_to(signing_input, 'UTF8'), convert_to(clinic.jwt_secret(), 'UTF8'), 'sha256'));
end
$$;

-- The body of a successful register or login: a one-hour token and the user as the site keeps it.
create function clinic.session_for(account_id bigint) returns json
  language sql stable
  set search_path = pg_catalog
as $$
  select json_build_object(
    'token', clinic.sign_jwt(json_build_object(
      'role', 'clinic_user',
      'account_id', a.id,
      'email', a.email::text,
      'exp', extract(epoch from now())::bigint + 3600)),
    'user', json_build_object(
      'id', a.id, 'name', a.name, 'email', a.email::text, 'role', a.role,
      'doctor_id', a.doctor_id))
  from clinic.accounts a
  where a.id = session_for.account_id
$$;

-- POST /rpc/register. Blank or missing fields → 22023 (every parameter has a default, so a
-- missing one reaches this check instead of PostgREST's 'no such function'); an e-mail already
-- registered (trimmed, case-insensitive) → 23505.
create function api.register(
  name text default null, email text default null, password text default null,
  role text default 'patient')
  returns json
  language plpgsql volatile security definer
  set search_path = pg_catalog, public
as $$
#variable_conflict use_variable
declare
  new_id bigint;
  chosen_role text := coalesce(nullif(btrim(role), ''), 'patient');
begin
  if coalesce(btrim(name), '') = '' or coalesce(btrim(email), '') = ''
     or coalesce(btrim(password), '') = '' then
    raise exception 'Name, email and password are required.' using errcode = 'invalid_parameter_value';
  end if;
  if chosen_role not in ('patient', 'doctor') then
    raise exception 'Role must be patient or doctor.' using errcode = 'invalid_parameter_value';
  end if;
  insert into clinic.accounts (name, email, password_hash, role)
    values (btrim(name), btrim(email), crypt(password, gen_salt('bf', 10)), chosen_role)
    returning id into new_id;
  return clinic.session_for(new_id);
end
$$;

-- POST /rpc/login. A wrong password or an unknown e-mail answers HTTP 403 with code 28P01 and is
-- recorded (it returns instead of raising, so the record is committed); 10 of them for one
-- e-mail within 15 minutes lock that e-mail for 15 minutes: PT429 (HTTP 429), whatever password.
create function api.login(email text default null, password text default null) returns json
  language plpgsql volatile security definer
  set search_path = pg_catalog, public
as $$
#variable_conflict use_variable
declare
  login_email citext := btrim(coalesce(email, ''));
  account clinic.accounts;
  failures integer;
begin
  if exists (select from clinic.login_lockouts l
             where l.email = login_email and l.locked_until > now()) then
    raise exception 'Too many failed login attempts. Please try again in 15 minutes.'
      using errcode = 'PT429';
  end if;
  select * into account from clinic.accounts a where a.email = login_email;
  if found and password is not null
     and account.password_hash = crypt(password, account.password_hash) then
    delete from clinic.login_attempts l where l.email = login_email;
    return clinic.session_for(account.id);
  end if;
  if not found then
    -- Spend the same bcrypt work as for a known e-mail, so timing does not tell them apart.
    perform crypt(coalesce(password, ''), gen_salt('bf', 10));
  end if;
  insert into clinic.login_attempts (email) values (login_email);
  select count(*) into failures from clinic.login_attempts l
    where l.email = login_email and l.attempted_at > now() - interval '15 minutes';
  if failures >= 10 then
    insert into clinic.login_lockouts (email, locked_until)
      values (login_email, now() + interval '15 minutes')
      on conflict on constraint login_lockouts_pkey
      do update set locked_until = excluded.locked_until;
    delete from clinic.login_attempts l where l.email = login_email;
  end if;
  perform set_config('response.status', '403', true);
  return json_build_object('code', '28P01', 'message', 'Invalid email or password.',
                           'details', null, 'hint', null);
end
$$;

-- Makes the account with `email` a doctor account of `doctor_id` (null unlinks). Only the
-- database owner may run it: `npm run db:doctor -- link <email> <doctor-id>`
-- (docs/operations.md#database-commands).
create function clinic.link_doctor(email text, doctor_id integer) returns json
  language plpgsql volatile security definer
  set search_path = pg_catalog, public
as $$
#variable_conflict use_variable
declare
  linked clinic.accounts;
begin
  if doctor_id is not null and not exists (select from clinic.doctors d where d.id = doctor_id) then
    raise exception 'There is no doctor %.', doctor_id using errcode = 'no_data_found';
  end if;
  update clinic.accounts a set doctor_id = link_doctor.doctor_id
    where a.email = btrim(link_doctor.email)::citext
    returning * into linked;
  if not found then
    raise exception 'There is no account with the e-mail %.', btrim(email)
      using errcode = 'no_data_found';
  end if;
  return json_build_object('id', linked.id, 'name', linked.name, 'email', linked.email::text,
                           'doctor_id', linked.doctor_id);
end
$$;

-- Extensions and the roles of shared mode (docs/shared-mode.md#roles-and-policies).
-- Roles are cluster-wide, so each is created only when missing: a second database in the same
-- cluster, or a re-run after a failed first attempt, finds them already there.

create extension if not exists pgcrypto;
create extension if not exists btree_gist;
create extension if not exists citext;

do $$
begin
  -- PostgREST logs in as authenticator and switches to web_anon or clinic_user per request.
  -- Its password is set outside the migrations (scripts/db/migrate.mjs, AUTHENTICATOR_PASSWORD).
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit nocreatedb nocreaterole nosuperuser;
  end if;
  -- Requests without a token.
  if not exists (select from pg_roles where rolname = 'web_anon') then
    create role web_anon nologin;
  end if;
  -- Requests with a valid token: patients and doctor accounts alike.
  if not exists (select from pg_roles where rolname = 'clinic_user') then
    create role clinic_user nologin;
  end if;
  -- Owns the few SECURITY DEFINER functions and the busy_slots view; nobody logs in as it.
  if not exists (select from pg_roles where rolname = 'clinic_api') then
    create role clinic_api nologin;
  end if;
end
$$;

grant web_anon to authenticator;
grant clinic_user to authenticator;
-- The migrating role hands objects over to clinic_api, which needs membership unless superuser.
grant clinic_api to current_user;

-- Registration, login, the lockout and the signed tokens.
begin;
\ir support/helpers.sql
select plan(37);

-- A base64url segment of a token, decoded.
create function tests.segment(token text, part integer) returns json
  language sql immutable
as $$
  select convert_from(decode(
    rpad(translate(split_part(token, '.', part), '-_', '+/'),
         (length(split_part(token, '.', part)) + 3) / 4 * 4, '='), 'base64'), 'UTF8')::json
$$;

-- register
select tests.act_as(null);
select api.register(' Carol Jones ', '  Carol@Example.org ', 'correct horse', 'patient') as carol \gset
select tests.act_as_owner();
select is(:'carol'::json -> 'user' ->> 'name', 'Carol Jones', 'register: the name is trimmed');
select is(:'carol'::json -> 'user' ->> 'email', 'Carol@Example.org', 'register: the e-mail is trimmed');
select is(:'carol'::json -> 'user' ->> 'role', 'patient', 'register: the role is kept');
select ok((:'carol'::json -> 'user' -> 'doctor_id')::text = 'null', 'register: not a doctor account');
select is((select password_hash from clinic.accounts where email = 'carol@example.org') ~ '^\$2a\$10\$', true, 'register: the password is stored as a bcrypt hash');
select is((select password_hash = crypt('correct horse', password_hash) from clinic.accounts where email = 'carol@example.org'), true, 'register: the hash matches the password');
select ok(position('correct horse' in :'carol') = 0 and position('$2a$' in :'carol') = 0, 'register: the answer has neither the password nor its hash');
select throws_ok($$select api.register('Carl', 'CAROL@example.ORG', 'x', 'patient')$$, '23505', null, 'register: the same e-mail in other case is refused');
select throws_ok($$select api.register('Carl', ' carol@example.org', 'x', 'patient')$$, '23505', null, 'register: the same e-mail with spaces is refused');
select throws_ok($$select api.register('  ', 'd@example.org', 'x', 'patient')$$, '22023', null, 'register: a blank name is refused');
select throws_ok($$select api.register('Dan', '', 'x', 'patient')$$, '22023', null, 'register: a blank e-mail is refused');
select throws_ok($$select api.register('Dan', 'd@example.org', null, 'patient')$$, '22023', null, 'register: a missing password is refused');
select throws_ok($$select api.register(name => 'Dan', password => 'x')$$, '22023', null, 'register: a missing e-mail is refused');
select is(api.login(email => 'carol@example.org') ->> 'code', '28P01', 'login: a missing password is refused with 28P01');
select throws_ok($$select api.register('Dan', 'not-an-email', 'x', 'patient')$$, '23514', null, 'register: an e-mail without @ is refused');
select throws_ok($$select api.register('Dan', 'd@example.org', 'x', 'admin')$$, '22023', null, 'register: an unknown role is refused');
select is((api.register('Dana', 'dana@example.org', 'pw', 'doctor') -> 'user' -> 'doctor_id')::text, 'null', 'register: picking the doctor role links no doctor');

-- tokens
select is(tests.segment(:'carol'::json ->> 'token', 1)::jsonb, '{"alg": "HS256", "typ": "JWT"}'::jsonb, 'token: HS256 header');
select is(tests.segment(:'carol'::json ->> 'token', 2) ->> 'role', 'clinic_user', 'token: role clinic_user');
select is((tests.segment(:'carol'::json ->> 'token', 2) ->> 'account_id')::bigint, (select id from clinic.accounts where email = 'carol@example.org'), 'token: account_id');
select is(tests.segment(:'carol'::json ->> 'token', 2) ->> 'email', 'Carol@Example.org', 'token: email');
select is((tests.segment(:'carol'::json ->> 'token', 2) ->> 'exp')::bigint, extract(epoch from now())::bigint + 3600, 'token: expires in one hour');
select is(split_part(:'carol'::json ->> 'token', '.', 3),
  translate(encode(hmac(split_part(:'carol'::json ->> 'token', '.', 1) || '.' || split_part(:'carol'::json ->> 'token', '.', 2),
                        current_setting('app.jwt_secret'), 'sha256'), 'base64'), E'+/=\n', '-_'),
  'token: signed with app.jwt_secret');
set local app.jwt_secret = 'too short';
select throws_ok($$select api.register('Eve', 'eve@example.org', 'x', 'patient')$$, 'F0000', null, 'token: no token is signed with a secret under 32 characters');
reset app.jwt_secret;

-- login
select tests.act_as(null);
select is(api.login('carol@example.org', 'correct horse') -> 'user' ->> 'name', 'Carol Jones', 'login: the right password logs in (e-mail in any case)');
select is(api.login('carol@example.org', 'wrong') ->> 'code', '28P01', 'login: a wrong password is refused with 28P01');
select is(current_setting('response.status', true), '403', 'login: as HTTP 403');
select is(api.login('nobody@example.org', 'x') ->> 'code', '28P01', 'login: an unknown e-mail is refused the same way');
select tests.act_as_owner();
select is((select count(*)::int from clinic.login_attempts where email = 'carol@example.org'), 1, 'login: the failure is recorded');
select tests.act_as(null);
select ok(api.login('carol@example.org', 'correct horse')::jsonb ? 'token', 'login: a later success …');
select tests.act_as_owner();
select is((select count(*)::int from clinic.login_attempts where email = 'carol@example.org'), 0, '… clears the failures');

-- lockout: 10 wrong passwords within 15 minutes lock the e-mail for 15 minutes.
insert into clinic.login_attempts (email, attempted_at)
  select 'carol@example.org', now() - interval '16 minutes' from generate_series(1, 5);
select tests.act_as(null);
select ok((select bool_and(api.login('carol@example.org', 'wrong') ->> 'code' = '28P01') from generate_series(1, 9)),
  'lockout: 9 wrong passwords (and 5 older than 15 minutes) are each 28P01');
select ok(api.login('carol@example.org', 'correct horse')::jsonb ? 'token', 'lockout: not locked after 9 — the right password still works');
select ok((select bool_and(api.login('carol@example.org', 'wrong') ->> 'code' = '28P01') from generate_series(1, 10)),
  'lockout: the 10th wrong password is still answered 28P01');
select throws_ok($$select api.login('carol@example.org', 'correct horse')$$, 'PT429',
  'Too many failed login attempts. Please try again in 15 minutes.', 'lockout: then even the right password is refused with PT429');
select tests.act_as_owner();
select ok((select locked_until between now() + interval '14 minutes' and now() + interval '15 minutes'
           from clinic.login_lockouts where email = 'carol@example.org'), 'lockout: for 15 minutes');
update clinic.login_lockouts set locked_until = now() - interval '1 second';
select tests.act_as(null);
select ok(api.login('carol@example.org', 'correct horse')::jsonb ? 'token', 'lockout: after 15 minutes the right password works again');

select * from finish();
rollback;

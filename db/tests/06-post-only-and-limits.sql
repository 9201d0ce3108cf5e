-- Side effects only by POST, the login oracle, one login check at a time per e-mail, bounded free
-- text and refusals in the visitor's words (docs/shared-mode.md#post-only-functions).
begin;
\ir support/helpers.sql
select plan(31);

select * from tests.patients_and_doctor_account() \gset
select tests.act_as_owner();
select api.register('Gina', 'gina@test.example', 'right horse', 'patient') is not null as registered \gset

-- The fastest of five logins, in seconds.
-- The fastest of five tries of each login, in rounds that take each in turn, so that a busy
-- machine slows all three alike rather than one batch: seconds, in the order given.
create function tests.fastest_logins(emails text[], passwords text[]) returns float[]
  language plpgsql
as $$
declare
  fastest float[] := array_fill('infinity'::float, array[cardinality(emails)]);
  started timestamptz;
begin
  for round in 1 .. 5 loop
    for i in 1 .. cardinality(emails) loop
      started := clock_timestamp();
      perform api.login(emails[i], passwords[i]);
      fastest[i] := least(fastest[i], extract(epoch from clock_timestamp() - started));
    end loop;
  end loop;
  return fastest;
end
$$;
grant execute on function tests.fastest_logins(text[], text[]) to public;

-- Whether a refusal names a table, a column, a constraint or a stored row.
create function tests.leaks(refusal jsonb) returns boolean
  language sql immutable
as $$
  select concat_ws(' ', refusal ->> 'message', refusal ->> 'detail', refusal ->> 'hint')
         ~* '(relation|column|constraint|Key \(|Failing row|clinic\.|api\.|appointments|accounts)'
$$;
grant execute on function tests.leaks(jsonb) to public;

-- GET and HEAD are refused before any work, with one answer.
select tests.act_as(null);
select tests.http('GET');
select is(tests.refusal($$select api.login('gina@test.example', 'wrong')$$),
          tests.refusal($$select api.login('gina@test.example', 'right horse')$$),
  'GET login: a wrong and the right password get the same refusal');
select is(tests.refusal($$select api.login('gina@test.example', 'wrong')$$) ->> 'state', 'PGRST',
  'GET login: refused as PostgREST''s own error …');
select is((tests.refusal($$select api.login('gina@test.example', 'wrong')$$) ->> 'message')::json ->> 'code', 'PT405',
  '… with code PT405 …');
select is((tests.refusal($$select api.login('gina@test.example', 'wrong')$$) ->> 'detail')::json ->> 'status', '405',
  '… and HTTP status 405');
select is(tests.refusal($$select api.login('nobody@test.example', 'x')$$),
          tests.refusal($$select api.login('gina@test.example', 'right horse')$$),
  'GET login: an unknown e-mail gets that refusal too');
select tests.http('HEAD');
select is(tests.refusal($$select api.login('gina@test.example', 'wrong')$$),
          tests.refusal($$select api.register('Hal', 'hal@test.example', 'pw', 'patient')$$),
  'HEAD login and register: the same refusal');
select tests.http('GET');
select is(tests.refusal($$select api.register('Hal', 'hal@test.example', 'pw', 'patient')$$) ->> 'state', 'PGRST',
  'GET register: refused');
select tests.act_as_owner();
select is((select count(*)::int from clinic.login_attempts), 0, 'GET: nothing was recorded');
select is((select count(*)::int from clinic.accounts where email = 'hal@test.example'), 0, 'GET: nobody was registered');

-- Every function of the API with a side effect refuses GET, called with its arguments null.
create function tests.volatile_api_functions_refusing_get() returns table (name text, refused boolean)
  language plpgsql
as $$
declare
  fn record;
begin
  for fn in select p.proname, p.pronargs from pg_proc p
            where p.pronamespace = 'api'::regnamespace and p.provolatile = 'v' order by 1 loop
    name := fn.proname;
    refused := coalesce((tests.refusal(format('select api.%I(%s)', fn.proname,
                 array_to_string(array_fill('null'::text, array[fn.pronargs]), ', ')))
               ->> 'message') ~ '"code" *: *"PT405"', false);
    return next;
  end loop;
end
$$;
-- As a staff account, which may execute every function of the API.
select tests.account('stan', is_staff => true) as stan \gset
select tests.act_as(:stan);
select tests.http('GET');
select results_eq('select name, refused from tests.volatile_api_functions_refusing_get()',
  $$values ('accept_waitlist_offer', true), ('add_closure', true), ('add_family_member', true),
           ('add_time_off', true),
           ('book_appointment', true), ('cancel_appointment', true), ('cancel_appointments', true),
           ('claim_patient_record', true), ('issue_claim_link', true), ('join_waitlist', true),
           ('leave_waitlist', true), ('login', true),
           ('mark_attendance', true), ('register', true), ('remove_closure', true),
           ('remove_family_member', true), ('remove_time_off', true),
           ('reschedule_appointment', true),
           ('set_date_of_birth', true), ('set_language', true), ('set_visitor_time_zone', true),
           ('staff_book_appointment', true), ('staff_cancel_appointment', true),
           ('staff_reschedule_appointment', true), ('update_family_member', true)$$,
  'GET: every volatile function in api is refused');
select tests.http('POST');
select ok((select bool_and(not refused) from tests.volatile_api_functions_refusing_get()),
  'POST: none of them is refused for its method');
select tests.act_as_owner();
select results_eq($$select proname::text collate "default" from pg_proc where pronamespace = 'api'::regnamespace and provolatile <> 'v' order by 1$$,
  $$values ('available_slots'), ('find_patients'), ('opening_hours'), ('waitlist_offer')$$,
  'api''s only stable functions, which GET may run, are the four that only read');

-- POST: a wrong and a right password differ only by success.
select tests.act_as(null);
select is(api.login('gina@test.example', 'wrong')::jsonb,
          '{"code": "28P01", "message": "Invalid email or password.", "details": null, "hint": null}'::jsonb,
  'POST login: a wrong password is 28P01 …');
select is(api.login('nobody@test.example', 'wrong')::jsonb, api.login('gina@test.example', 'wrong')::jsonb,
  '… and an unknown e-mail answers the same body');
select ok(api.login('gina@test.example', 'right horse')::jsonb ? 'token', 'POST login: the right password logs in');

-- The same bcrypt work: the fastest of five interleaved tries of each, within a factor of 4.
-- Skipping bcrypt would differ a hundredfold; 4 leaves room for a loaded machine's noise (at a
-- load average of 20 on 2 cores the fastest wrong try once took 201 ms to the right one's 99).
select t[1] as right_s, t[2] as wrong_s, t[3] as unknown_s
  from tests.fastest_logins(
         array['gina@test.example', 'gina@test.example', 'nobody@test.example'],
         array['right horse', 'wrong', 'wrong']) as t \gset
select ok(:right_s / :wrong_s between 1 / 4.0 and 4.0,
  format('timing: right %s ms and wrong %s ms cost the same', round(:right_s * 1000), round(:wrong_s * 1000)));
select ok(:unknown_s / :wrong_s between 1 / 4.0 and 4.0,
  format('timing: unknown e-mail %s ms and wrong password %s ms cost the same', round(:unknown_s * 1000), round(:wrong_s * 1000)));
select ok(:wrong_s > 0.005, 'timing: a wrong password does real bcrypt work');

-- Logins for one e-mail are serialised: the check holds a transaction-scoped advisory lock.
select tests.act_as_owner();
select hashtextextended('clinic.login:gina@test.example', 0) as gina_key \gset
select ok(exists (select from pg_locks where locktype = 'advisory' and pid = pg_backend_pid() and granted
                  and classid = ((:gina_key >> 32) & 4294967295)::text::oid
                  and objid = (:gina_key & 4294967295)::text::oid),
  'login: holds the e-mail''s advisory lock until the transaction ends');

-- Bounded free text, with the visitor's words.
select tests.act_as(null);
select tests.http('POST');
select throws_ok(format($$select api.register(%L, 'long@test.example', 'pw', 'patient')$$, repeat('n', 101)),
  '22001', 'A name can be at most 100 characters.', 'register: a 101-character name is refused');
select throws_ok(format($$select api.register('Lee', %L, 'pw', 'patient')$$, repeat('e', 250) || '@x.org'),
  '22001', 'An email address can be at most 254 characters.', 'register: a 256-character e-mail is refused');
select ok(api.register(repeat('n', 100), 'hundred@test.example', 'pw', 'patient')::jsonb ? 'token',
  'register: a 100-character name is kept');
select tests.act_as(:ann);
select throws_ok(format($$select api.book_appointment(1, tests.slot(2, 2, '10:00'), %L)$$, repeat('r', 100000)),
  '22001', 'The reason for the visit can be at most 500 characters.', 'book: a 100,000-character reason is refused');
select (api.book_appointment(1, tests.slot(2, 2, '10:00'), repeat('r', 500))).id as a1 \gset
select is((select char_length(reason) from api.appointments where id = :a1), 500, 'book: a 500-character reason is kept');
select throws_ok(format($$select api.cancel_appointment(%s, %L)$$, :a1, repeat('c', 501)),
  '22001', 'The reason for cancelling can be at most 500 characters.', 'cancel: a 501-character reason is refused …');
select is((select status from api.appointments where id = :a1), 'scheduled', '… and the appointment is unchanged');
select throws_ok($$select api.book_appointment(99, tests.slot(2, 2, '11:00'), 'x')$$,
  '23503', 'There is no such doctor.', 'book: an unknown doctor is refused with 23503 and a clear text');

-- No refusal names a table, a column, a constraint or a stored row.
select tests.act_as_owner();
select tests.booking(:bob, 2, tests.slot(2, 3, '10:00')) as taken \gset
select tests.act_as(:ann);
select tests.http('POST');
select is(array_agg(statement order by statement) filter (where refusal is null or tests.leaks(refusal)), null::text[],
  'refusals: every one is in the visitor''s words')
  from (select statement, tests.refusal(statement) as refusal from unnest(array[
    $$select api.book_appointment(2, tests.slot(2, 3, '10:00'), 'x')$$,
    $$select api.book_appointment(3, tests.slot(2, 2, '10:00'), 'x')$$,
    $$select api.book_appointment(2, tests.slot(-1, 3, '10:00'), 'x')$$,
    $$select api.book_appointment(2, tests.slot(2, 7, '10:00'), 'x')$$,
    $$select api.book_appointment(2, tests.slot(2, 3, '10:10'), 'x')$$,
    $$select api.book_appointment(99, tests.slot(2, 3, '11:00'), 'x')$$,
    $$select api.book_appointment(2, tests.slot(2, 3, '11:00'), ' ')$$,
    $$select api.book_appointment(2, null, 'x')$$,
    format($$select api.cancel_appointment(%s)$$, :taken),
    $$select api.cancel_appointment(-1)$$,
    $$select api.reschedule_appointment(-1, tests.slot(2, 3, '11:00'))$$,
    $$select api.register('Ann', 'ann@test.example', 'x', 'patient')$$,
    $$select api.register('Ann', 'not-an-email', 'x', 'patient')$$,
    $$select api.register('Ann', 'ann2@test.example', 'x', 'admin')$$,
    $$select api.register('', 'ann3@test.example', 'x', 'patient')$$
  ]) as statement) as attempts;
select throws_ok($$select api.register('Ann', 'ANN@test.example', 'x', 'patient')$$,
  '23505', 'An account with this email already exists.', 'register: a taken e-mail keeps code 23505');
select throws_ok($$select api.register('Ann', 'not-an-email', 'x', 'patient')$$,
  '23514', 'Please enter a valid email address.', 'register: a malformed e-mail keeps code 23514');
select throws_ok(format($$select api.book_appointment(2, %L, 'x')$$, tests.slot(2, 3, '10:00')),
  '23P01', 'That time is no longer available.', 'book: a taken slot keeps code 23P01');

select * from finish();
rollback;

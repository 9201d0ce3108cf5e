-- An offer's later appointment says when it starts (migration 020;
-- docs/waitlist.md#offers): the worker's offer gives `later_date_time` beside
-- `later_formatted_date`, and the offer page's `later` gives `date_time` beside `formatted_date`,
-- so a Spanish e-mail and page write that date in Spanish.
begin;
\ir support/helpers.sql
select plan(7);

select * from tests.patients_and_doctor_account() \gset
-- Ann's visit in two weeks, and a waitlist entry to move it sooner.
select tests.booking(:ann, 1, tests.slot(2, 3, '15:00')) as ann_later \gset
select clinic.format_appointment_date(tests.slot(2, 3, '15:00')) as later_words \gset
select tests.slot(1, 2, '10:00') as freed_at \gset
select (:'freed_at'::timestamptz at time zone clinic.clinic_timezone())::date as freed_day \gset
select tests.http('POST');
select tests.act_as(:ann);
select lives_ok(
  format($$select api.join_waitlist(doctor_id => 1, first_day => %L, last_day => %L, reason => 'sooner', appointment_id => %s)$$,
         :'freed_day', :'freed_day', :ann_later),
  'Ann waits to move her visit sooner');

-- Bob's visit at the earlier time is canceled: the worker offers it to Ann.
select tests.act_as_owner();
select tests.booking(:bob, 1, :'freed_at') as bob_visit \gset
update clinic.appointments set status = 'canceled' where id = :bob_visit;
set local role clinic_worker;
select clinic.offer_freed_slot(1, :'freed_at') as round \gset
reset role;
select is((:'round'::json -> 'offers' -> 0 ->> 'later_date_time')::timestamptz,
          tests.slot(2, 3, '15:00'), 'the worker''s offer gives the later visit''s start');
select is((:'round'::json -> 'offers' -> 0 ->> 'later_formatted_date'),
          :'later_words', 'and still its words');
select (:'round'::json -> 'offers' -> 0 ->> 'token') as ann_token \gset

-- The link, opened by anyone holding it.
select tests.act_as(null);
select is((api.waitlist_offer(:'ann_token') -> 'later' ->> 'date_time')::timestamptz,
          tests.slot(2, 3, '15:00'), 'the offer page''s later visit gives its start');
select is((api.waitlist_offer(:'ann_token') -> 'later' ->> 'formatted_date'),
          :'later_words', 'and still its words');
select is((api.waitlist_offer(:'ann_token') ->> 'status'), 'open', 'the rest of the offer is as before');

-- 016's function, moved, is this wrapper's only: not callable by the link's holder.
select throws_ok(format('select clinic.waitlist_offer(%L)', :'ann_token'), '42501', null,
                 'the moved function is not the web''s to call');

select * from finish();
rollback;

-- Family members (docs/family-members.md#in-shared-mode): who reads and writes them, each attack
-- with the real roles and token claims (booking for another account's member, reading it,
-- renaming it, moving it to another account), the own account and staff allowed, the checks of
-- the fields, and removal with upcoming and past visits.
begin;
\ir support/helpers.sql
select plan(64);

select * from tests.patients_and_doctor_account() \gset
select tests.account('dora', linked_doctor => 2) as dora, tests.account('stan', is_staff => true) as stan \gset
-- An appointment booked before this migration names nobody.
select tests.booking(:ann, 3, tests.slot(1, 1, '09:00')) as ann_own \gset
select tests.http('POST');

-- Structure.
select has_table('clinic', 'family_members', 'family_members: the table exists');
select col_is_fk('clinic', 'family_members', 'account_id', 'family_members: account_id names an account');
select col_is_fk('clinic', 'appointments', 'family_member_id', 'appointments: family_member_id names a family member');
select col_is_null('clinic', 'appointments', 'family_member_id', 'appointments: family_member_id may be null');
select is((select family_member_id from clinic.appointments where id = :ann_own), null,
  'an appointment booked without a member names nobody');
select has_trigger('clinic', 'family_members', 'family_members_before_write', 'family_members: the write rules');
select has_trigger('clinic', 'appointments', 'appointments_family_member', 'appointments: the member belongs to the patient');
select columns_are('api', 'family_members',
  array['id', 'account_id', 'name', 'date_of_birth', 'relationship', 'created_at']);

-- The own account adds, reads and renames its members.
select tests.act_as(:ann);
select (api.add_family_member(' Mia ', current_date - 3000, 'child')).id as mia \gset
select (api.add_family_member('Ben', current_date - 4000, 'child')).id as ben \gset
select (api.add_family_member('Rose', date '1950-05-01', 'parent')).id as rose \gset
select results_eq('select name, relationship from api.family_members order by id',
  $$values ('Mia', 'child'), ('Ben', 'child'), ('Rose', 'parent')$$,
  'account: adds members, the name trimmed, and reads them');
select is((select account_id from api.family_members where id = :mia), :ann::bigint,
  'account: the member is on the token''s account');
select is((api.update_family_member(:mia, 'Mia Rose', current_date - 3000, 'child')).name, 'Mia Rose',
  'account: renames its own member');
select lives_ok(format($$insert into clinic.appointments (doctor_id, patient_id, date_time, reason, family_member_id)
                         values (1, %s, tests.slot(1, 2, '10:00'), 'Vaccination', %s)$$, :ann, :mia),
  'account: books a visit for its own member');
select tests.act_as(:bob);
select (api.add_family_member('Leo', current_date - 2000, 'child')).id as leo \gset

-- Attacks with Bob's token on Ann's member, each refused.
select throws_ok(format($$insert into clinic.appointments (doctor_id, patient_id, date_time, reason, family_member_id)
                          values (2, %s, tests.slot(1, 2, '11:00'), 'x', %s)$$, :bob, :mia),
  '42501', 'That family member is not on this account.', 'attack: booking for another account''s member is refused');
select throws_ok(format($$insert into clinic.appointments (doctor_id, patient_id, date_time, reason, family_member_id)
                          values (2, %s, tests.slot(1, 2, '11:00'), 'x', %s)$$, :ann, :mia),
  '42501', null, 'attack: booking as the other account for its member is refused');
select is((select count(*)::int from clinic.family_members where id = :mia), 0,
  'attack: reading another account''s member from the table finds nothing');
select results_eq('select id from api.family_members', format('values (%s::bigint)', :leo),
  'attack: GET /family_members shows only its own');
select is(tests.rows_affected(format('update clinic.family_members set name = ''Mallory'' where id = %s', :mia)), 0,
  'attack: renaming another account''s member in the table reaches no row');
select throws_ok(format($$select api.update_family_member(%s, 'Mallory', current_date - 3000, 'child')$$, :mia),
  '42501', 'That family member is not on your account.', 'attack: renaming another account''s member is refused');
select throws_ok(format('update clinic.family_members set account_id = %s where id = %s', :bob, :mia),
  '42501', null, 'attack: moving another account''s member to its own is refused');
select throws_ok(format('update clinic.family_members set account_id = %s where id = %s', :ann, :leo),
  '42501', null, 'attack: moving its own member to another account is refused');
select throws_ok(format($$insert into clinic.family_members (account_id, name, date_of_birth, relationship)
                          values (%s, 'Planted', '2010-01-01', 'child')$$, :ann),
  '42501', null, 'attack: adding a member to another account is refused');
select is(tests.rows_affected(format('delete from clinic.family_members where id = %s', :mia)), 0,
  'attack: deleting another account''s member reaches no row');
select throws_ok(format('select api.remove_family_member(%s)', :mia),
  '42501', 'That family member is not on your account.', 'attack: removing another account''s member is refused');
select throws_ok(format('update api.family_members set name = ''X'' where id = %s', :leo),
  '42501', null, 'attack: PATCH /family_members is refused (writes go through the functions)');
select throws_ok(format('delete from api.family_members where id = %s', :leo),
  '42501', null, 'attack: DELETE /family_members is refused');
select throws_ok($$insert into api.family_members (account_id, name, date_of_birth, relationship)
                   values (1, 'X', '2010-01-01', 'child')$$,
  '42501', null, 'attack: POST /family_members is refused');
select tests.act_as_owner();
select results_eq(format('select account_id, name from clinic.family_members where id = %s', :mia),
  format($$values (%s::bigint, 'Mia Rose')$$, :ann), 'after the attacks Ann''s member is hers and unchanged');

-- No token.
select tests.act_as(null);
select throws_ok(statement, '42501', null, description) from (values
  ('select * from clinic.family_members', 'web_anon: select family_members refused'),
  ('select * from api.family_members', 'web_anon: GET /family_members refused'),
  ($$select api.add_family_member('X', '2010-01-01', 'child')$$, 'web_anon: add_family_member refused')
) as refused(statement, description);

-- Doctor accounts: the visit's doctor reads the member, another doctor does not; neither writes.
select tests.act_as(:doc);
select results_eq('select name from api.family_members', $$values ('Mia Rose')$$,
  'visit''s doctor: reads the member its doctor has a visit of, and no other');
select throws_ok(format($$select api.update_family_member(%s, 'X', current_date - 3000, 'child')$$, :mia),
  '42501', null, 'visit''s doctor: renaming the member is refused');
select throws_ok(format('select api.remove_family_member(%s)', :mia),
  '42501', null, 'visit''s doctor: removing the member is refused');
select throws_ok($$select api.add_family_member('X', '2010-01-01', 'child')$$,
  '42501', 'Log in as a patient to add family members.', 'doctor account: adding a member is refused');
select tests.act_as(:dora);
select is((select count(*)::int from api.family_members), 0, 'another doctor: reads no member');

-- Staff read and write every account's members, but move none.
select tests.act_as(:stan);
select ok((select count(*)::int from api.family_members) >= 4, 'staff: reads every account''s members');
select is((api.update_family_member(:leo, 'Leo B.', current_date - 2000, 'child')).name, 'Leo B.',
  'staff: renames a member of an account');
select lives_ok(format($$insert into clinic.family_members (account_id, name, date_of_birth, relationship)
                         values (%s, 'Nan', '1940-02-02', 'parent')$$, :bob),
  'staff: adds a member to an account');
select lives_ok(format($$insert into clinic.appointments (doctor_id, patient_id, date_time, reason, family_member_id)
                         values (4, %s, tests.slot(1, 3, '10:00'), 'Phone booking', %s)$$, :bob, :leo),
  'staff: books for an account''s member');
select throws_ok(format($$insert into clinic.appointments (doctor_id, patient_id, date_time, reason, family_member_id)
                          values (4, %s, tests.slot(1, 3, '11:00'), 'x', %s)$$, :bob, :mia),
  '42501', 'That family member is not on this account.', 'staff: booking one account''s member for another is refused');
select throws_ok(format('update clinic.family_members set account_id = %s where id = %s', :ann, :leo),
  '42501', null, 'staff: moving a member to another account is refused');
select ok(exists (select from api.audit_trail where table_name = 'family_members' and row_id = :leo
                    and action = 'update' and actor_role = 'staff'),
  'staff: the change is in the audit trail');

-- The owner cannot move one either, and the rules hold for it.
select tests.act_as_owner();
select throws_ok(format('update clinic.family_members set account_id = %s where id = %s', :bob, :mia),
  '42501', 'A family member cannot be moved to another account.', 'owner: moving a member is refused');
set local role clinic_maintenance;
select is(tests.rows_affected(format('update clinic.family_members set name = ''Ben A.'' where id = %s', :ben)), 1,
  'clinic_maintenance: fixes a member''s name');
reset role;

-- The fields, checked as the form checks them.
select tests.act_as(:ann);
select throws_ok(statement, code, message, description) from (values
  ($$select api.add_family_member('  ', '2010-01-01', 'child')$$, '22023', 'Enter the family member''s name.', 'a blank name is refused'),
  ($$select api.add_family_member(repeat('x', 101), '2010-01-01', 'child')$$, '22001', 'A name can be at most 100 characters.', 'a name over 100 characters is refused'),
  ($$select api.add_family_member('Zoe', null, 'child')$$, '22023', 'Enter a date of birth.', 'no date of birth is refused'),
  ($$select api.add_family_member('Zoe', clinic.clinic_today() + 1, 'child')$$, '22023', 'The date of birth cannot be in the future.', 'a date of birth after the clinic''s today is refused'),
  ($$select api.add_family_member('Zoe', '1899-12-31', 'child')$$, '22023', 'Enter a date of birth from 1900 on.', 'a date of birth before 1900 is refused'),
  ($$select api.add_family_member('Zoe', '2010-01-01', 'cousin')$$, '22023', 'Choose how you are related.', 'an unknown relationship is refused'),
  ($$select api.add_family_member('ben a.', current_date - 4000, 'other')$$, '23505', 'ben a. is already one of your family members.', 'the same person twice is refused'),
  ($$insert into clinic.family_members (account_id, name, date_of_birth, relationship)
     select clinic.current_account_id(), 'Zoe', clinic.clinic_today() + 1, 'child'$$, '23514', 'The date of birth cannot be in the future.', 'a direct insert of a future date of birth is refused')
) as refused(statement, code, message, description);
select is(api.add_family_member('Zoe', clinic.clinic_today(), 'child') is not null, true,
  'a member born on the clinic''s today is accepted');

-- Removing: refused while a visit has not ended, deleted when no visit names them, kept for
-- past visits when some do.
select throws_ok(format('select api.remove_family_member(%s)', :mia),
  '23503', 'Mia Rose has upcoming visits. Cancel them first, then remove Mia Rose.',
  'a member with an upcoming visit is not removed');
select throws_ok(format('delete from clinic.family_members where id = %s', :mia),
  '23503', null, 'nor deleted from the table');
select is((api.remove_family_member(:rose)).name, 'Rose', 'a member no visit names is removed …');
select tests.act_as_owner();
select is((select count(*)::int from clinic.family_members where id = :rose), 0, '… and deleted');
update clinic.appointments set status = 'canceled' where family_member_id = :mia;
select tests.act_as(:ann);
select is((api.remove_family_member(:mia)).name, 'Mia Rose', 'once the visit is canceled, the member is removed …');
select is((select count(*)::int from api.family_members where id = :mia), 0, '… is no longer listed …');
select tests.act_as_owner();
select isnt((select removed_at from clinic.family_members where id = :mia), null,
  '… and is kept, removed, for the visit that names them');
select tests.act_as(:ann);
select throws_ok(format($$insert into clinic.appointments (doctor_id, patient_id, date_time, reason, family_member_id)
                          values (1, %s, tests.slot(1, 4, '10:00'), 'x', %s)$$, :ann, :mia),
  '42501', 'That family member is not on this account.', 'a removed member cannot be booked for');
select throws_ok(format('select api.remove_family_member(%s)', :mia),
  '42501', null, 'a removed member cannot be removed again');
select tests.act_as_owner();
select throws_ok(format('update clinic.family_members set name = ''Back'' where id = %s', :mia),
  '42501', 'That family member was removed and cannot be changed.', 'a removed member is not changed');

-- Every function with a side effect refuses GET.
select tests.act_as(:ann);
select tests.http('GET');
select is((tests.refusal(format('select api.remove_family_member(%s)', :ben)) ->> 'message')::json ->> 'code', 'PT405',
  'GET remove_family_member is refused before any work');

select * from finish();
rollback;

#!/usr/bin/env node
/**
 * `npm run db:staff -- add <email>`: makes the account with that e-mail a staff account, through
 * clinic.make_staff, which only the database owner may run (docs/shared-mode.md#operations).
 * `remove <email>` takes staff away (at once: every request re-reads the account). Connects with
 * DATABASE_URL (the owner's connection).
 *
 *   DATABASE_URL=postgres://owner@host/clinic npm run db:staff -- add desk@clinic.example
 */
import pg from 'pg';

const USAGE =
  'Usage: npm run db:staff -- add <email>\n' +
  '       npm run db:staff -- remove <email>\n' +
  'with DATABASE_URL set to the database owner’s connection.';

const [command, email] = process.argv.slice(2);
if (!process.env.DATABASE_URL || !email || !['add', 'remove'].includes(command)) {
  console.error(USAGE);
  process.exit(1);
}

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
try {
  await client.connect();
  const { rows } = await client.query('select clinic.make_staff($1, $2) as account', [
    email,
    command === 'add',
  ]);
  const account = rows[0].account;
  console.log(
    account.staff
      ? `${account.email} (account ${account.id}) is now a staff account.`
      : `${account.email} (account ${account.id}) is no longer a staff account.`,
  );
} catch (error) {
  console.error(`db:staff: ${error.message}`);
  process.exitCode = 1;
} finally {
  await client.end();
}

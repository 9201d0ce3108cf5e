#!/usr/bin/env node
/**
 * `npm run db:staff -- add <email>`: makes the account with that e-mail a staff account, through
 * clinic.make_staff, which only the database owner may run (docs/operations.md#database-commands).
 * `remove <email>` takes staff away (at once: every request re-reads the account). Connects with
 * DATABASE_URL (the owner's connection).
 *
 *   DATABASE_URL=postgres://owner@host/clinic npm run db:staff -- add desk@clinic.example
 */
import { runOwnerCall } from './owner-call.mjs';

const USAGE =
  'Usage: npm run db:staff -- add <email>\n' +
  '       npm run db:staff -- remove <email>\n' +
  'with DATABASE_URL set to the database owner’s connection.';

const [command, email] = process.argv.slice(2);
await runOwnerCall({
  name: 'db:staff',
  usage: USAGE,
  valid: Boolean(email) && ['add', 'remove'].includes(command),
  sql: 'clinic.make_staff($1, $2)',
  params: [email, command === 'add'],
  describe: (account) =>
    account.staff
      ? `${account.email} (account ${account.id}) is now a staff account.`
      : `${account.email} (account ${account.id}) is no longer a staff account.`,
});

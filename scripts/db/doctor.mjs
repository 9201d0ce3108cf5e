#!/usr/bin/env node
/**
 * `npm run db:doctor -- link <email> <doctor-id>`: makes the account with that e-mail a doctor
 * account of that doctor (any in clinic.doctors), through clinic.link_doctor, which only the database owner may run
 * (docs/operations.md#database-commands). `unlink <email>` makes it a patient account again.
 * Connects with DATABASE_URL (the owner's connection).
 *
 *   DATABASE_URL=postgres://owner@host/clinic npm run db:doctor -- link hart@clinic.example 1
 */
import { runOwnerCall } from './owner-call.mjs';

const USAGE =
  'Usage: npm run db:doctor -- link <email> <doctor-id>\n' +
  '       npm run db:doctor -- unlink <email>\n' +
  'with DATABASE_URL set to the database owner’s connection.';

const [command, email, doctorArg] = process.argv.slice(2);
const doctorId = command === 'link' ? Number(doctorArg) : null;
await runOwnerCall({
  name: 'db:doctor',
  usage: USAGE,
  valid:
    Boolean(email) &&
    ['link', 'unlink'].includes(command) &&
    (command !== 'link' || Number.isInteger(doctorId)),
  sql: 'clinic.link_doctor($1, $2)',
  params: [email, doctorId],
  describe: (account) =>
    doctorId === null
      ? `${account.email} (account ${account.id}) is a patient account again.`
      : `${account.email} (account ${account.id}) is now a doctor account of doctor ${account.doctor_id}.`,
});

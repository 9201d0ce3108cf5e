#!/usr/bin/env node
/**
 * `npm run db:up`: a throwaway shared-mode stack on loopback for local development
 * (docs/operations.md#database-commands): PostgreSQL on 127.0.0.1:5432+ and PostgREST on
 * 127.0.0.1:3001+ (the first free ports), migrations applied. It prints the URL to build the
 * site with and stays up until Ctrl-C, which stops both and removes the cluster.
 *
 *   npm run db:up                               # then, in another terminal:
 *   NEXT_PUBLIC_DATA_API_URL=http://127.0.0.1:3001 npm start
 *   npm run db:up -- --pg-port 5433 --rest-port 3002
 */
import { parseArgs } from 'node:util';
import { freePort, startSharedStack } from './stack.mjs';

const { values } = parseArgs({
  options: { 'pg-port': { type: 'string' }, 'rest-port': { type: 'string' } },
});
const pgPort = values['pg-port'] ? Number(values['pg-port']) : await freePort(5432, 5499);
const restPort = values['rest-port'] ? Number(values['rest-port']) : await freePort(3001, 3099);

let stack;
try {
  stack = await startSharedStack({ pgPort, restPort, log: console.log });
} catch (error) {
  console.error(`db:up: ${error.message}`);
  process.exit(1);
}
console.log('');
console.log(`Data API (PostgREST): ${stack.dataApiUrl}`);
console.log(`Database (owner):     ${stack.databaseUrl}`);
console.log('');
console.log('Build and serve the site in shared mode with:');
console.log(`  NEXT_PUBLIC_DATA_API_URL=${stack.dataApiUrl} npm start`);
console.log('Link an account to a doctor with:');
console.log(`  DATABASE_URL='${stack.databaseUrl}' npm run db:doctor -- link <email> <doctor-id>`);
console.log('');
console.log('Everything is thrown away on Ctrl-C.');

const shutDown = async () => {
  console.log('\ndb:up: stopping…');
  await stack.stop();
  process.exit(0);
};
process.once('SIGINT', shutDown);
process.once('SIGTERM', shutDown);
// Keeps the process alive until a signal arrives.
setInterval(() => {}, 1 << 30);

import pg from 'pg';

/**
 * Runs one of the owner-only account functions (docs/operations.md#database-commands) for a `db:*`
 * command: prints `usage` and exits 1 when DATABASE_URL or the arguments are missing, else calls
 * `select <sql> as account` with `params` over DATABASE_URL and prints `describe(account)`.
 * A database error is printed as `<name>: <message>` with exit code 1.
 * @param {{ name: string, usage: string, valid: boolean, sql: string, params: unknown[],
 *   describe: (account: Record<string, unknown>) => string }} call
 */
export async function runOwnerCall({ name, usage, valid, sql, params, describe }) {
  if (!process.env.DATABASE_URL || !valid) {
    console.error(usage);
    process.exit(1);
  }
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  try {
    await client.connect();
    const { rows } = await client.query(`select ${sql} as account`, params);
    console.log(describe(rows[0].account));
  } catch (error) {
    console.error(`${name}: ${error.message}`);
    process.exitCode = 1;
  } finally {
    await client.end();
  }
}

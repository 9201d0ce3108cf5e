/**
 * What the database's HTTP tests share (docs/testing.md#shared-mode-tests): accounts made as the
 * owner and the tokens login would sign for them, so each test calls PostgREST as a real patient,
 * staff member or doctor account.
 */

/**
 * A new account `<name>@<domain>` with a cheap bcrypt hash (nobody logs in with it).
 * @param {import('pg').Client} owner the owner's connection
 * @returns {Promise<number>} its id
 */
export async function addAccount(owner, name, domain) {
  const { rows } = await owner.query(
    `insert into clinic.accounts (name, email, password_hash)
     values ($1, lower($1) || '@' || $2, crypt('pw', gen_salt('bf', 4))) returning id`,
    [name, domain],
  );
  return Number(rows[0].id);
}

/**
 * The token login would give the account, signed by the database as login signs it.
 * @param {import('pg').Client} owner the owner's connection
 * @returns {Promise<string>}
 */
export async function tokenOf(owner, accountId) {
  const { rows } = await owner.query(`select clinic.session_for($1) ->> 'token' as token`, [
    accountId,
  ]);
  return rows[0].token;
}

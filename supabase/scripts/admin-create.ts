// `pnpm admin:create EMAIL [--password PASSWORD] [--name NAME]`
//
// Makes a user an administrator: grants the `admin` role in public.user_roles to an existing
// account, or first creates the account (confirmed, with the given password) when none exists.
// This is the only way to get an administrator: no API call can grant the role (see SECURITY.md).
//
// It connects to the database the local server uses: DATABASE_URL when set, otherwise the
// embedded PGlite data directory (DATA_DIR, default `.data/` at the repository root). The
// embedded database can be opened by one process at a time, so stop `pnpm start` first.
// Against a hosted Supabase project, run the equivalent SQL in the SQL editor instead:
//   insert into public.user_roles (user_id, role)
//   select id, 'admin' from auth.users where lower(email) = lower('EMAIL') on conflict do nothing;
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../server/config.ts';
import { openDb, type Db } from '../server/db/index.ts';
import { migrate } from '../server/db/migrate.ts';
import { createUser } from '../server/auth/users.ts';

export interface AdminCreateResult {
  userId: string;
  email: string;
  created: boolean;
  alreadyAdmin: boolean;
}

/** Grants the admin role to the user with this e-mail, creating the user when `password` is given. */
export async function adminCreate(db: Db, opts: { email: string; password?: string; name?: string }): Promise<AdminCreateResult> {
  const email = opts.email.trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new Error(`Not an e-mail address: ${opts.email}`);
  let created = false;
  let rows = (await db.query<{ id: string }>(`select id::text as id from auth.users where lower(email) = $1`, [email])).rows;
  if (!rows.length) {
    if (!opts.password) {
      throw new Error(`No user with e-mail ${email}. Give --password (or ADMIN_PASSWORD) to create the account.`);
    }
    await createUser(db, {
      email,
      password: opts.password,
      emailConfirm: true,
      userMetadata: opts.name ? { name_english: opts.name } : {},
    });
    created = true;
    rows = (await db.query<{ id: string }>(`select id::text as id from auth.users where lower(email) = $1`, [email])).rows;
  }
  const userId = rows[0].id;
  // as the platform (no JWT): the role.grant audit entry records no actor, i.e. the operator
  const ins = await db.query(
    `insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict (user_id, role) do nothing`,
    [userId],
  );
  return { userId, email, created, alreadyAdmin: ins.affectedRows === 0 };
}

async function serverIsRunning(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/auth/v1/health`, { signal: AbortSignal.timeout(800) });
    return res.status < 500;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { password: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals.length !== 1) {
    console.log('Usage: pnpm admin:create EMAIL [--password PASSWORD] [--name NAME]\n'
      + '  Grants the admin role to the user with EMAIL; creates the user when --password (or ADMIN_PASSWORD) is given\n'
      + '  and no such user exists. Uses DATABASE_URL, or the embedded database in DATA_DIR (default .data/).');
    process.exit(values.help ? 0 : 2);
  }
  const cfg = loadConfig({ log: false });
  if (!cfg.databaseUrl && (await serverIsRunning(cfg.siteUrl))) {
    console.error(`The local server is running at ${cfg.siteUrl}; stop it first (the embedded database in ${cfg.dataDir} can be opened by one process at a time).`);
    process.exit(1);
  }
  const db = await openDb({ databaseUrl: cfg.databaseUrl, dataDir: cfg.dataDir });
  try {
    // the schema must exist: a fresh database is prepared exactly as `pnpm start` would do it
    await migrate(db, { migrationsDir: cfg.migrationsDir, seedFile: cfg.seedFile, storageDir: cfg.storageDir });
    const r = await adminCreate(db, { email: positionals[0], password: values.password ?? process.env.ADMIN_PASSWORD, name: values.name });
    const what = r.created ? 'created and made administrator' : r.alreadyAdmin ? 'was already an administrator' : 'is now an administrator';
    console.log(`${r.email} (${r.userId}) ${what}.`);
  } catch (e) {
    console.error((e as Error).message);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}

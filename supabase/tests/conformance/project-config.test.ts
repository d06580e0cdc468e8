// supabase/config.toml as the one source of the product's auth and API settings (issue 28 item 2):
// read as the Supabase CLI reads it (its template's defaults, the file over them, `env(NAME)`
// replaced only when set and non-empty: supabase/cli pkg/config/config.go Load, decode_hooks.go
// LoadEnvHook), a changed value changing what the server answers (with GoTrue's and PostgREST's
// own refusals), the README's environment variables still overriding single settings, and
// PostgREST's in-database configuration (`alter role authenticator … set pgrst.*` then
// `notify pgrst, 'reload config'`: docs "In-Database Configuration", Config/Database.hs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig, REPO_ROOT, type ServerConfig } from '../../server/config.ts';
import { CLI_DEFAULTS, parseProjectConfig, ProjectConfigError, readProjectConfig } from '../../server/project-config.ts';
import { isRedirectUrlValid } from '../../server/auth/call.ts';
import { CONFORMANCE_MIGRATIONS, startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { decodeJwt, lastMail, raw, serviceClient, uniqueEmail } from './auth-helpers.ts';
import { rest } from './rest-helpers.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-config-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
let n = 0;
/** A config.toml of its own for one server. */
function configFile(text: string): string {
  const f = path.join(tmp, `config-${++n}.toml`);
  fs.writeFileSync(f, text);
  return f;
}

async function withEnv<T>(vars: Record<string, string | undefined>, fn: () => Promise<T> | T): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  try {
    return await fn();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

/** Variables that would override config.toml: unset while a case reads the file alone. */
const NO_OVERRIDES = { AUTH_PASSWORD_MIN_LENGTH: undefined, JWT_EXPIRY: undefined, PGRST_DB_MAX_ROWS: undefined, PGRST_DB_SCHEMAS: undefined, AUTH_ANONYMOUS_USERS: undefined, AUTH_MAILER_AUTOCONFIRM: undefined, SITE_URL: undefined };

function startWith(toml: string, overrides: Partial<ServerConfig> = {}, env: Record<string, string | undefined> = {}): Promise<TestServer> {
  const file = configFile(toml);
  return withEnv({ ...NO_OVERRIDES, ...env }, () => startTestServer({ migrationsDir: CONFORMANCE_MIGRATIONS, overrides: { configFile: file, ...overrides } }));
}

describe('reading config.toml as the CLI does', () => {
  test('an empty file gives the CLI template\'s values', () => {
    const c = parseProjectConfig('', {});
    expect(c.api).toEqual({ schemas: ['public', 'graphql_public'], extraSearchPath: ['public', 'extensions'], maxRows: 1000 });
    expect(c.auth).toMatchObject({
      siteUrl: 'http://127.0.0.1:3000', additionalRedirectUrls: ['https://127.0.0.1:3000'], jwtExpiry: 3600,
      enableRefreshTokenRotation: true, refreshTokenReuseInterval: 10, enableSignup: true, enableAnonymousSignIns: false,
      minimumPasswordLength: 6, passwordRequirements: '',
      rateLimit: { emailSent: 2, smsSent: 30, anonymousUsers: 30, tokenRefresh: 150, signInSignUps: 30, tokenVerifications: 30, web3: 30 },
      email: { enableSignup: true, doubleConfirmChanges: true, enableConfirmations: false, otpLength: 6, otpExpiry: 3600 },
      mfa: { maxEnrolledFactors: 10, totp: { enrollEnabled: false, verifyEnabled: false } },
    });
    expect(c.storage.fileSizeLimit).toBe(50 * 1024 * 1024);
    expect(CLI_DEFAULTS.storage.file_size_limit).toBe('50MiB');
  });

  test('env(NAME) is replaced when NAME is set and non-empty, in strings and lists; otherwise the literal stays', () => {
    const toml = `[auth]\nsite_url = "env(K_SITE)"\nadditional_redirect_urls = ["env(K_EXTRA)", "https://x.example/**"]\n`
      + `minimum_password_length = "env(K_MIN)"\n[api]\nmax_rows = 5\n[storage]\nfile_size_limit = "5MB"\n`;
    const set = parseProjectConfig(toml, { K_SITE: 'https://k.example', K_EXTRA: 'https://app.example/**', K_MIN: '9' });
    expect(set.auth.siteUrl).toBe('https://k.example');
    expect(set.auth.additionalRedirectUrls).toEqual(['https://app.example/**', 'https://x.example/**']);
    expect(set.auth.minimumPasswordLength).toBe(9);
    expect(set.api.maxRows).toBe(5);
    expect(set.storage.fileSizeLimit).toBe(5 * 1024 * 1024); // go-units RAMInBytes: binary units
    const unset = parseProjectConfig(`[auth]\nsite_url = "env(K_SITE)"\n`, { K_SITE: '' });
    expect(unset.auth.siteUrl).toBe('env(K_SITE)');
    // only a whole-string env(...) is a reference
    expect(parseProjectConfig(`[auth]\nsite_url = "env(K_SITE)/x"\n`, { K_SITE: 'https://k.example' }).auth.siteUrl).toBe('env(K_SITE)/x');
  });

  test('env() also sees the supabase directory\'s .env files, as the CLI loads them; the process environment wins', () => {
    const dir = fs.mkdtempSync(path.join(tmp, 'dotenv-'));
    fs.writeFileSync(path.join(dir, 'config.toml'), '[auth]\nsite_url = "env(K_DOT_SITE)"\njwt_expiry = "env(K_DOT_EXPIRY)"\n');
    fs.writeFileSync(path.join(dir, '.env'), '# comment\nK_DOT_SITE="https://from-dotenv.example"\nexport K_DOT_EXPIRY=900\n');
    fs.writeFileSync(path.join(dir, '.env.local'), 'K_DOT_EXPIRY=1200 # local wins over .env\n');
    const file = path.join(dir, 'config.toml');
    expect(readProjectConfig(file, {}).auth).toMatchObject({ siteUrl: 'https://from-dotenv.example', jwtExpiry: 1200 });
    expect(readProjectConfig(file, { K_DOT_SITE: 'https://from-process.example' }).auth.siteUrl).toBe('https://from-process.example');
  });

  test('a value the CLI would refuse is named with its key, never a stack trace', () => {
    expect(() => parseProjectConfig('[auth]\njwt_expiry = 700000\n', {})).toThrow(new ProjectConfigError('supabase/config.toml: auth.jwt_expiry must be between 1 and 604800, not 700000'));
    expect(() => parseProjectConfig('[auth]\nminimum_password_length = "env(K_UNSET)"\n', {})).toThrow(/auth\.minimum_password_length must be a whole number, not "env\(K_UNSET\)"/);
    expect(() => parseProjectConfig('[auth]\npassword_requirements = "digits"\n', {})).toThrow(/auth\.password_requirements must be one of letters_digits/);
    expect(() => parseProjectConfig('[auth\n', {})).toThrow(/^supabase\/config\.toml is not valid TOML/);
    expect(() => parseProjectConfig('[storage]\nfile_size_limit = "lots"\n', {})).toThrow(/storage\.file_size_limit must be a size/);
  });

  test('the product\'s config.toml holds its own values: password length 8, TOTP on, the Site URL from SITE_URL, the webhooks without JWT', () => {
    const text = fs.readFileSync(path.join(REPO_ROOT, 'supabase/config.toml'), 'utf8');
    const c = parseProjectConfig(text, { SITE_URL: 'https://klegal.example' });
    expect(c.auth.minimumPasswordLength).toBe(8);
    expect(c.auth.mfa.totp).toEqual({ enrollEnabled: true, verifyEnabled: true });
    expect(c.auth.siteUrl).toBe('https://klegal.example');
    expect(c.auth.email.enableConfirmations).toBe(false);
    expect(Object.entries(c.functions).filter(([, v]) => v.verifyJwt === false).map(([k]) => k).sort()).toEqual(['lawyer-calendar', 'portone-webhook', 'storage-upload', 'stripe-webhook']);
    // and the server takes them from there (no constant left in config.ts)
    expect(fs.readFileSync(path.join(REPO_ROOT, 'supabase/server/config.ts'), 'utf8')).not.toMatch(/PASSWORD_MIN_LENGTH\s*=\s*8/);
  });

  test('precedence: the README\'s environment variables override config.toml, which overrides the CLI defaults', async () => {
    const file = configFile('[auth]\nminimum_password_length = 10\njwt_expiry = 600\n[api]\nmax_rows = 7\nschemas = ["public"]\n');
    await withEnv(NO_OVERRIDES, () => {
      const c = loadConfig({ configFile: file });
      expect([c.passwordMinLength, c.jwtExpiry, c.rest.maxRows, c.rest.schemas]).toEqual([10, 600, 7, ['public']]);
    });
    await withEnv({ ...NO_OVERRIDES, AUTH_PASSWORD_MIN_LENGTH: '12', JWT_EXPIRY: '900', PGRST_DB_MAX_ROWS: '3', PGRST_DB_SCHEMAS: 'public, private_zone' }, () => {
      const c = loadConfig({ configFile: file });
      expect([c.passwordMinLength, c.jwtExpiry, c.rest.maxRows, c.rest.schemas]).toEqual([12, 900, 3, ['public', 'private_zone']]);
    });
    await withEnv(NO_OVERRIDES, () => {
      const c = loadConfig({ configFile: null });
      expect(c.passwordMinLength).toBe(6); // no file: the CLI's default, as a project without the setting
    });
  });

  test('a setting whose hosted behaviour the local server lacks stops it with the key named', () => {
    for (const [toml, key] of [['[auth.email]\ndouble_confirm_changes = false\n', 'auth.email.double_confirm_changes'], ['[auth.email]\nsecure_password_change = true\n', 'auth.email.secure_password_change']]) {
      expect(() => loadConfig({ configFile: configFile(toml) })).toThrow(new RegExp(`^supabase/config\\.toml: ${key.replace(/\./g, '\\.')} = \\w+ is not supported by the local server`));
    }
  });

  test('redirect_to as GoTrue\'s IsRedirectURLValid: the Site URL\'s origin, loopback addresses, then additional_redirect_urls globs', () => {
    const cfg = { siteUrl: 'https://klegal.example', additionalRedirectUrls: ['https://app.example/*/done', 'https://cdn.example/**'] };
    expect(isRedirectUrlValid(cfg, 'https://klegal.example/auth/reset-password?next=/x')).toBe(true);
    expect(isRedirectUrlValid(cfg, 'http://klegal.example/auth/reset-password')).toBe(false); // scheme differs
    expect(isRedirectUrlValid(cfg, 'https://klegal.example:8443/')).toBe(false); // port differs
    expect(isRedirectUrlValid(cfg, 'http://127.0.0.1:9999/cb')).toBe(true);
    expect(isRedirectUrlValid(cfg, 'https://app.example/step/done')).toBe(true);
    expect(isRedirectUrlValid(cfg, 'https://app.example/a/b/done')).toBe(false); // `*` stops at '/'
    expect(isRedirectUrlValid(cfg, 'https://cdn.example/a/b/c#frag')).toBe(true);
    expect(isRedirectUrlValid(cfg, 'https://evil.example/')).toBe(false);
    expect(isRedirectUrlValid(cfg, 'https://2130706433/')).toBe(false);
  });
});

// Each case starts a server of its own (migrations included): the hook timeout, not the test's.
describe(`a changed config.toml value changes what the server answers on ${TEST_DB}`, { timeout: 120_000 }, () => {
  const servers: TestServer[] = [];
  afterAll(async () => { await Promise.all(servers.map((s) => s.close())); });
  const start = async (toml: string, overrides: Partial<ServerConfig> = {}, env: Record<string, string | undefined> = {}) => {
    const s = await startWith(toml, overrides, env);
    servers.push(s);
    return s;
  };

  test('minimum_password_length = 10: 9 characters → 422 weak_password naming 10, nothing created; 10 are accepted', async () => {
    const s = await start('[auth]\nminimum_password_length = 10\n');
    const email = uniqueEmail('min10');
    const r = await raw(s, 'POST', '/signup', { body: { email, password: 'nine-char' } });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: 'weak_password', message: 'Password should be at least 10 characters.', weak_password: { reasons: ['length'] } });
    expect((await s.db.query(`select 1 from auth.users where email = $1`, [email])).rows).toHaveLength(0);
    expect((await raw(s, 'POST', '/signup', { body: { email, password: 'ten-chars!' } })).status).toBe(200);
  });

  test('env() in config.toml is resolved from the environment, and AUTH_PASSWORD_MIN_LENGTH still overrides the file', async () => {
    const viaEnvRef = await start('[auth]\nminimum_password_length = "env(K_TEST_MIN_PASSWORD)"\n', {}, { K_TEST_MIN_PASSWORD: '11' });
    const r = await raw(viaEnvRef, 'POST', '/signup', { body: { email: uniqueEmail('envref'), password: 'ten-chars!' } });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: 'weak_password', message: 'Password should be at least 11 characters.' });
    const overridden = await start('[auth]\nminimum_password_length = 10\n', {}, { AUTH_PASSWORD_MIN_LENGTH: '12' });
    const o = await raw(overridden, 'POST', '/signup', { body: { email: uniqueEmail('envover'), password: 'eleven-char' } });
    expect(o.status).toBe(422);
    expect(o.body).toMatchObject({ code: 'weak_password', message: 'Password should be at least 12 characters.' });
  });

  test('password_requirements = "letters_digits": a password without a digit → 422 weak_password, reasons [characters]', async () => {
    const s = await start('[auth]\nminimum_password_length = 8\npassword_requirements = "letters_digits"\n');
    const r = await raw(s, 'POST', '/signup', { body: { email: uniqueEmail('req'), password: 'only-letters' } });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({
      code: 'weak_password',
      message: 'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
      weak_password: { reasons: ['characters'] },
    });
    expect((await raw(s, 'POST', '/signup', { body: { email: uniqueEmail('req'), password: 'letters-and-1' } })).status).toBe(200);
  });

  test('enable_signup = false: POST /signup → 422 signup_disabled, /settings says so; the admin API still creates users', async () => {
    const s = await start('[auth]\nenable_signup = false\n');
    const r = await raw(s, 'POST', '/signup', { body: { email: uniqueEmail('closed'), password: 'long-enough-1' } });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: 'signup_disabled', message: 'Signups not allowed for this instance' });
    expect((await raw(s, 'GET', '/settings')).body).toMatchObject({ disable_signup: true });
    const { error } = await serviceClient(s).auth.admin.createUser({ email: uniqueEmail('admin-made'), password: 'long-enough-1', email_confirm: true });
    expect(error).toBeNull();
  });

  test('jwt_expiry = 120: access tokens live 120 seconds', async () => {
    const s = await start('[auth]\njwt_expiry = 120\n');
    const r = await raw(s, 'POST', '/signup', { body: { email: uniqueEmail('short-lived'), password: 'long-enough-1' } });
    expect(r.status).toBe(200);
    expect(r.body.expires_in).toBe(120);
    const claims = decodeJwt(r.body.access_token as string);
    expect(claims.exp - claims.iat).toBe(120);
  });

  test('[auth.mfa.totp] off (the CLI template\'s default): enrolment → 422 mfa_totp_enroll_not_enabled', async () => {
    const s = await start('[auth.mfa.totp]\nenroll_enabled = false\nverify_enabled = false\n');
    const signed = await raw(s, 'POST', '/signup', { body: { email: uniqueEmail('nototp'), password: 'long-enough-1' } });
    const r = await raw(s, 'POST', '/factors', { token: signed.body.access_token as string, body: { factor_type: 'totp', friendly_name: 'phone' } });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: 'mfa_totp_enroll_not_enabled', message: 'MFA enroll is disabled for TOTP' });
  });

  test('[auth.email] otp_length = 8, otp_expiry = 1: the mailed code has 8 digits, works at once and is refused once a second old', async () => {
    const s = await start('[auth.email]\notp_length = 8\notp_expiry = 1\n');
    const email = uniqueEmail('otp8');
    expect((await raw(s, 'POST', '/signup', { body: { email, password: 'long-enough-1' } })).status).toBe(200);
    expect((await raw(s, 'POST', '/recover', { body: { email } })).status).toBe(200);
    const fresh = await lastMail(s, email);
    expect(fresh.otp).toMatch(/^\d{8}$/);
    expect((await raw(s, 'POST', '/verify', { body: { type: 'recovery', email, token: fresh.otp } })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await raw(s, 'POST', '/recover', { body: { email } })).status).toBe(200);
    const mail = await lastMail(s, email);
    expect(mail.otp).not.toBe(fresh.otp);
    await new Promise((r) => setTimeout(r, 1500));
    const r = await raw(s, 'POST', '/verify', { body: { type: 'recovery', email, token: mail.otp } });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'otp_expired' });
  });

  test('enable_refresh_token_rotation = false: a rotated refresh token used again is not "already used" (with rotation on it is)', async () => {
    const reuse = async (toml: string) => {
      const s = await start(toml);
      const signed = await raw(s, 'POST', '/signup', { body: { email: uniqueEmail('rot'), password: 'long-enough-1' } });
      const first = signed.body.refresh_token as string;
      expect((await raw(s, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: first } })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 1100));
      return raw(s, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: first } });
    };
    const on = await reuse('[auth]\nrefresh_token_reuse_interval = 0\n');
    expect(on.status).toBe(400);
    expect(on.body).toMatchObject({ code: 'refresh_token_already_used' });
    const off = await reuse('[auth]\nrefresh_token_reuse_interval = 0\nenable_refresh_token_rotation = false\n');
    expect(off.status).toBe(200);
    expect(off.body.refresh_token).toMatch(/^[A-Za-z0-9]{12}$/);
  });

  test('[storage] file_size_limit = "1KB": a larger upload → Storage\'s 413 EntityTooLarge (HTTP 400), a smaller one is stored', async () => {
    const s = await start('[storage]\nfile_size_limit = "1KB"\n');
    const upload = (name: string, bytes: number) => fetch(`${s.url}/storage/v1/object/avatars/limit/${name}`, {
      method: 'POST',
      headers: { apikey: s.serviceRoleKey, authorization: `Bearer ${s.serviceRoleKey}`, 'content-type': 'text/plain' },
      body: 'x'.repeat(bytes),
    });
    const big = await upload('big.txt', 1025); // 1KB is 1024 bytes to the CLI (RAMInBytes)
    expect(big.status).toBe(400);
    expect(await big.json()).toEqual({ statusCode: '413', code: 'EntityTooLarge', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' });
    expect((await upload('small.txt', 1024)).status).toBe(200);
  });

  test('[api] max_rows = 2: a read returns at most 2 rows', async () => {
    const s = await start('[api]\nmax_rows = 2\n');
    const r = await rest(s, 'GET', '/posts?select=id&order=id', { apikey: s.serviceRoleKey, token: s.serviceRoleKey });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([{ id: 1 }, { id: 2 }]);
  });
});

describe(`PostgREST in-database configuration on ${TEST_DB}`, () => {
  let s: TestServer;
  let dbName: string;
  beforeAll(async () => {
    s = await startWith('');
    dbName = (await s.db.query<{ d: string }>(`select current_database() as d`)).rows[0].d;
  });
  afterAll(async () => { await s?.close(); });

  // Per database (`in database`), as PostgREST reads it first: on PostgreSQL a role-wide setting
  // would reach every database of the cluster.
  const set = (key: string, value: string | null) => s.db.query(value === null
    ? `alter role authenticator in database "${dbName}" reset pgrst.${key}`
    : `alter role authenticator in database "${dbName}" set pgrst.${key} = '${value}'`);

  async function eventually(check: () => Promise<boolean>): Promise<void> {
    const until = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > until) throw new Error('the setting was not applied within 10 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  const sumOfViews = () => serviceClient(s).from('posts').select('views.sum()');

  test('aggregates: refused (400 PGRST123) until pgrst.db_aggregates_enabled is set and the config reloaded', async () => {
    const off = await sumOfViews();
    expect(off.status).toBe(400);
    expect(off.error).toMatchObject({ code: 'PGRST123', message: 'Use of aggregate functions is not allowed' });
    await set('db_aggregates_enabled', 'true');
    // without a reload nothing changes
    expect((await sumOfViews()).status).toBe(400);
    await s.db.query(`notify pgrst, 'reload config'`);
    await eventually(async () => (await sumOfViews()).status === 200);
    expect((await sumOfViews()).data).toEqual([{ sum: expect.any(Number) }]);
    await set('db_aggregates_enabled', null);
    await s.db.query(`notify pgrst`); // a bare notify reloads config and schema
    await eventually(async () => (await sumOfViews()).status === 400);
  });

  test('db_max_rows, db_plan_enabled and db_schemas follow the database, the schema cache with them', async () => {
    const ids = () => rest(s, 'GET', '/posts?select=id&order=id', { apikey: s.serviceRoleKey, token: s.serviceRoleKey });
    expect(((await ids()).body as unknown[]).length).toBeGreaterThan(1);
    const privateThings = () => serviceClient(s).schema('private_zone').from('things').select('*');
    expect((await privateThings()).status).toBe(406);
    const plan = () => serviceClient(s).from('posts').select('id').explain();
    expect((await plan()).status).toBe(406);

    await set('db_max_rows', '1');
    await set('db_plan_enabled', 'true');
    await set('db_schemas', 'public, private_zone');
    await s.db.query(`notify pgrst, 'reload config'`);
    await eventually(async () => ((await ids()).body as unknown[]).length === 1);
    const things = await privateThings();
    expect(things.error).toBeNull();
    expect(things.data).toEqual([{ id: 1, name: 'hidden' }]);
    expect((await plan()).status).toBe(200);

    for (const k of ['db_max_rows', 'db_plan_enabled', 'db_schemas']) await set(k, null);
    await s.db.query(`notify pgrst, 'reload config'`);
    await eventually(async () => ((await ids()).body as unknown[]).length > 1);
    expect((await privateThings()).status).toBe(406);
  });

  test.runIf(TEST_DB === 'pglite')('the per-database setting wins over the role-wide one (PGlite: one database, no cluster to leak into)', async () => {
    await s.db.query(`alter role authenticator set pgrst.db_max_rows = '3'`);
    await set('db_max_rows', '2');
    await s.db.query(`notify pgrst, 'reload config'`);
    const ids = () => rest(s, 'GET', '/posts?select=id&order=id', { apikey: s.serviceRoleKey, token: s.serviceRoleKey });
    await eventually(async () => ((await ids()).body as unknown[]).length === 2);
    await set('db_max_rows', null);
    await s.db.query(`notify pgrst, 'reload config'`);
    await eventually(async () => ((await ids()).body as unknown[]).length === 3);
    await s.db.query(`alter role authenticator reset pgrst.db_max_rows`);
    await s.db.query(`notify pgrst, 'reload config'`);
    await eventually(async () => ((await ids()).body as unknown[]).length > 3);
  });
});

// [auth.rate_limit] and [auth.email] max_frequency (issue 28 item 2), as GoTrue enforces them:
//   internal/api/apilimiter/apilimiter.go New — per client address, tollbooth buckets: sign_in_sign_ups
//     (GOTRUE_RATE_LIMIT_OTP) one each for /signup, /recover, /resend, /magiclink, /otp, PUT /user;
//     token_refresh the /token grants; token_verifications /verify; web3 the web3 grant — n per 5
//     minutes with bursts of 30; anonymous_users n an hour with bursts of n. Refused:
//     middleware.go limitHandler → 429 over_request_rate_limit "Request rate limit reached", and only
//     when GOTRUE_RATE_LIMIT_HEADER names the client-address header and the request carries it (here:
//     trusted X-Forwarded-For, trustProxyHops > 0).
//   internal/ratelimit/interval.go + mail.go sendEmail — email_sent per hour for the whole project,
//     counted only while mails need confirming (`if !config.Mailer.Autoconfirm`): 429
//     over_email_send_rate_limit "email rate limit exceeded"; the CLI sets 360000 unless
//     [auth.email.smtp] is enabled (internal/start).
//   mail.go validateSentWithinFrequencyLimit — a mail of one kind to one user within max_frequency:
//     429 over_email_send_rate_limit "For security purposes, you can only request this after N
//     seconds." (N = the time left, truncated); magic links share the recovery timer.
describe(`[auth.rate_limit] and [auth.email] max_frequency from config.toml on ${TEST_DB}`, { timeout: 120_000 }, () => {
  const servers: TestServer[] = [];
  afterAll(async () => { await Promise.all(servers.map((x) => x.close())); });
  const start = async (toml: string, overrides: Partial<ServerConfig> = {}) => {
    const srv = await startWith(toml, overrides, { AUTH_RATE_LIMIT: undefined, AUTH_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY: undefined, TRUST_PROXY_HOPS: undefined });
    servers.push(srv);
    return srv;
  };
  /** POST /auth/v1<path> as a client at `from` (through the trusted proxy), versioned errors. */
  const post = async (srv: TestServer, path: string, body: unknown, from?: string) => {
    const headers: Record<string, string> = { apikey: srv.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };
    if (from) headers['x-forwarded-for'] = from;
    const res = await fetch(`${srv.url}/auth/v1${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: res.status, body: await res.json() as Record<string, unknown> };
  };
  const users = async (srv: TestServer, n: number, label: string) => {
    const out: string[] = [];
    for (let i = 0; i < n; i++) {
      const email = uniqueEmail(`${label}${i}`);
      const { error } = await serviceClient(srv).auth.admin.createUser({ email, password: 'long-enough-1', email_confirm: true });
      expect(error).toBeNull();
      out.push(email);
    }
    return out;
  };
  const LIMITED = { code: 'over_request_rate_limit', message: 'Request rate limit reached' };

  test('parsing: max_frequency as a Go duration (CLI default "1s"), [auth.email.smtp] enabled; a bad duration is named', () => {
    const d = parseProjectConfig('', {});
    expect(d.auth.email).toMatchObject({ maxFrequencyMs: 1000, smtpEnabled: false });
    const c = parseProjectConfig('[auth.email]\nmax_frequency = "1m30s"\n[auth.email.smtp]\nenabled = true\nhost = "smtp.example.com"\n', {});
    expect(c.auth.email).toMatchObject({ maxFrequencyMs: 90_000, smtpEnabled: true });
    expect(parseProjectConfig('[auth.email]\nmax_frequency = "500ms"\n', {}).auth.email.maxFrequencyMs).toBe(500);
    expect(() => parseProjectConfig('[auth.email]\nmax_frequency = "soon"\n', {})).toThrow(new ProjectConfigError('supabase/config.toml: auth.email.max_frequency must be a duration such as "1s" or "1m0s", not "soon"'));
  });

  test('email_sent counts only with custom SMTP (else the CLI\'s 360000); AUTH_RATE_LIMIT=0 lifts every limit', async () => {
    await withEnv({ ...NO_OVERRIDES, AUTH_RATE_LIMIT: undefined }, () => {
      expect(loadConfig({ project: parseProjectConfig('[auth.rate_limit]\nemail_sent = 5\n', {}) }).rateLimit.emailSentPerHour).toBe(360000);
      const smtp = parseProjectConfig('[auth.email]\nmax_frequency = "1m30s"\n[auth.email.smtp]\nenabled = true\n[auth.rate_limit]\nemail_sent = 5\ntoken_refresh = 7\n', {});
      expect(loadConfig({ project: smtp }).rateLimit).toMatchObject({ emailSentPerHour: 5, emailMaxFrequencyMs: 90_000, perAddress: { tokenRefresh: 7 } });
    });
    await withEnv({ ...NO_OVERRIDES, AUTH_RATE_LIMIT: '0' }, () => {
      const off = loadConfig({ project: parseProjectConfig('[auth.email.smtp]\nenabled = true\n', {}) }).rateLimit;
      expect([off.perAddress, off.emailSentPerHour, off.emailMaxFrequencyMs]).toEqual([undefined, undefined, undefined]);
    });
  });

  test('per-address buckets behind a trusted proxy: the 31st /verify from one address → 429 (token_verifications = 1), another address and a large token_refresh are not limited; without the address header nothing is', async () => {
    const srv = await start('[auth]\nenable_anonymous_sign_ins = true\n[auth.rate_limit]\ntoken_verifications = 1\ntoken_refresh = 360000\nsign_in_sign_ups = 1\nanonymous_users = 2\n', { trustProxyHops: 1 });
    const verify = (from?: string) => post(srv, '/verify', { type: 'signup', token_hash: 'no-such-token' }, from);
    for (let i = 0; i < 30; i++) expect((await verify('198.51.100.1')).status).toBe(403); // otp_expired: the burst of 30
    const refused = await verify('198.51.100.1');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject(LIMITED);
    expect((await verify('198.51.100.2')).status).toBe(403);
    // token_refresh = 360000 per 5 minutes refills 1200 a second: 40 quick refreshes pass the limiter
    for (let i = 0; i < 40; i++) expect((await post(srv, '/token?grant_type=refresh_token', { refresh_token: 'nope' }, '198.51.100.3')).status).toBe(400);
    // no X-Forwarded-For: GoTrue skips its IP limiters when the request lacks the header
    for (let i = 0; i < 35; i++) expect((await verify()).status).toBe(403);
  });

  test('sign_in_sign_ups: /recover and /otp have a bucket each; anonymous_users = 2: the third anonymous sign-in from one address → 429', async () => {
    const srv = await start('[auth]\nenable_anonymous_sign_ins = true\n[auth.rate_limit]\nsign_in_sign_ups = 1\nanonymous_users = 2\n', { trustProxyHops: 1 });
    const from = '198.51.100.20';
    for (let i = 0; i < 30; i++) expect((await post(srv, '/recover', { email: uniqueEmail('nobody') }, from)).status).toBe(200);
    expect((await post(srv, '/recover', { email: uniqueEmail('nobody') }, from)).body).toMatchObject(LIMITED);
    expect((await post(srv, '/otp', { email: uniqueEmail('otp'), create_user: false }, from)).status).toBe(422); // otp_disabled: its own bucket
    expect((await post(srv, '/signup', {}, from)).status).toBe(200);
    expect((await post(srv, '/signup', {}, from)).status).toBe(200);
    const third = await post(srv, '/signup', {}, from);
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject(LIMITED);
    expect((await post(srv, '/signup', {}, '198.51.100.21')).status).toBe(200);
  });

  test('email_sent = 2 with custom SMTP and confirmations on: the third auth mail of the hour → 429 over_email_send_rate_limit, no token stored', async () => {
    const srv = await start('[auth.email]\nenable_confirmations = true\nmax_frequency = "0s"\n[auth.email.smtp]\nenabled = true\nhost = "smtp.example.com"\n[auth.rate_limit]\nemail_sent = 2\n');
    const [a, b, c] = await users(srv, 3, 'mailcap');
    expect((await post(srv, '/recover', { email: a })).status).toBe(200);
    expect((await post(srv, '/recover', { email: b })).status).toBe(200);
    const third = await post(srv, '/recover', { email: c });
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' });
    expect((await srv.db.query(`select recovery_token from auth.users where email = $1`, [c])).rows[0].recovery_token).toBeFalsy();
  });

  test('max_frequency = "1m": a second recovery mail (or a magic link, same timer) to one user → 429 with the seconds left; other users are not held; mails under auto-confirm are not counted by email_sent', async () => {
    const srv = await start('[auth.email]\nmax_frequency = "1m"\n[auth.email.smtp]\nenabled = true\nhost = "smtp.example.com"\n[auth.rate_limit]\nemail_sent = 1\n');
    const [a, b, c] = await users(srv, 3, 'freq');
    expect((await post(srv, '/recover', { email: a })).status).toBe(200);
    const again = await post(srv, '/recover', { email: a });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: 'over_email_send_rate_limit', message: 'For security purposes, you can only request this after 59 seconds.' });
    expect((await post(srv, '/otp', { email: a })).body).toMatchObject({ code: 'over_email_send_rate_limit' });
    // auto-confirm (enable_confirmations false): GoTrue does not count these against email_sent = 1
    expect((await post(srv, '/recover', { email: b })).status).toBe(200);
    expect((await post(srv, '/recover', { email: c })).status).toBe(200);
  });
});

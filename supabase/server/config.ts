// Runtime configuration of the local Supabase-compatible server. The product's auth and API
// settings come from supabase/config.toml, read as the Supabase CLI reads it (project-config.ts:
// the CLI's defaults, the file, env(NAME)); the environment variables documented in the README
// override single settings (precedence: overrides > environment > config.toml > the CLI's defaults;
// PostgREST's in-database settings then override the REST ones, rest/settings.ts). Keys: the
// Supabase CLI's well-known local keys, as `supabase start` uses.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLI_DEFAULT_SIGNING_KEY, legacyJwtKeys, loadJwtKeys, SigningKeysError, type JwtKeys } from './jwt.ts';
import { ProjectConfigError, readProjectConfig, type PasswordRequirements, type ProjectConfig } from './project-config.ts';
import type { AddressLimits } from './auth/ratelimit.ts';

export const SUPABASE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(SUPABASE_DIR, '..');

export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const DEFAULT_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEFAULT_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
export const DEFAULT_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const DEFAULT_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

export interface ServerConfig {
  /** Port of the one origin (API + apps). */
  port: number;
  host: string;
  /** PGlite data directory; ignored when databaseUrl is set. `memory://` for an in-memory database. */
  dataDir: string;
  /** A real PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** Legacy HS256 secret (env JWT_SECRET): signs the legacy anon / service_role keys, still verifies. */
  jwtSecret: string;
  /**
   * The JWT signing keys (jwt.ts): `[auth] signing_keys_path` (a JSON array of private JWKs, as
   * `supabase gen signing-key` writes it), else the CLI's default ES256 key; plus jwtSecret.
   * Absent (hand-built configs in tests): legacy HS256 only, see jwtKeysOf.
   */
  jwtKeys?: JwtKeys;
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
  /** supabase/config.toml (null: none, the CLI's defaults alone); env SUPABASE_CONFIG_FILE. */
  configFile: string | null;
  /** What was read from it (defaults and env() applied), before the environment overrides below. */
  project: ProjectConfig;
  /** Access-token lifetime in seconds: `[auth] jwt_expiry` (CLI default 3600), env JWT_EXPIRY. */
  jwtExpiry: number;
  /** Directory of the migrations to apply; seed file run on a fresh database (null: none). */
  migrationsDir: string;
  seedFile: string | null;
  /** Largest request body accepted by /rest and /auth, in bytes (413 above). */
  maxBodyBytes: number;
  /** Largest upload accepted by /storage, in bytes (global cap, buckets may set less): `[storage] file_size_limit`. */
  maxUploadBytes: number;
  /** Where storage objects' bytes live (defaults to `<dataDir>/storage`, or a temp dir with databaseUrl). */
  storageDir: string;
  /**
   * Public URL of the server, used in links it hands out (signed URLs, recover links): env SITE_URL,
   * else `[auth] site_url` once its env() is resolved, else this server's own address.
   */
  siteUrl: string;
  /** `[auth] additional_redirect_urls`: redirect_to patterns allowed besides the site (GoTrue's URI allow list). */
  additionalRedirectUrls?: string[];
  /** Static apps to serve at the same origin (built output directories); empty for API-only. */
  apps: StaticApp[];
  /** Throttling of failed sign-ins, sign-ups and code checks, and of MFA challenges and verifications (auth/ratelimit.ts); env AUTH_RATE_LIMIT=0 disables it. */
  rateLimit: RateLimitConfig;
  /**
   * How many reverse proxies in front of the server append to X-Forwarded-For (env TRUST_PROXY_HOPS,
   * default 0). 0: the client address is the socket's and the header is ignored, so a client cannot
   * pick its own address; n: the n-th address from the right of the header (the one the outermost
   * trusted proxy saw). Set it only when every request really passes through those proxies.
   */
  trustProxyHops: number;
  /** Shortest password the auth API accepts: `[auth] minimum_password_length` (the product's 8), env AUTH_PASSWORD_MIN_LENGTH; GoTrue's floor 6. */
  passwordMinLength: number;
  /** `[auth] password_requirements` (GOTRUE_PASSWORD_REQUIRED_CHARACTERS); '' = length only. */
  passwordRequirements?: PasswordRequirements;
  /** `[auth] enable_signup` (false: GOTRUE_DISABLE_SIGNUP, 422 signup_disabled) and `[auth.email] enable_signup`. */
  signup?: { enabled: boolean; email: boolean };
  /** `[auth.email] otp_length` and `otp_expiry` (seconds), GoTrue's MAILER_OTP_LENGTH / MAILER_OTP_EXP. */
  emailOtp?: { length: number; expiry: number };
  /** `[auth.mfa]`: TOTP enrolment and verification switches and the factor cap. */
  mfa?: { maxEnrolledFactors: number; totpEnroll: boolean; totpVerify: boolean };
  /**
   * The REST API as a hosted project configures it (PostgREST's own settings): the exposed schemas
   * (env PGRST_DB_SCHEMAS, default `public, graphql_public` as on Supabase; the first is the default
   * profile), aggregate functions in `select` (PGRST_DB_AGGREGATES_ENABLED) and the execution plan
   * media types (PGRST_DB_PLAN_ENABLED), both off as on Supabase.
   */
  rest: RestConfig;
  /** Anonymous sign-ins (`[auth] enable_anonymous_sign_ins`, env AUTH_ANONYMOUS_USERS); off as on a new project. */
  anonymousSignIns: boolean;
  /** Seconds a rotated refresh token may still be reused (`[auth] refresh_token_reuse_interval`, default 10). */
  refreshTokenReuseInterval?: number;
  /** `[auth] enable_refresh_token_rotation` (GOTRUE_SECURITY_REFRESH_TOKEN_ROTATION_ENABLED). */
  refreshTokenRotation?: boolean;
  /** Run the pg_cron emulation's jobs (server/cron); env CRON=0 turns it off. */
  cron: boolean;
  /**
   * Where mail goes (env SMTP_URL, a nodemailer URL: smtp://user:pass@host:587, smtps://…:465). Unset:
   * auth mail is only printed and kept in the outbox — unless the mail catcher runs, whose URL it then is.
   */
  smtpUrl?: string;
  /** The sender of auth mail (GoTrue SMTP_ADMIN_EMAIL / SMTP_SENDER_NAME; env the same names). */
  smtpAdminEmail: string;
  smtpSenderName: string;
  /**
   * GoTrue's MAILER_AUTOCONFIRM: not `[auth.email] enable_confirmations` (env AUTH_MAILER_AUTOCONFIRM):
   * false makes sign-up mail a confirmation link and answer without a session until it is followed.
   */
  mailerAutoconfirm: boolean;
  /**
   * Run the local mail catcher (server/mail): an SMTP server on loopback whose inbox is served at
   * /_inbox/; it becomes smtpUrl when that is unset. Env MAIL_CATCHER=1 (scripts/start.ts turns it on
   * when SMTP_URL is not set). Port: MAIL_CATCHER_SMTP_PORT (default 0, any free port).
   */
  mailCatcher: boolean;
  mailCatcherSmtpPort: number;
  /** Edge Functions (server/functions): `<functionsDir>/<name>/index.ts` served at /functions/v1/<name>. */
  functionsDir: string;
  /** The config.toml whose `[functions.<name>] verify_jwt` the functions host reads (default configFile). */
  functionsConfigFile: string | null;
  /** The secrets functions read (Deno.env.get on a hosted project): default this process's environment. */
  functionsEnv: Record<string, string | undefined>;
  /** SUPABASE_URL as functions see it (default: this server's own loopback URL). */
  functionsSupabaseUrl?: string;
  /** A function's request still unanswered after this long ends its worker: 546 (default 400 s, the CLI's wall clock). */
  functionsWallClockMs?: number;
  log: boolean;
}

/**
 * The REST API as PostgREST is configured (file < PGRST_* environment < in-database settings).
 * From config.toml `[api]`: schemas, extra_search_path, max_rows; aggregates and plans are not
 * config.toml keys (off, as on Supabase; turned on in the database: rest/settings.ts).
 */
export interface RestConfig {
  /** Exposed schemas (db-schemas); the first is the default profile. Env PGRST_DB_SCHEMAS. */
  schemas: string[];
  /** Aggregate functions in `select` (db-aggregates-enabled). Env PGRST_DB_AGGREGATES_ENABLED. */
  aggregates: boolean;
  /** The execution-plan media types (db-plan-enabled). Env PGRST_DB_PLAN_ENABLED. */
  plan: boolean;
  /** Cap on rows a read returns (db-max-rows; 0 = none). Absent: 1000. Env PGRST_DB_MAX_ROWS. */
  maxRows?: number;
  /** Schemas after the request's in search_path (db-extra-search-path). Absent: public, extensions. Env PGRST_DB_EXTRA_SEARCH_PATH. */
  extraSearchPath?: string[];
}

export interface RateLimitConfig {
  /** Failures one client address may have (all e-mails together) before it is throttled; 0 = no limit. */
  signInPerIpPerWindow: number;
  /** Failures one client address may have for one e-mail before that pair is throttled; 0 = no limit. */
  signInPerEmailAndIpPerWindow: number;
  /** Failures older than this are forgotten. */
  windowSeconds: number;
  /** First wait once a limit is reached; doubles with every further failure, capped at windowSeconds. */
  backoffSeconds: number;
  /**
   * MFA challenges and verifications one client address may make a minute, each endpoint on its own
   * (GoTrue's GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY, default 15, bursts of 30; auth/ratelimit.ts
   * RequestLimiter); 0 = no limit. Absent: 15. Env AUTH_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY, else 0
   * under AUTH_RATE_LIMIT=0.
   */
  mfaChallengeAndVerifyPerMinute?: number;
  /**
   * GoTrue's request limiters per client address from `[auth.rate_limit]` (auth/ratelimit.ts
   * AddressLimiters). GoTrue applies them only when GOTRUE_RATE_LIMIT_HEADER names the header that
   * carries the client's address (the platform sets it on hosted projects; `supabase start` does
   * not): here, only when `trustProxyHops` > 0 and the request has X-Forwarded-For. Absent: none.
   */
  perAddress?: AddressLimits;
  /**
   * Auth e-mails the whole project may send an hour (GOTRUE_RATE_LIMIT_EMAIL_SENT): `[auth.rate_limit]
   * email_sent` with `[auth.email.smtp]` enabled, else the CLI's 360000. Absent: no limit.
   */
  emailSentPerHour?: number;
  /** `[auth.email] max_frequency` in ms (GOTRUE_SMTP_MAX_FREQUENCY). Absent or 0: none. */
  emailMaxFrequencyMs?: number;
}

/** What the CLI sets GOTRUE_RATE_LIMIT_EMAIL_SENT to without a custom SMTP server (internal/start). */
export const CLI_EMAIL_SENT_WITHOUT_SMTP = 360000;

/** GoTrue's MFA.RateLimitChallengeAndVerify default (a minute, per client address). */
export const DEFAULT_MFA_CHALLENGE_AND_VERIFY_PER_MINUTE = 15;

/** GoTrue refuses a password_min_length below 6; bcrypt reads at most 72 bytes. */
const PASSWORD_MIN_FLOOR = 6;
const PASSWORD_MAX = 72;
/**
 * AUTH_PASSWORD_MIN_LENGTH, or `fallback` (config.toml's `minimum_password_length`: the product's 8);
 * a value outside 6..72 is clamped into it.
 */
export function passwordMinLengthFromEnv(env: NodeJS.ProcessEnv, fallback: number): number {
  const n = Number.parseInt(env.AUTH_PASSWORD_MIN_LENGTH ?? '', 10);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(PASSWORD_MAX, Math.max(PASSWORD_MIN_FLOOR, n));
}

/**
 * The auth throttling: config.toml `[auth.rate_limit] sign_in_sign_ups` (per client address per 5
 * minutes, CLI default 30) caps the failed sign-ins, sign-ups and code checks of one address; with
 * `project`, the rest of `[auth.rate_limit]` and `[auth.email] max_frequency` as GoTrue enforces
 * them (perAddress, emailSentPerHour, emailMaxFrequencyMs); env AUTH_RATE_LIMIT=0 turns all of it off.
 */
export function rateLimitFromEnv(env: NodeJS.ProcessEnv = process.env, signInSignUps = 30, project?: ProjectConfig): RateLimitConfig {
  const on = env.AUTH_RATE_LIMIT !== '0';
  const rl = project?.auth.rateLimit;
  const email = project?.auth.email;
  // AUTH_RATE_LIMIT=0 (the e2e and bench servers, where every browser is 127.0.0.1 and administrators
  // pass MFA in every spec) lifts this one too, unless it is set on its own.
  const mfa = Number(env.AUTH_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY ?? '');
  return {
    signInPerIpPerWindow: on ? signInSignUps : 0,
    signInPerEmailAndIpPerWindow: on ? 10 : 0,
    windowSeconds: 300,
    backoffSeconds: 30,
    mfaChallengeAndVerifyPerMinute: env.AUTH_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY?.trim() && Number.isFinite(mfa) && mfa >= 0
      ? mfa
      : on ? DEFAULT_MFA_CHALLENGE_AND_VERIFY_PER_MINUTE : 0,
    ...(on && rl ? { perAddress: { signInSignUps: rl.signInSignUps, tokenRefresh: rl.tokenRefresh, tokenVerifications: rl.tokenVerifications, anonymousUsers: rl.anonymousUsers, web3: rl.web3 } } : {}),
    ...(on && rl && email ? { emailSentPerHour: email.smtpEnabled ? rl.emailSent : CLI_EMAIL_SENT_WITHOUT_SMTP, emailMaxFrequencyMs: email.maxFrequencyMs } : {}),
  };
}

function nonNegativeInt(raw: string | undefined): number {
  const n = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export interface StaticApp {
  /** Path prefixes this app answers (e.g. ['/admin']); the fallback app has ['/']. */
  mount: string[];
  /** Build output directory. */
  dir: string;
  /** SPA: unknown paths under the mount answer index.html. */
  spa: boolean;
  /**
   * Response headers by path (the app's own path, e.g. '/room/*'): `path` is exact or ends in '/*'
   * (that path and everything below it); every matching rule applies, later ones winning per header.
   */
  headers?: { path: string; headers: Record<string, string> }[];
  /** Optional request handler (e.g. Astro SSR) tried before files; returns false when it did not handle. */
  handler?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<boolean>;
}

const TRUE = /^(true|1|yes|on)$/i;
const list = (raw: string): string[] => raw.split(',').map((x) => x.trim()).filter(Boolean);

/** The site URL config.toml gives, unless it is still an unresolved `env(NAME)` (variable unset). */
function configuredSiteUrl(project: ProjectConfig): string | undefined {
  const v = project.auth.siteUrl;
  return /^env\(.*\)$/.test(v) ? undefined : v;
}

/**
 * Settings whose hosted behaviour the local server does not have: it stops with the key named
 * rather than answer differently from the project the file is pushed to.
 */
function refuseUnsupported(project: ProjectConfig): void {
  // The e-mail change flow here always asks both addresses (GoTrue's secure e-mail change).
  if (!project.auth.email.doubleConfirmChanges) throw new ProjectConfigError('supabase/config.toml: auth.email.double_confirm_changes = false is not supported by the local server (it always confirms both addresses)');
  // Password changes here never ask for reauthentication.
  if (project.auth.email.securePasswordChange) throw new ProjectConfigError('supabase/config.toml: auth.email.secure_password_change = true is not supported by the local server');
}

/**
 * `[auth] signing_keys_path`, resolved as the CLI does against the supabase/ directory (the config
 * file's); none set: the CLI's fixed default ES256 key (`supabase start` since v2.71.2), so no key
 * is generated or kept in the data directory. A missing or invalid file stops the start.
 */
export function readSigningKeys(configFile: string | null, signingKeysPath: string, secret: string): JwtKeys {
  if (!signingKeysPath) return loadJwtKeys(secret, [CLI_DEFAULT_SIGNING_KEY]);
  const file = path.resolve(configFile ? path.dirname(configFile) : SUPABASE_DIR, signingKeysPath);
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw new ProjectConfigError(`supabase/config.toml: auth.signing_keys_path: cannot read signing keys from ${file}: ${(e as Error).message.split('\n')[0]}`);
  }
  try {
    return loadJwtKeys(secret, parsed, `auth.signing_keys_path (${signingKeysPath})`);
  } catch (e) {
    if (e instanceof SigningKeysError) throw new ProjectConfigError(`supabase/config.toml: ${e.message}`);
    throw e;
  }
}

/** The config's key set; a hand-built config without one verifies and signs with the legacy secret. */
export function jwtKeysOf(cfg: Pick<ServerConfig, 'jwtKeys' | 'jwtSecret'>): JwtKeys {
  return cfg.jwtKeys ?? legacyJwtKeys(cfg.jwtSecret);
}

export function loadConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const env = process.env;
  const dataDir = overrides.dataDir ?? env.DATA_DIR ?? path.join(REPO_ROOT, '.data');
  const port = overrides.port ?? Number(env.PORT ?? 4321);
  const host = overrides.host ?? env.HOST ?? '127.0.0.1';
  const configFile = overrides.configFile !== undefined ? overrides.configFile : env.SUPABASE_CONFIG_FILE || path.join(SUPABASE_DIR, 'config.toml');
  const project = overrides.project ?? readProjectConfig(configFile, env);
  refuseUnsupported(project);
  const { api, auth, storage } = project;
  const maxRows = Number.parseInt(env.PGRST_DB_MAX_ROWS ?? '', 10);
  const jwtExpiry = Number.parseInt(env.JWT_EXPIRY ?? '', 10);
  return {
    port,
    host,
    dataDir,
    databaseUrl: overrides.databaseUrl ?? (env.DATABASE_URL || undefined),
    jwtSecret: env.JWT_SECRET ?? DEFAULT_JWT_SECRET,
    jwtKeys: overrides.jwtKeys ?? readSigningKeys(configFile, auth.signingKeysPath, env.JWT_SECRET ?? DEFAULT_JWT_SECRET),
    anonKey: env.SUPABASE_ANON_KEY ?? DEFAULT_ANON_KEY,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY ?? DEFAULT_SERVICE_ROLE_KEY,
    publishableKey: env.SUPABASE_PUBLISHABLE_KEY ?? DEFAULT_PUBLISHABLE_KEY,
    secretKey: env.SUPABASE_SECRET_KEY ?? DEFAULT_SECRET_KEY,
    configFile,
    project,
    jwtExpiry: Number.isFinite(jwtExpiry) && jwtExpiry > 0 ? jwtExpiry : auth.jwtExpiry,
    migrationsDir: path.join(SUPABASE_DIR, 'migrations'),
    seedFile: path.join(SUPABASE_DIR, 'seed.sql'),
    maxBodyBytes: 10 * 1024 * 1024,
    maxUploadBytes: storage.fileSizeLimit,
    storageDir: overrides.storageDir ?? path.join(dataDir.startsWith('memory://') ? path.join(REPO_ROOT, '.data', 'tmp-storage-' + process.pid) : dataDir, 'storage'),
    // SITE_URL wins (README); config.toml's `site_url = "env(SITE_URL)"` resolves to the same.
    siteUrl: env.SITE_URL || configuredSiteUrl(project) || `http://localhost:${port}`,
    additionalRedirectUrls: auth.additionalRedirectUrls,
    apps: [],
    rateLimit: rateLimitFromEnv(env, auth.rateLimit.signInSignUps, project),
    trustProxyHops: nonNegativeInt(env.TRUST_PROXY_HOPS),
    passwordMinLength: passwordMinLengthFromEnv(env, auth.minimumPasswordLength),
    passwordRequirements: auth.passwordRequirements,
    signup: { enabled: auth.enableSignup, email: auth.email.enableSignup },
    emailOtp: { length: auth.email.otpLength, expiry: auth.email.otpExpiry },
    mfa: { maxEnrolledFactors: auth.mfa.maxEnrolledFactors, totpEnroll: auth.mfa.totp.enrollEnabled, totpVerify: auth.mfa.totp.verifyEnabled },
    rest: {
      schemas: env.PGRST_DB_SCHEMAS ? list(env.PGRST_DB_SCHEMAS) : api.schemas,
      aggregates: TRUE.test(env.PGRST_DB_AGGREGATES_ENABLED ?? ''),
      plan: TRUE.test(env.PGRST_DB_PLAN_ENABLED ?? ''),
      maxRows: Number.isFinite(maxRows) && maxRows >= 0 ? maxRows : api.maxRows,
      extraSearchPath: env.PGRST_DB_EXTRA_SEARCH_PATH !== undefined ? list(env.PGRST_DB_EXTRA_SEARCH_PATH) : api.extraSearchPath,
    },
    anonymousSignIns: env.AUTH_ANONYMOUS_USERS !== undefined && env.AUTH_ANONYMOUS_USERS !== '' ? TRUE.test(env.AUTH_ANONYMOUS_USERS) : auth.enableAnonymousSignIns,
    refreshTokenReuseInterval: auth.refreshTokenReuseInterval,
    refreshTokenRotation: auth.enableRefreshTokenRotation,
    cron: env.CRON !== '0',
    smtpUrl: env.SMTP_URL || undefined,
    smtpAdminEmail: env.SMTP_ADMIN_EMAIL || 'noreply@example.com',
    smtpSenderName: env.SMTP_SENDER_NAME ?? '',
    mailerAutoconfirm: env.AUTH_MAILER_AUTOCONFIRM ? !/^(false|0|no|off)$/i.test(env.AUTH_MAILER_AUTOCONFIRM) : !auth.email.enableConfirmations,
    mailCatcher: TRUE.test(env.MAIL_CATCHER ?? ''),
    mailCatcherSmtpPort: nonNegativeInt(env.MAIL_CATCHER_SMTP_PORT),
    functionsDir: path.join(SUPABASE_DIR, 'functions'),
    functionsConfigFile: configFile,
    functionsEnv: { ...env },
    log: env.LOG !== '0',
    ...overrides,
  };
}

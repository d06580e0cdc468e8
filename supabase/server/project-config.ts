// supabase/config.toml read as the Supabase CLI reads it for `supabase start` and pushes it with
// `supabase config push` (supabase/cli pkg/config/config.go Load): first the CLI's own template
// (pkg/config/templates/config.toml, CLI v2.104.0) gives every default, then the project's file is
// decoded over it, and a string that is exactly `env(NAME)` becomes $NAME when that variable is set
// and non-empty (pkg/config/decode_hooks.go LoadEnvHook; otherwise the literal stays, as there).
// Only the keys the local server acts on are typed here; the rest of the file is kept but unused.
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';

type Toml = Record<string, unknown>;

/**
 * The CLI template's values for the keys read below (supabase/cli pkg/config/templates/config.toml;
 * /work/shared/reference/wave3-facts.md B1). A key missing from the project's file takes these, as
 * in the CLI, which decodes the template before the file.
 */
export const CLI_DEFAULTS = {
  api: {
    schemas: ['public', 'graphql_public'],
    extra_search_path: ['public', 'extensions'],
    max_rows: 1000,
  },
  auth: {
    site_url: 'http://127.0.0.1:3000',
    additional_redirect_urls: ['https://127.0.0.1:3000'],
    jwt_expiry: 3600,
    // commented out in the template: no file, the CLI's default ES256 key
    signing_keys_path: '',
    enable_refresh_token_rotation: true,
    refresh_token_reuse_interval: 10,
    enable_signup: true,
    enable_anonymous_sign_ins: false,
    minimum_password_length: 6,
    password_requirements: '',
    rate_limit: {
      email_sent: 2,
      sms_sent: 30,
      anonymous_users: 30,
      token_refresh: 150,
      sign_in_sign_ups: 30,
      token_verifications: 30,
      web3: 30,
    },
    email: {
      enable_signup: true,
      double_confirm_changes: true,
      enable_confirmations: false,
      secure_password_change: false,
      otp_length: 6,
      otp_expiry: 3600,
      max_frequency: '1s',
    },
    mfa: {
      max_enrolled_factors: 10,
      totp: { enroll_enabled: false, verify_enabled: false },
    },
  },
  storage: { file_size_limit: '50MiB' },
} as const;

export type PasswordRequirements = '' | 'letters_digits' | 'lower_upper_letters_digits' | 'lower_upper_letters_digits_symbols';

/** What the local server takes from supabase/config.toml (after defaults and env() substitution). */
export interface ProjectConfig {
  api: { schemas: string[]; extraSearchPath: string[]; maxRows: number };
  auth: {
    siteUrl: string;
    additionalRedirectUrls: string[];
    jwtExpiry: number;
    /** `[auth] signing_keys_path` as written ('' = none); the CLI resolves it against the supabase/ directory. */
    signingKeysPath: string;
    enableRefreshTokenRotation: boolean;
    refreshTokenReuseInterval: number;
    enableSignup: boolean;
    enableAnonymousSignIns: boolean;
    minimumPasswordLength: number;
    passwordRequirements: PasswordRequirements;
    rateLimit: { emailSent: number; smsSent: number; anonymousUsers: number; tokenRefresh: number; signInSignUps: number; tokenVerifications: number; web3: number };
    email: {
      enableSignup: boolean; doubleConfirmChanges: boolean; enableConfirmations: boolean; securePasswordChange: boolean; otpLength: number; otpExpiry: number;
      /** `max_frequency` (GOTRUE_SMTP_MAX_FREQUENCY) in milliseconds: the shortest time between two mails of one kind to one user. */
      maxFrequencyMs: number;
      /** `[auth.email.smtp] enabled`: a custom SMTP server, without which the CLI lifts `email_sent` (360000 an hour). */
      smtpEnabled: boolean;
    };
    mfa: { maxEnrolledFactors: number; totp: { enrollEnabled: boolean; verifyEnabled: boolean } };
  };
  storage: { fileSizeLimit: number };
  /** `[functions.<name>] verify_jwt` (default true: the CLI's FunctionConfig). */
  functions: Record<string, { verifyJwt?: boolean }>;
}

/** A config.toml the CLI would refuse (or a value it cannot decode): named with its key. */
export class ProjectConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProjectConfigError';
    // Uncaught (e.g. by scripts/start.ts), Node prints the stack: the message is all there is to say.
    this.stack = `${this.name}: ${message}`;
  }
}

/** LoadEnvHook: a string that is exactly `env(NAME)` becomes $NAME when set and non-empty. */
export function substituteEnv(value: unknown, env: NodeJS.ProcessEnv): unknown {
  if (typeof value === 'string') {
    const m = /^env\((.*)\)$/.exec(value);
    if (m) {
      const v = env[m[1]];
      return v ? v : value;
    }
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => substituteEnv(v, env));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substituteEnv(v, env)]));
  }
  return value;
}

function merge(base: Toml, over: Toml): Toml {
  const out: Toml = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = b && v && typeof b === 'object' && typeof v === 'object' && !Array.isArray(b) && !Array.isArray(v) ? merge(b as Toml, v as Toml) : v;
  }
  return out;
}

const at = (t: Toml, key: string): unknown => key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Toml)[k] : undefined), t);

// The CLI decodes into typed Go fields; a value of the wrong type fails its load. env() values are
// strings, so a number or boolean key given as env(NAME) is read from its text, as viper's weak
// decoding does.
function int(t: Toml, key: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const v = at(t, key);
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : NaN;
  if (!Number.isInteger(n)) throw new ProjectConfigError(`supabase/config.toml: ${key} must be a whole number, not ${JSON.stringify(v)}`);
  if (n < min || n > max) throw new ProjectConfigError(`supabase/config.toml: ${key} must be between ${min} and ${max}, not ${n}`);
  return n;
}

function bool(t: Toml, key: string): boolean {
  const v = at(t, key);
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string' && /^(true|false)$/i.test(v.trim())) return v.trim().toLowerCase() === 'true';
  throw new ProjectConfigError(`supabase/config.toml: ${key} must be true or false, not ${JSON.stringify(v)}`);
}

function string(t: Toml, key: string): string {
  const v = at(t, key);
  if (typeof v !== 'string') throw new ProjectConfigError(`supabase/config.toml: ${key} must be a string, not ${JSON.stringify(v)}`);
  return v;
}

function strings(t: Toml, key: string): string[] {
  const v = at(t, key);
  // StringToSliceHookFunc(","): a single string is split on commas.
  if (typeof v === 'string') return v.split(',').map((s) => s.trim()).filter(Boolean);
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) throw new ProjectConfigError(`supabase/config.toml: ${key} must be a list of strings`);
  return v as string[];
}

const SIZE_UNITS: Record<string, number> = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3, t: 1024 ** 4, p: 1024 ** 5 };

/**
 * sizeInBytes: docker/go-units RAMInBytes, as the CLI decodes sizes ("50MiB", "5MB", "500KB"):
 * every unit is binary (KB = KiB = 1024 bytes); a bare number is bytes.
 */
export function parseSize(raw: unknown, key = 'storage.file_size_limit'): number {
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 0) return raw;
  const m = typeof raw === 'string' ? /^(\d+(?:\.\d+)*) ?([kmgtp])?i?b?$/i.exec(raw.trim()) : null;
  if (!m || !/^\d+(\.\d+)?$/.test(m[1])) throw new ProjectConfigError(`supabase/config.toml: ${key} must be a size such as "50MiB" or "5MB", not ${JSON.stringify(raw)}`);
  return Math.floor(Number(m[1]) * SIZE_UNITS[(m[2] ?? '').toLowerCase()]);
}

const DURATION_UNITS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** A Go duration ("1s", "1m30s", "500ms"), as the CLI decodes `max_frequency` (time.ParseDuration), in milliseconds. */
export function parseDuration(raw: unknown, key: string): number {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '0') return 0;
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  if (!text || parts.map((p) => p[0]).join('') !== text) throw new ProjectConfigError(`supabase/config.toml: ${key} must be a duration such as "1s" or "1m0s", not ${JSON.stringify(raw)}`);
  return parts.reduce((ms, p) => ms + Number(p[1]) * DURATION_UNITS[p[2]], 0);
}

const REQUIREMENTS: PasswordRequirements[] = ['', 'letters_digits', 'lower_upper_letters_digits', 'lower_upper_letters_digits_symbols'];

/** Parses config.toml text (defaults + file + env()); throws ProjectConfigError with the key at fault. */
export function parseProjectConfig(text: string, env: NodeJS.ProcessEnv = process.env): ProjectConfig {
  let file: Toml;
  try {
    file = parseToml(text) as Toml;
  } catch (e) {
    throw new ProjectConfigError(`supabase/config.toml is not valid TOML: ${(e as Error).message.split('\n')[0]}`);
  }
  const t = substituteEnv(merge(CLI_DEFAULTS as unknown as Toml, file), env) as Toml;
  const requirements = string(t, 'auth.password_requirements') as PasswordRequirements;
  if (!REQUIREMENTS.includes(requirements)) {
    throw new ProjectConfigError(`supabase/config.toml: auth.password_requirements must be one of ${REQUIREMENTS.filter(Boolean).join(', ')} (or ""), not ${JSON.stringify(requirements)}`);
  }
  const functions: ProjectConfig['functions'] = {};
  const fnTable = t.functions;
  if (fnTable && typeof fnTable === 'object') {
    for (const [name, settings] of Object.entries(fnTable as Toml)) {
      functions[name] = {};
      if (settings && typeof settings === 'object' && 'verify_jwt' in settings) functions[name].verifyJwt = bool(t, `functions.${name}.verify_jwt`);
    }
  }
  return {
    api: { schemas: strings(t, 'api.schemas'), extraSearchPath: strings(t, 'api.extra_search_path'), maxRows: int(t, 'api.max_rows') },
    auth: {
      siteUrl: string(t, 'auth.site_url'),
      additionalRedirectUrls: strings(t, 'auth.additional_redirect_urls'),
      // the CLI's validation: at most a week
      jwtExpiry: int(t, 'auth.jwt_expiry', 1, 604800),
      signingKeysPath: string(t, 'auth.signing_keys_path'),
      enableRefreshTokenRotation: bool(t, 'auth.enable_refresh_token_rotation'),
      refreshTokenReuseInterval: int(t, 'auth.refresh_token_reuse_interval'),
      enableSignup: bool(t, 'auth.enable_signup'),
      enableAnonymousSignIns: bool(t, 'auth.enable_anonymous_sign_ins'),
      // GoTrue refuses a password_min_length below 6; bcrypt reads at most 72 bytes
      minimumPasswordLength: int(t, 'auth.minimum_password_length', 6, 72),
      passwordRequirements: requirements,
      rateLimit: {
        emailSent: int(t, 'auth.rate_limit.email_sent'),
        smsSent: int(t, 'auth.rate_limit.sms_sent'),
        anonymousUsers: int(t, 'auth.rate_limit.anonymous_users'),
        tokenRefresh: int(t, 'auth.rate_limit.token_refresh'),
        signInSignUps: int(t, 'auth.rate_limit.sign_in_sign_ups'),
        tokenVerifications: int(t, 'auth.rate_limit.token_verifications'),
        web3: int(t, 'auth.rate_limit.web3'),
      },
      email: {
        enableSignup: bool(t, 'auth.email.enable_signup'),
        doubleConfirmChanges: bool(t, 'auth.email.double_confirm_changes'),
        enableConfirmations: bool(t, 'auth.email.enable_confirmations'),
        securePasswordChange: bool(t, 'auth.email.secure_password_change'),
        // GoTrue's mailer accepts 6..10 digits
        otpLength: int(t, 'auth.email.otp_length', 6, 10),
        otpExpiry: int(t, 'auth.email.otp_expiry', 1, 86400),
        maxFrequencyMs: parseDuration(at(t, 'auth.email.max_frequency'), 'auth.email.max_frequency'),
        // The table written without `enabled` (configs from before the key existed) means custom SMTP.
        smtpEnabled: at(t, 'auth.email.smtp') === undefined ? false : at(t, 'auth.email.smtp.enabled') === undefined ? true : bool(t, 'auth.email.smtp.enabled'),
      },
      mfa: {
        maxEnrolledFactors: int(t, 'auth.mfa.max_enrolled_factors'),
        totp: { enrollEnabled: bool(t, 'auth.mfa.totp.enroll_enabled'), verifyEnabled: bool(t, 'auth.mfa.totp.verify_enabled') },
      },
    },
    storage: { fileSizeLimit: parseSize(at(t, 'storage.file_size_limit')) },
    functions,
  };
}

/** KEY=value lines of a dotenv file (`export`, quotes and comments as godotenv reads them). */
export function parseDotenv(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_.]*)\s*[=:]\s*(.*?)\s*$/.exec(line);
    if (!m) continue;
    let v = m[2];
    const q = /^(['"])(.*)\1$/.exec(v);
    if (q) v = q[1] === '"' ? q[2].replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1') : q[2];
    else v = v.replace(/\s+#.*$/, '');
    out[m[1]] = v;
  }
  return out;
}

/**
 * The environment env() sees: the process's, then the dotenv files the CLI loads from the
 * supabase directory before decoding (loadNestedEnv: `.env.<SUPABASE_ENV>.local`, `.env.local`,
 * `.env.<SUPABASE_ENV>`, `.env`; SUPABASE_ENV default `development`), none overriding a variable
 * already set (godotenv.Load).
 */
export function envWithDotenv(dir: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const stage = env.SUPABASE_ENV || 'development';
  const out: NodeJS.ProcessEnv = { ...env };
  for (const name of [`.env.${stage}.local`, ...(stage === 'test' ? [] : ['.env.local']), `.env.${stage}`, '.env']) {
    const f = path.join(dir, name);
    if (!fs.existsSync(f)) continue;
    for (const [k, v] of Object.entries(parseDotenv(fs.readFileSync(f, 'utf8')))) if (out[k] === undefined) out[k] = v;
  }
  return out;
}

/** Reads the file (missing: the CLI's defaults alone, as an empty config.toml would give). */
export function readProjectConfig(file: string | null, env: NodeJS.ProcessEnv = process.env): ProjectConfig {
  const text = file && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  return parseProjectConfig(text, file ? envWithDotenv(path.dirname(file), env) : env);
}

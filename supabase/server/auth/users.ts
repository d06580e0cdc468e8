// auth.users as GoTrue reads and writes it (internal/models/user.go, identity.go), and the User
// JSON it answers with. `createUser` is the one entry point scripts and tests use to make an
// account without HTTP; it goes through the same INSERT as sign-up, so triggers fire.
import crypto from 'node:crypto';
import { loadConfig } from '../config.ts';
import type { PasswordRequirements } from '../project-config.ts';
import type { Db, Queryable } from '../db/index.ts';
import { toPgError } from '../db/index.ts';
import { authTx, goTime, NIL_UUID, tsSql } from './db.ts';
import { AuthError, badRequest, internal, unprocessable } from './errors.ts';
import { checkPasswordStrength, hashPassword } from './password.ts';

export const AUDIENCE = 'authenticated';
export const DEFAULT_ROLE = 'authenticated';
export const DUPLICATE_EMAIL_MSG = 'A user with this email address has already been registered';

export type JsonObject = Record<string, unknown>;

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  phone: string | null;
  email_change: string | null;
  phone_change: string | null;
  raw_app_meta_data: JsonObject | null;
  raw_user_meta_data: JsonObject | null;
  is_anonymous: boolean;
  is_sso_user: boolean;
  banned: boolean;
  email_confirmed_at: string | null;
  invited_at: string | null;
  phone_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  confirmed_at: string | null;
  recovery_sent_at: string | null;
  email_change_sent_at: string | null;
  phone_change_sent_at: string | null;
  reauthentication_sent_at: string | null;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
  banned_until: string | null;
  deleted_at: string | null;
}

interface IdentityRow {
  identity_id: string;
  provider_id: string;
  user_id: string;
  identity_data: JsonObject | null;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
  email: string | null;
}

const TS_COLUMNS = [
  'email_confirmed_at', 'invited_at', 'phone_confirmed_at', 'confirmation_sent_at', 'confirmed_at', 'recovery_sent_at',
  'email_change_sent_at', 'phone_change_sent_at', 'reauthentication_sent_at', 'last_sign_in_at', 'created_at',
  'updated_at', 'banned_until', 'deleted_at',
];

const USER_SELECT = `select u.id::text as id, u.aud, u.role, u.email, u.encrypted_password, u.phone, u.email_change,
  u.phone_change, u.raw_app_meta_data, u.raw_user_meta_data, u.is_anonymous, u.is_sso_user,
  coalesce(u.banned_until > now(), false) as banned,
  ${TS_COLUMNS.map((c) => `${tsSql(`u.${c}`)} as ${c}`).join(', ')}
  from auth.users u`;

// GoTrue only looks at users of the default instance; seeds often leave instance_id null.
const DEFAULT_INSTANCE = `(u.instance_id is null or u.instance_id = '${NIL_UUID}')`;

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findUserById(tx: Queryable, id: string): Promise<UserRow | null> {
  if (!UUID_RE.test(id)) return null;
  const r = await tx.query<UserRow>(`${USER_SELECT} where ${DEFAULT_INSTANCE} and u.id = $1`, [id]);
  return r.rows[0] ?? null;
}

/** FindUserByEmailAndAudience: case-insensitive e-mail, default audience, no SSO users. */
export async function findUserByEmail(tx: Queryable, email: string): Promise<UserRow | null> {
  const r = await tx.query<UserRow>(
    `${USER_SELECT} where ${DEFAULT_INSTANCE} and lower(u.email) = lower($1) and u.aud = $2 and u.is_sso_user = false limit 1`,
    [email, AUDIENCE],
  );
  return r.rows[0] ?? null;
}

/** IsDuplicatedEmail: an identity or a user already holds this address (another user than `exceptId`). */
export async function isDuplicatedEmail(tx: Queryable, email: string, exceptId: string | null = null): Promise<UserRow | null> {
  const r = await tx.query<{ user_id: string }>(
    `select distinct i.user_id::text as user_id from auth.identities i join auth.users u on u.id = i.user_id
      where i.email = lower($1) and u.aud = $2 and i.provider not like 'sso:%' and ($3::uuid is null or i.user_id <> $3::uuid)`,
    [email, AUDIENCE, exceptId],
  );
  if (r.rows.length) return findUserById(tx, r.rows[0].user_id);
  const u = await findUserByEmail(tx, email);
  return u && u.id !== exceptId ? u : null;
}

export async function loadIdentities(tx: Queryable, userIds: string[]): Promise<Map<string, IdentityRow[]>> {
  const out = new Map<string, IdentityRow[]>();
  if (!userIds.length) return out;
  const r = await tx.query<IdentityRow>(
    `select i.id::text as identity_id, i.provider_id, i.user_id::text as user_id, i.identity_data, i.provider,
            ${tsSql('i.last_sign_in_at')} as last_sign_in_at, ${tsSql('i.created_at')} as created_at,
            ${tsSql('i.updated_at')} as updated_at, i.email
       from auth.identities i where i.user_id = any($1::uuid[]) order by i.created_at, i.id`,
    [userIds],
  );
  for (const row of r.rows) {
    const list = out.get(row.user_id) ?? [];
    list.push(row);
    out.set(row.user_id, list);
  }
  return out;
}

/** Go's encoding/json writes map keys sorted; jsonb keeps its own order. */
function sortedKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortedKeys);
  if (v && typeof v === 'object') {
    const out: JsonObject = {};
    for (const k of Object.keys(v).sort()) out[k] = sortedKeys((v as JsonObject)[k]);
    return out;
  }
  return v;
}

function identityJson(i: IdentityRow): JsonObject {
  const o: JsonObject = { identity_id: i.identity_id, id: i.provider_id, user_id: i.user_id };
  if (i.identity_data) o.identity_data = sortedKeys(i.identity_data);
  o.provider = i.provider;
  if (i.last_sign_in_at) o.last_sign_in_at = goTime(i.last_sign_in_at);
  o.created_at = goTime(i.created_at);
  o.updated_at = goTime(i.updated_at);
  if (i.email) o.email = i.email;
  return o;
}

/** The User object in GoTrue's field order; optional timestamps are left out when null (omitempty). */
export interface FactorRow {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: string;
  updated_at: string;
  last_challenged_at: string | null;
}

/** The user's MFA factors (GoTrue's Factor JSON: the secret never leaves the server). */
export async function loadFactors(tx: Queryable, userId: string): Promise<FactorRow[]> {
  const r = await tx.query<FactorRow>(
    `select id::text as id, friendly_name, factor_type::text as factor_type, status::text as status,
            ${tsSql('created_at')} as created_at, ${tsSql('updated_at')} as updated_at, ${tsSql('last_challenged_at')} as last_challenged_at
       from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  );
  return r.rows;
}

export function factorJson(f: FactorRow): JsonObject {
  const o: JsonObject = { id: f.id };
  if (f.friendly_name) o.friendly_name = f.friendly_name;
  o.factor_type = f.factor_type;
  o.status = f.status;
  o.created_at = goTime(f.created_at);
  o.updated_at = goTime(f.updated_at);
  o.last_challenged_at = goTime(f.last_challenged_at) ?? null;
  return o;
}

export function userJson(u: UserRow, identities: IdentityRow[] = [], factors: FactorRow[] = []): JsonObject {
  const o: JsonObject = { id: u.id, aud: u.aud ?? '', role: u.role ?? '', email: u.email ?? '' };
  const opt = (k: string, v: string | null | undefined) => { if (v) o[k] = v; };
  opt('email_confirmed_at', goTime(u.email_confirmed_at));
  opt('invited_at', goTime(u.invited_at));
  o.phone = u.phone ?? '';
  opt('phone_confirmed_at', goTime(u.phone_confirmed_at));
  opt('confirmation_sent_at', goTime(u.confirmation_sent_at));
  opt('confirmed_at', goTime(u.confirmed_at));
  opt('recovery_sent_at', goTime(u.recovery_sent_at));
  opt('new_email', u.email_change);
  opt('email_change_sent_at', goTime(u.email_change_sent_at));
  opt('new_phone', u.phone_change);
  opt('phone_change_sent_at', goTime(u.phone_change_sent_at));
  opt('reauthentication_sent_at', goTime(u.reauthentication_sent_at));
  opt('last_sign_in_at', goTime(u.last_sign_in_at));
  o.app_metadata = sortedKeys(u.raw_app_meta_data ?? {});
  o.user_metadata = sortedKeys(u.raw_user_meta_data ?? {});
  o.identities = identities.map(identityJson);
  if (factors.length) o.factors = factors.map(factorJson);
  o.created_at = goTime(u.created_at);
  o.updated_at = goTime(u.updated_at);
  opt('banned_until', goTime(u.banned_until));
  opt('deleted_at', goTime(u.deleted_at));
  o.is_anonymous = u.is_anonymous;
  return o;
}

export async function loadUserJson(tx: Queryable, id: string): Promise<JsonObject | null> {
  const u = await findUserById(tx, id);
  if (!u) return null;
  const ids = await loadIdentities(tx, [u.id]);
  return userJson(u, ids.get(u.id) ?? [], await loadFactors(tx, u.id));
}

// checkmail.ValidateFormat, which GoTrue uses: no TLD required, no quoted local parts.
const EMAIL_RE = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's validateEmail: required, at most 255 characters, valid format; lower-cased. */
export function validateEmail(email: string): string {
  if (!email) throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_RE.test(email)) throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  return email.toLowerCase();
}

/** UpdateUserMetaData / UpdateAppMetaData: top-level merge, a null value deletes the key. */
export function mergeMetadata(current: JsonObject | null, updates: JsonObject): JsonObject {
  const out: JsonObject = { ...(current ?? {}) };
  for (const [k, v] of Object.entries(updates)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

// ------------------------------------------------------------------------------------------
// Audit log (models.NewAuditLogEntry)

const LOG_TYPES: Record<string, string> = {
  login: 'account', logout: 'account', invite_accepted: 'account', user_signedup: 'team', user_invited: 'team',
  user_deleted: 'team', token_revoked: 'token', token_refreshed: 'token', user_modified: 'user',
  user_recovery_requested: 'user', user_confirmation_requested: 'user', user_repeated_signup: 'user',
  user_updated_password: 'user',
};

export interface Actor {
  id: string;
  username: string;
}

export function actorOf(u: Pick<UserRow, 'id' | 'email' | 'phone'>): Actor {
  return { id: u.id, username: u.email || u.phone || '' };
}

/** The platform acting through the service-role key. */
export const ADMIN_ACTOR: Actor = { id: NIL_UUID, username: 'service_role' };

export async function audit(tx: Queryable, actor: Actor, action: string, traits: JsonObject | null, ip: string): Promise<void> {
  const payload: JsonObject = {
    action,
    actor_id: actor.id,
    actor_username: actor.username,
    actor_via_sso: false,
    log_type: LOG_TYPES[action] ?? 'account',
  };
  if (traits) payload.traits = traits;
  await tx.query(
    `insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address) values ($1, $2, $3::json, now(), $4)`,
    [NIL_UUID, crypto.randomUUID(), JSON.stringify(payload), ip.slice(0, 64)],
  );
}

// ------------------------------------------------------------------------------------------
// Creating users

export interface InsertUserParams {
  id?: string;
  email: string;
  /** bcrypt hash, or '' for an account without a password (invites, magic links). */
  passwordHash: string;
  userMetadata: JsonObject;
  appMetadata: JsonObject;
  role: string;
  /** Sign-up: user_metadata becomes the identity's data (GoTrue's RemoveUnconfirmedIdentities). */
  metadataFromIdentity: boolean;
  /**
   * The identity carries only GoTrue's email claims (sub, email, email_verified, phone_verified), not the
   * user's data: admin generate_link (internal/api/mail.go adminGenerateLink) builds it from
   * structs.Map(provider.Claims{Subject, Email}) alone, where /signup adds params.Data to it.
   */
  plainIdentity?: boolean;
  confirm: boolean;
  invited?: boolean;
  bannedUntil?: Date | null;
  actor: Actor | null;
  auditAction: 'user_signedup' | 'user_invited';
  ip: string;
}

/** The SQL part of GoTrue's sign-up / admin create: INSERT (triggers fire), role, identity, confirm. */
export async function insertUser(tx: Queryable, p: InsertUserParams): Promise<UserRow> {
  const id = p.id ?? crypto.randomUUID();
  try {
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
         created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change, is_sso_user,
         is_anonymous, invited_at, banned_until)
       values ($1, $2, $3, '', $4, $5, $6::jsonb, $7::jsonb, now(), now(), '', '', '', '', false, false,
         case when $8 then now() end, $9)`,
      [NIL_UUID, id, AUDIENCE, p.email, p.passwordHash, JSON.stringify(p.appMetadata), JSON.stringify(p.userMetadata),
        p.invited === true, p.bannedUntil ?? null],
    );
  } catch (e) {
    const err = internal('Database error saving new user');
    err.cause = toPgError(e) ?? e;
    throw err;
  }
  try {
    // GoTrue inserts with an empty role and sets it right after (SetRole).
    await tx.query(`update auth.users set role = $2, updated_at = now() where id = $1`, [id, p.role]);
    const identityData: JsonObject = { sub: id, email: p.email, email_verified: false, phone_verified: false };
    if (!p.plainIdentity) for (const [k, v] of Object.entries(p.userMetadata)) if (!(k in identityData)) identityData[k] = v;
    await tx.query(
      `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1, $2::text, $2::uuid, $3::jsonb, 'email', now(), now(), now())`,
      [crypto.randomUUID(), id, JSON.stringify(identityData)],
    );
    if (p.metadataFromIdentity) {
      await tx.query(`update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`, [id, JSON.stringify(identityData)]);
    }
    await audit(tx, p.actor ?? { id, username: p.email }, p.auditAction, { provider: 'email' }, p.ip);
    if (p.confirm) await confirmUser(tx, id);
  } catch (e) {
    if (e instanceof AuthError) throw e;
    const err = internal('Database error updating user');
    err.cause = toPgError(e) ?? e;
    throw err;
  }
  const row = await findUserById(tx, id);
  if (!row) throw internal('Database error loading user after sign-up');
  return row;
}

/** User.Confirm: email_confirmed_at, user_metadata.email_verified, pending one-time tokens dropped. */
export async function confirmUser(tx: Queryable, id: string): Promise<void> {
  await tx.query(
    `update auth.users set confirmation_token = '', email_confirmed_at = now(), updated_at = now(),
        raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
      where id = $1`,
    [id],
  );
  await tx.query(`delete from auth.one_time_tokens where user_id = $1`, [id]);
}

export interface CreateUserOptions {
  email: string;
  /** Plain password (hashed here); omit for an account that signs in by link only. */
  password?: string;
  /** A bcrypt hash to store as is (GoTrue's admin `password_hash`). */
  passwordHash?: string;
  emailConfirm?: boolean;
  userMetadata?: JsonObject;
  appMetadata?: JsonObject;
  role?: string;
  id?: string;
  bannedUntil?: Date | null;
  /** Password policy; defaults to the server's (config.toml minimum_password_length and password_requirements, env AUTH_PASSWORD_MIN_LENGTH). */
  passwordMinLength?: number;
  passwordRequirements?: PasswordRequirements;
}

/**
 * Creates an account as GoTrue's admin API does (POST /admin/users): same validation, same rows
 * (auth.users through a real INSERT so triggers fire, an `email` identity), confirmed when
 * `emailConfirm`. Returns the User JSON. Throws AuthError (e.g. 422 email_exists).
 * For scripts and tests: `await createUser(db, { email, password, emailConfirm: true })`.
 */
export async function createUser(db: Db, opts: CreateUserOptions, ip = ''): Promise<JsonObject> {
  const email = validateEmail(opts.email ?? '');
  if (opts.id !== undefined && !UUID_RE.test(opts.id)) throw badRequest('validation_failed', 'Invalid user id, must be a valid UUID');
  let hash = '';
  if (opts.passwordHash) {
    if (!/^\$2[aby]\$\d\d\$.{53}$/.test(opts.passwordHash)) throw badRequest('validation_failed', 'Invalid password hash format');
    hash = opts.passwordHash;
  } else if (opts.password) {
    const policy = opts.passwordMinLength === undefined ? loadConfig() : null;
    checkPasswordStrength(opts.password, opts.passwordMinLength ?? policy!.passwordMinLength, opts.passwordRequirements ?? policy?.passwordRequirements);
    hash = await hashPassword(opts.password);
  }
  return authTx(db, async (tx) => {
    if (await isDuplicatedEmail(tx, email)) throw unprocessable('email_exists', DUPLICATE_EMAIL_MSG);
    if (opts.id && (await findUserById(tx, opts.id))) throw unprocessable('email_exists', 'User already exists');
    const appMetadata: JsonObject = { provider: 'email', providers: ['email'] };
    const row = await insertUser(tx, {
      id: opts.id,
      email,
      passwordHash: hash,
      userMetadata: opts.userMetadata ?? {},
      appMetadata: mergeMetadata(appMetadata, opts.appMetadata ?? {}),
      role: opts.role || DEFAULT_ROLE,
      metadataFromIdentity: false,
      confirm: opts.emailConfirm === true,
      bannedUntil: opts.bannedUntil ?? null,
      actor: ADMIN_ACTOR,
      auditAction: 'user_signedup',
      ip,
    });
    const ids = await loadIdentities(tx, [row.id]);
    return userJson(row, ids.get(row.id) ?? []);
  });
}

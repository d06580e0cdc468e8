// E-mail links without a mail server. GoTrue mails a link to `/auth/v1/verify?token=<hash>&type=…`
// plus a 6-digit code; the hash is sha224(email + code) and is stored on the user row (recovery_token,
// confirmation_token, email_change_token_new) and in auth.one_time_tokens. Here the "mail" is
// printed to stdout, kept in an in-memory outbox (GET /auth/v1/_local/outbox with the service-role
// key) and emitted as the `auth:mail` event, so people, e2e tests and unit tests can all follow it.
import crypto from 'node:crypto';
import type { EventEmitter } from 'node:events';
import type { ServerConfig } from '../config.ts';
import type { Queryable } from '../db/index.ts';
import { badRequest } from './errors.ts';
import { issuer } from './sessions.ts';
import { findUserById, type UserRow } from './users.ts';

export type OtpType = 'recovery' | 'magiclink' | 'signup' | 'invite' | 'email_change';
/** Types POST /verify accepts (`email` = a signup or magic-link code). */
export type VerifyType = OtpType | 'email';

/** GoTrue's mailer `otp_exp` default (seconds). */
export const OTP_EXPIRY_SECONDS = 3600;

const SUBJECTS: Record<OtpType, string> = {
  recovery: 'Reset Your Password',
  magiclink: 'Your Magic Link',
  signup: 'Confirm Your Signup',
  invite: 'You have been invited',
  email_change: 'Confirm Email Change',
};

export interface MailMessage {
  id: string;
  type: OtpType;
  to: string;
  subject: string;
  /** The link the e-mail would contain (GET /auth/v1/verify…). */
  link: string;
  /** The 6-digit code the e-mail would contain (POST /verify {email, token, type}). */
  otp: string;
  token_hash: string;
  redirect_to: string;
  created_at: string;
}

export class Mailer {
  readonly outbox: MailMessage[] = [];
  private readonly cfg: ServerConfig;
  private readonly events: EventEmitter;

  constructor(cfg: ServerConfig, events: EventEmitter) {
    this.cfg = cfg;
    this.events = events;
  }

  send(msg: MailMessage): void {
    this.outbox.push(msg);
    if (this.outbox.length > 100) this.outbox.shift();
    this.events.emit('auth:mail', msg);
    if (this.cfg.log) {
      console.log(`[supabase-local] auth mail (${msg.type}) to ${msg.to}: ${msg.link}  code: ${msg.otp}`);
    }
  }
}

export function tokenHash(emailOrPhone: string, otp: string): string {
  return crypto.createHash('sha224').update(emailOrPhone + otp).digest('hex');
}

function newOtp(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
}

const TOKEN_TYPE: Record<OtpType, string> = {
  recovery: 'recovery_token',
  magiclink: 'recovery_token',
  signup: 'confirmation_token',
  invite: 'confirmation_token',
  email_change: 'email_change_token_new',
};

/**
 * Stores a new one-time token for `user` (replacing the previous one of the same kind) and
 * returns the message GoTrue would mail. `to` is the new address for email_change.
 */
export async function createOtp(
  tx: Queryable,
  cfg: ServerConfig,
  user: Pick<UserRow, 'id'>,
  type: OtpType,
  to: string,
  redirectTo: string,
): Promise<MailMessage> {
  const otp = newOtp();
  const hash = tokenHash(to, otp);
  if (type === 'recovery' || type === 'magiclink') {
    await tx.query(`update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1`, [user.id, hash]);
  } else if (type === 'signup') {
    await tx.query(`update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1`, [user.id, hash]);
  } else if (type === 'invite') {
    await tx.query(
      `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), invited_at = coalesce(invited_at, now()) where id = $1`,
      [user.id, hash],
    );
  } else {
    await tx.query(
      `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = '',
              email_change_confirm_status = 0, email_change_sent_at = now() where id = $1`,
      [user.id, to, hash],
    );
  }
  await tx.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = $2`, [user.id, TOKEN_TYPE[type]]);
  await tx.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4, $5)`,
    [crypto.randomUUID(), user.id, TOKEN_TYPE[type], hash, to],
  );
  const link = `${issuer(cfg)}/verify?token=${hash}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;
  return {
    id: crypto.randomUUID(),
    type,
    to,
    subject: SUBJECTS[type],
    link,
    otp,
    token_hash: hash,
    redirect_to: redirectTo,
    created_at: new Date().toISOString(),
  };
}

const VERIFY_TYPES = new Set<string>(['signup', 'invite', 'recovery', 'magiclink', 'email_change', 'email']);

export function parseVerifyType(raw: string): VerifyType {
  if (!raw) throw badRequest('validation_failed', 'Verify requires a verification type');
  if (!VERIFY_TYPES.has(raw)) throw badRequest('validation_failed', 'Verify requires a verification type');
  return raw as VerifyType;
}

/**
 * Finds the user a one-time token belongs to (by hash, or by e-mail + 6-digit code) when it is
 * still valid; null otherwise. The caller chooses GoTrue's message for the failure.
 */
export async function findByOtp(
  tx: Queryable,
  type: VerifyType,
  by: { tokenHash: string } | { email: string; otp: string },
): Promise<{ user: UserRow; kind: OtpType } | null> {
  const candidates: { kind: OtpType; col: string; sent: string }[] = [];
  if (type === 'signup' || type === 'invite' || type === 'email') candidates.push({ kind: type === 'email' ? 'signup' : type, col: 'confirmation_token', sent: 'confirmation_sent_at' });
  if (type === 'recovery' || type === 'magiclink' || type === 'email') candidates.push({ kind: type === 'email' ? 'magiclink' : type, col: 'recovery_token', sent: 'recovery_sent_at' });
  if (type === 'email_change') candidates.push({ kind: 'email_change', col: 'email_change_token_new', sent: 'email_change_sent_at' });
  for (const c of candidates) {
    let r;
    if ('tokenHash' in by) {
      if (!by.tokenHash) return null;
      r = await tx.query<{ id: string; fresh: boolean }>(
        `select id::text as id, coalesce(${c.sent} + make_interval(secs => $2) > now(), false) as fresh
           from auth.users where ${c.col} = $1 limit 1`,
        [by.tokenHash, OTP_EXPIRY_SECONDS],
      );
    } else {
      const emailCol = c.kind === 'email_change' ? 'email_change' : 'email';
      r = await tx.query<{ id: string; fresh: boolean }>(
        `select id::text as id, coalesce(${c.sent} + make_interval(secs => $3) > now(), false) as fresh
           from auth.users where lower(${emailCol}) = lower($1) and ${c.col} = $2 limit 1`,
        [by.email, tokenHash(by.email.toLowerCase(), by.otp), OTP_EXPIRY_SECONDS],
      );
    }
    const row = r.rows[0];
    if (row && row.fresh) {
      const user = await findUserById(tx, row.id);
      if (user) return { user, kind: c.kind };
    }
  }
  return null;
}

/** What verifying a token does to the account (signupVerify, recoverVerify, emailChangeVerify…). */
export async function applyVerification(tx: Queryable, user: UserRow, kind: OtpType): Promise<void> {
  if (kind === 'recovery' || kind === 'magiclink') {
    await tx.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1`, [user.id]);
  } else if (kind === 'email_change') {
    const r = await tx.query<{ email_change: string }>(`select email_change from auth.users where id = $1`, [user.id]);
    const email = r.rows[0]?.email_change ?? '';
    await tx.query(
      `update auth.users set email = $2, email_change = '', email_change_token_new = '', email_change_token_current = '',
              email_change_confirm_status = 0, updated_at = now() where id = $1`,
      [user.id, email],
    );
    await tx.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
        where user_id = $1 and provider = 'email' and identity_data ? 'email'`,
      [user.id, email],
    );
  }
  await tx.query(`delete from auth.one_time_tokens where user_id = $1`, [user.id]);
  if (!user.email_confirmed_at) {
    await tx.query(
      `update auth.users set confirmation_token = '', email_confirmed_at = now(), updated_at = now(),
          raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
        where id = $1`,
      [user.id],
    );
  }
}

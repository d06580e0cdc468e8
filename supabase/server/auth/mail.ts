// The auth e-mails. GoTrue mails a link to `/auth/v1/verify?token=<hash>&type=…` plus a 6-digit
// code; the hash is sha224(email + code) (prefixed `pkce_` in a PKCE flow) and is stored on the user
// row (recovery_token, confirmation_token, email_change_token_new / _current) and in auth.one_time_tokens.
// Each message is sent over SMTP when `cfg.smtpUrl` is set (SMTP_URL, or the local mail catcher's),
// and is also printed to stdout, kept in an in-memory outbox (GET /auth/v1/_local/outbox with the
// service-role key) and emitted as the `auth:mail` event, so people, e2e tests and unit tests can
// all follow it.
import crypto from 'node:crypto';
import type { EventEmitter } from 'node:events';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config.ts';
import type { Queryable } from '../db/index.ts';
import { AuthError, badRequest } from './errors.ts';
import { createFlowState, PKCE_PREFIX, type PkceParams } from './pkce.ts';
import { issuer, type AuthMethod } from './sessions.ts';
import { renderAuthMail } from './templates.ts';
import { findUserById, type UserRow } from './users.ts';
import type { AuthState } from './call.ts';

export type OtpType = 'recovery' | 'magiclink' | 'signup' | 'invite' | 'email_change';
/** Types POST /verify accepts (`email` = a signup or magic-link code). */
export type VerifyType = OtpType | 'email';

/** GoTrue's mailer `otp_exp` default (seconds); config.toml [auth.email] otp_expiry sets it. */
export const OTP_EXPIRY_SECONDS = 3600;

export interface MailMessage {
  id: string;
  type: OtpType;
  to: string;
  subject: string;
  /** The plain-text and HTML bodies sent. */
  text: string;
  html: string;
  /** The link the e-mail contains (GET /auth/v1/verify…). */
  link: string;
  /** The 6-digit code the e-mail contains (POST /verify {email, token, type}). */
  otp: string;
  token_hash: string;
  redirect_to: string;
  /** 'pkce' when the request carried a code challenge: the link then redirects with ?code=. */
  flow: 'implicit' | 'pkce';
  created_at: string;
}

/** What GoTrue answers when the mail could not be handed to the SMTP server. */
const SEND_ERRORS: Record<OtpType, string> = {
  recovery: 'Error sending recovery email',
  magiclink: 'Error sending magic link email',
  signup: 'Error sending confirmation email',
  invite: 'Error sending invite email',
  email_change: 'Error sending email change email',
};

type Transport = ReturnType<typeof nodemailer.createTransport>;

export class Mailer {
  readonly outbox: MailMessage[] = [];
  private readonly cfg: ServerConfig;
  private readonly events: EventEmitter;
  private transport: { url: string; t: Transport } | null = null;

  constructor(cfg: ServerConfig, events: EventEmitter) {
    this.cfg = cfg;
    this.events = events;
  }

  /**
   * Records the message and, with an SMTP URL, delivers it; a refused delivery is GoTrue's 500
   * (the token stays valid, the caller's transaction is already committed).
   */
  async send(msg: MailMessage): Promise<void> {
    this.outbox.push(msg);
    if (this.outbox.length > 100) this.outbox.shift();
    this.events.emit('auth:mail', msg);
    if (this.cfg.log) {
      console.log(`[supabase-local] auth mail (${msg.type}) to ${msg.to}: ${msg.link}  code: ${msg.otp}`);
    }
    const url = this.cfg.smtpUrl;
    if (!url) return;
    if (this.transport?.url !== url) {
      this.transport?.t.close();
      this.transport = { url, t: nodemailer.createTransport(url) };
    }
    try {
      await this.transport.t.sendMail({
        from: this.cfg.smtpSenderName ? { name: this.cfg.smtpSenderName, address: this.cfg.smtpAdminEmail } : this.cfg.smtpAdminEmail,
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html,
      });
    } catch (e) {
      const err = new AuthError(500, 'unexpected_failure', SEND_ERRORS[msg.type]);
      err.cause = e;
      throw err;
    }
  }

  close(): void {
    this.transport?.t.close();
    this.transport = null;
  }
}

export function tokenHash(emailOrPhone: string, otp: string): string {
  return crypto.createHash('sha224').update(emailOrPhone + otp).digest('hex');
}

/** A `length`-digit code (config.toml [auth.email] otp_length, default 6), as GoTrue's crypto.GenerateOtp. */
export function newOtp(length = 6): string {
  let s = '';
  for (let i = 0; i < length; i++) s += String(crypto.randomInt(0, 10));
  return s;
}

/** CreateOneTimeToken: the token of this type for the user, replacing the previous one. */
export async function replaceOneTimeToken(tx: Queryable, userId: string, tokenType: string, hash: string, relatesTo: string): Promise<void> {
  await tx.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = $2`, [userId, tokenType]);
  await tx.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4, $5)`,
    [crypto.randomUUID(), userId, tokenType, hash, relatesTo],
  );
}

const TOKEN_TYPE: Record<OtpType, string> = {
  recovery: 'recovery_token',
  magiclink: 'recovery_token',
  signup: 'confirmation_token',
  invite: 'confirmation_token',
  email_change: 'email_change_token_new',
};

/** The authentication method a link of this type signs in with (also the flow state's). */
export function methodFor(kind: OtpType): AuthMethod {
  if (kind === 'signup') return 'email/signup';
  return kind;
}

/** The user column GoTrue checks max_frequency against for each kind of mail (internal/api/mail.go). */
export type SentAtColumn = 'confirmation_sent_at' | 'recovery_sent_at' | 'email_change_sent_at' | 'reauthentication_sent_at';
const SENT_AT: Record<OtpType, SentAtColumn | null> = {
  signup: 'confirmation_sent_at', // sendConfirmation
  recovery: 'recovery_sent_at', // sendPasswordRecovery
  magiclink: 'recovery_sent_at', // sendMagicLink reuses the recovery timer
  email_change: 'email_change_sent_at', // sendEmailChange
  invite: null, // sendInvite has no frequency check
};

/**
 * validateSentWithinFrequencyLimit: a mail of this kind sent to the user less than `[auth.email]
 * max_frequency` ago → 429 over_email_send_rate_limit with generateFrequencyLimitErrorMessage's
 * whole seconds left (Go's Duration / time.Second, truncated).
 */
export async function checkSendFrequency(tx: Queryable, cfg: ServerConfig, userId: string, column: SentAtColumn): Promise<void> {
  const ms = cfg.rateLimit.emailMaxFrequencyMs ?? 0;
  if (ms <= 0) return;
  const r = await tx.query<{ left_ms: string | number | null }>(
    `select extract(epoch from (${column} + make_interval(secs => $2) - now())) * 1000 as left_ms from auth.users where id = $1 for update`,
    [userId, ms / 1000],
  );
  const left = Number(r.rows[0]?.left_ms ?? 0);
  if (left > 0) throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${Math.floor(left / 1000)} seconds.`);
}

/**
 * sendEmail's project-wide limit (`[auth.rate_limit] email_sent` an hour): none at all when it is
 * 0, otherwise counted only while mails need confirming (GoTrue skips it under MAILER_AUTOCONFIRM);
 * refused: 429 over_email_send_rate_limit "email rate limit exceeded".
 */
export function takeEmailSend(state: Pick<AuthState, 'cfg' | 'emailLimiter'>): void {
  const perHour = state.cfg.rateLimit.emailSentPerHour;
  if (perHour === undefined) return;
  if (perHour === 0 || (!state.cfg.mailerAutoconfirm && state.emailLimiter && !state.emailLimiter.allow())) {
    throw new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');
  }
}

/**
 * Stores a new one-time token for `user` (replacing the previous one of the same kind) and
 * returns the message to mail. `to` is the new address for email_change. With `pkce` the token is
 * prefixed `pkce_` and a flow state is stored, so the link redirects with `?code=`. With `sending`
 * (the mail goes out, not an admin-generated link) GoTrue's send limits apply first.
 */
export async function createOtp(
  tx: Queryable,
  cfg: ServerConfig,
  user: Pick<UserRow, 'id' | 'email'>,
  type: OtpType,
  to: string,
  redirectTo: string,
  pkce: PkceParams | null = null,
  sending: Pick<AuthState, 'cfg' | 'emailLimiter'> | null = null,
): Promise<MailMessage> {
  if (sending) {
    const column = SENT_AT[type];
    if (column) await checkSendFrequency(tx, cfg, user.id, column);
    takeEmailSend(sending);
  }
  const otp = newOtp(cfg.emailOtp?.length);
  const hash = (pkce ? PKCE_PREFIX : '') + tokenHash(to, otp);
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
    // PUT /user and /resend ask only the new address (no mail to the current one), so the change is
    // recorded as already confirmed once (status 1): its one link completes it even where GoTrue's
    // secure change would wait for a second confirmation (auto-confirm off, see acceptOneOfTwo).
    await tx.query(
      `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = '',
              email_change_confirm_status = 1, email_change_sent_at = now() where id = $1`,
      [user.id, to, hash],
    );
  }
  await replaceOneTimeToken(tx, user.id, TOKEN_TYPE[type], hash, to);
  if (pkce) await createFlowState(tx, user.id, methodFor(type), pkce);
  const link = `${issuer(cfg)}/verify?token=${hash}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;
  const content = renderAuthMail(type, {
    confirmationUrl: link,
    token: otp,
    email: user.email ?? to,
    newEmail: to,
    siteUrl: cfg.siteUrl,
  });
  return {
    id: crypto.randomUUID(),
    type,
    to,
    ...content,
    link,
    otp,
    token_hash: hash,
    redirect_to: redirectTo,
    flow: pkce ? 'pkce' : 'implicit',
    created_at: new Date().toISOString(),
  };
}

/** Which address an e-mail change token was issued for (email_change_token_current / _new). */
export type EmailChangeSide = 'current' | 'new';

/** GoTrue's singleConfirmationAccepted (internal/api/verify.go). */
export const SINGLE_CONFIRMATION_ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/**
 * adminGenerateLink's email_change_current / email_change_new (internal/api/mail.go): the pending
 * change to `newEmail` with a token for one side; the other side's token is left as it was (GoTrue
 * writes its in-memory value back), the confirmation status restarts at 0. `hashedToken` is what
 * GoTrue answers as hashed_token: sha224(current address + code) for both types, so for
 * email_change_new it is not the token of the link (that one is sha224(new address + code)).
 */
export async function createEmailChangeLink(
  tx: Queryable,
  cfg: ServerConfig,
  user: Pick<UserRow, 'id' | 'email'>,
  side: EmailChangeSide,
  email: string,
  newEmail: string,
  redirectTo: string,
): Promise<{ link: string; otp: string; hashedToken: string }> {
  const otp = newOtp(cfg.emailOtp?.length);
  const hashedToken = tokenHash(email, otp);
  const token = side === 'current' ? hashedToken : tokenHash(newEmail, otp);
  const col = side === 'current' ? 'email_change_token_current' : 'email_change_token_new';
  const r = await tx.query<{ current: string | null; new: string | null; email: string | null }>(
    `update auth.users set ${col} = $2, email_change = $3, email_change_sent_at = now(), email_change_confirm_status = 0
      where id = $1
      returning email_change_token_current as current, email_change_token_new as new, email`,
    [user.id, token, newEmail],
  );
  const row = r.rows[0];
  // CreateOneTimeToken for each non-empty token, as GoTrue does after UpdateOnly (a stale token of
  // the other side is stored again, now relating to the new address).
  const otts: [string, string | null, string][] = [
    ['email_change_token_current', row?.current ?? null, row?.email ?? ''],
    ['email_change_token_new', row?.new ?? null, newEmail],
  ];
  for (const [type, hash, relatesTo] of otts) {
    if (hash) await replaceOneTimeToken(tx, user.id, type, hash, relatesTo);
  }
  const link = `${issuer(cfg)}/verify?token=${token}&type=email_change&redirect_to=${encodeURIComponent(redirectTo)}`;
  return { link, otp, hashedToken };
}

const VERIFY_TYPES = new Set<string>(['signup', 'invite', 'recovery', 'magiclink', 'email_change', 'email']);

export function parseVerifyType(raw: string): VerifyType {
  if (!raw) throw badRequest('validation_failed', 'Verify requires a verification type');
  if (!VERIFY_TYPES.has(raw)) throw badRequest('validation_failed', 'Verify requires a verification type');
  return raw as VerifyType;
}

/** A valid one-time token: its user, what it verifies and, for an e-mail change, which address it was sent to. */
export interface VerifiedOtp {
  user: UserRow;
  kind: OtpType;
  side?: EmailChangeSide;
}

/**
 * Finds the user a one-time token belongs to (by hash, or by e-mail + 6-digit code) when it is
 * still valid; null otherwise. The caller chooses GoTrue's message for the failure.
 */
export async function findByOtp(
  tx: Queryable,
  type: VerifyType,
  by: { tokenHash: string } | { email: string; otp: string },
  expirySeconds = OTP_EXPIRY_SECONDS,
): Promise<VerifiedOtp | null> {
  const candidates: { kind: OtpType; col: string; sent: string; emailCol?: string; side?: EmailChangeSide }[] = [];
  if (type === 'signup' || type === 'invite' || type === 'email') candidates.push({ kind: type === 'email' ? 'signup' : type, col: 'confirmation_token', sent: 'confirmation_sent_at' });
  if (type === 'recovery' || type === 'magiclink' || type === 'email') candidates.push({ kind: type === 'email' ? 'magiclink' : type, col: 'recovery_token', sent: 'recovery_sent_at' });
  if (type === 'email_change') {
    // FindUserForEmailChange with secure change (GoTrue's MAILER_SECURE_EMAIL_CHANGE_ENABLED, on by
    // default on hosted projects and in `supabase start`; always on here): the current address's
    // code first, then the new one's.
    candidates.push({ kind: 'email_change', col: 'email_change_token_current', sent: 'email_change_sent_at', emailCol: 'email', side: 'current' });
    candidates.push({ kind: 'email_change', col: 'email_change_token_new', sent: 'email_change_sent_at', emailCol: 'email_change', side: 'new' });
  }
  for (const c of candidates) {
    let r;
    if ('tokenHash' in by) {
      if (!by.tokenHash) return null;
      r = await tx.query<{ id: string; fresh: boolean }>(
        `select id::text as id, coalesce(${c.sent} + make_interval(secs => $2) > now(), false) as fresh
           from auth.users where ${c.col} = $1 limit 1`,
        [by.tokenHash, expirySeconds],
      );
    } else {
      const emailCol = c.emailCol ?? 'email';
      r = await tx.query<{ id: string; fresh: boolean }>(
        `select id::text as id, coalesce(${c.sent} + make_interval(secs => $3) > now(), false) as fresh
           from auth.users where lower(${emailCol}) = lower($1) and ${c.col} in ($2, $4) limit 1`,
        [by.email, tokenHash(by.email.toLowerCase(), by.otp), expirySeconds, PKCE_PREFIX + tokenHash(by.email.toLowerCase(), by.otp)],
      );
    }
    const row = r.rows[0];
    if (row && row.fresh) {
      const user = await findUserById(tx, row.id);
      if (user) return c.side ? { user, kind: c.kind, side: c.side } : { user, kind: c.kind };
    }
  }
  return null;
}

/**
 * emailChangeVerify's first step (internal/api/verify.go): with auto-confirm off (secure change being
 * always on), a change not yet confirmed (status 0) of a user with an address needs both tokens; the first
 * one is recorded (its token cleared, status 1) and true is returned (no session, the caller answers
 * SINGLE_CONFIRMATION_ACCEPTED). False: the token completes the change (applyVerification).
 */
export async function acceptOneOfTwo(tx: Queryable, cfg: ServerConfig, found: VerifiedOtp): Promise<boolean> {
  if (found.kind !== 'email_change' || cfg.mailerAutoconfirm || !found.user.email) return false;
  const col = found.side === 'current' ? 'email_change_token_current' : 'email_change_token_new';
  const first = await tx.query(
    `update auth.users set ${col} = '', email_change_confirm_status = 1
      where id = $1 and coalesce(email_change_confirm_status, 0) = 0 returning id`,
    [found.user.id],
  );
  if (!first.rows.length) return false;
  await tx.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = $2`, [found.user.id, col]);
  return true;
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

// Multi-factor authentication with TOTP (issue 18), as GoTrue's internal/api/mfa.go answers it:
// POST /factors (enrol), POST /factors/:id/challenge, POST /factors/:id/verify (→ an aal2 session
// with `totp` in amr), DELETE /factors/:id (a verified factor needs aal2), the factors in the User
// JSON (GET /user), and GET|DELETE /admin/users/:id/factors[/:fid]. Phone and WebAuthn factors stay
// off (GoTrue's 422 for each). TOTP per RFC 6238: 30 s, 6 digits, SHA-1, one step of skew.
import crypto from 'node:crypto';
import { renderSVG } from 'uqr';
import { requireAdmin } from './admin.ts';
import { str, type Call } from './call.ts';
import { authTx } from './db.ts';
import { AuthError, badRequest, forbidden, notFound, rateLimited, unprocessable } from './errors.ts';
import { throttleAddress } from './ratelimit.ts';
import { authenticate, tokenResponse, newRefreshToken, type Authenticated } from './sessions.ts';
import { NIL_UUID } from './db.ts';
import { actorOf, audit, factorJson, findUserById, loadFactors, UUID_RE } from './users.ts';
import type { Queryable } from '../db/index.ts';

/** GoTrue's MFA defaults: MaxEnrolledFactors 10 (config.toml [auth.mfa] max_enrolled_factors), MaxVerifiedFactors 10, challenge expiry 300 s. */
const MAX_ENROLLED_FACTORS = 10;
const MAX_VERIFIED_FACTORS = 10;
const CHALLENGE_EXPIRY_SECONDS = 300;

// ---------------------------------------------------------------------------------------------
// RFC 4648 base32 and RFC 6238 TOTP

const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(buf: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of buf) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += B32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += B32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(s: string): Buffer {
  const clean = s.toUpperCase().replace(/=+$/, '').replace(/\s/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const i = B32.indexOf(ch);
    if (i < 0) throw new Error('invalid base32');
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** HOTP (RFC 4226) of the 30-second step `counter`, 6 digits. */
export function hotp(secret: Buffer, counter: number): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const h = crypto.createHmac('sha1', secret).update(msg).digest();
  const off = h[h.length - 1] & 0xf;
  const code = ((h[off] & 0x7f) << 24) | (h[off + 1] << 16) | (h[off + 2] << 8) | h[off + 3];
  return String(code % 1_000_000).padStart(6, '0');
}

export function totpCode(secretBase32: string, atMs = Date.now()): string {
  return hotp(base32Decode(secretBase32), Math.floor(atMs / 1000 / 30));
}

/** totp.ValidateCustom with Period 30, Skew 1, 6 digits, SHA-1 (constant-time compare). */
export function validateTotp(code: string, secretBase32: string, atMs = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const secret = base32Decode(secretBase32);
  const step = Math.floor(atMs / 1000 / 30);
  let ok = false;
  for (const d of [-1, 0, 1]) {
    const want = Buffer.from(hotp(secret, step + d));
    if (crypto.timingSafeEqual(want, Buffer.from(code))) ok = true;
  }
  return ok;
}

/** pquerna/otp key.URL(): otpauth://totp/Issuer:account?algorithm=SHA1&digits=6&issuer=…&period=30&secret=… */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const q = new URLSearchParams({ algorithm: 'SHA1', digits: '6', issuer, period: '30', secret });
  return `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?${q.toString().replace(/\+/g, '%20')}`;
}

// ---------------------------------------------------------------------------------------------

interface FactorDbRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  secret: string | null;
}

async function sessionAal(tx: Queryable, sessionId: string | null): Promise<string> {
  if (!sessionId) return 'aal1';
  const r = await tx.query<{ aal: string | null }>(`select aal::text as aal from auth.sessions where id = $1`, [sessionId]);
  return r.rows[0]?.aal ?? 'aal1';
}

/**
 * GoTrue's requireNotAnonymous (internal/api/middleware.go), which guards every /factors route right
 * after requireAuthentication: a token whose is_anonymous claim is true is refused.
 */
function requireNotAnonymous(auth: Authenticated): Authenticated {
  if (auth.claims.is_anonymous === true) throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions');
  return auth;
}

function requireUserSession(auth: Authenticated): string {
  if (!auth.sessionId) throw new AuthError(500, 'unexpected_failure', 'A valid session and a registered user are required to enroll a factor');
  return auth.sessionId;
}

/** loadFactor middleware: the factor must exist and belong to the caller. */
async function loadFactor(tx: Queryable, auth: Authenticated, factorId: string): Promise<FactorDbRow> {
  const r = UUID_RE.test(factorId)
    ? await tx.query<FactorDbRow>(
        `select id::text as id, user_id::text as user_id, friendly_name, factor_type::text as factor_type, status::text as status, secret
           from auth.mfa_factors where id = $1`,
        [factorId],
      )
    : { rows: [] as FactorDbRow[] };
  const f = r.rows[0];
  if (!f || f.user_id !== auth.user.id) throw notFound('mfa_factor_not_found', 'Factor not found');
  return f;
}

/** POST /factors */
export async function enrollFactor(c: Call): Promise<void> {
  const auth = requireNotAnonymous(await authenticate(c.db, c.cfg, c.req));
  const sessionId = requireUserSession(auth);
  const body = await c.body();
  const type = str(body, 'factor_type');
  if (type === 'phone') throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (type === 'webauthn') throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  if (type !== 'totp') throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  // config.toml [auth.mfa.totp] enroll_enabled (GOTRUE_MFA_TOTP_ENROLL_ENABLED)
  if (c.cfg.mfa && !c.cfg.mfa.totpEnroll) throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
  const friendlyName = str(body, 'friendly_name');
  let issuer = str(body, 'issuer');
  if (!issuer) {
    try {
      issuer = new URL(c.cfg.siteUrl).host;
    } catch {
      throw new AuthError(500, 'unexpected_failure', 'site url is improperly formatted');
    }
  }
  const user = auth.user;
  const secret = base32Encode(crypto.randomBytes(20));
  const uri = otpauthUri(issuer, user.email ?? '', secret);
  const qr = renderSVG(uri, { ecc: 'H', pixelSize: 3 });
  const id = crypto.randomUUID();
  await authTx(c.db, async (tx) => {
    // validateFactors (DeleteExpiredFactors first: unverified factors older than the expiry, 300 s)
    await tx.query(
      `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and created_at < now() - make_interval(secs => $2)`,
      [user.id, CHALLENGE_EXPIRY_SECONDS],
    );
    const factors = await loadFactors(tx, user.id);
    if (factors.some((f) => (f.friendly_name ?? '') === friendlyName)) {
      throw unprocessable('mfa_factor_name_conflict', `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`);
    }
    const verified = factors.filter((f) => f.status === 'verified').length;
    if (factors.length >= (c.cfg.mfa?.maxEnrolledFactors ?? MAX_ENROLLED_FACTORS) || verified >= MAX_VERIFIED_FACTORS) {
      throw unprocessable('too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
    }
    if (verified > 0 && (await sessionAal(tx, sessionId)) !== 'aal2') {
      throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    await tx.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
      [id, user.id, friendlyName, secret],
    );
    await audit(tx, actorOf(user), 'factor_in_progress', { factor_id: id }, c.info.ip);
  });
  c.json(200, { id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qr, secret, uri } });
}

/**
 * GoTrue's limitHandler(FactorChallenge | FactorVerify), which runs after requireAuthentication and
 * loadFactor and before the handler reads the body: 429 over_request_rate_limit once the client
 * address has spent its bucket (config rateLimit.mfaChallengeAndVerifyPerMinute, RequestLimiter).
 */
function limitMfa(c: Call, endpoint: 'challenge' | 'verify'): void {
  const waitMs = c.state.mfaLimiters[endpoint].take(throttleAddress(c.info.ip));
  if (waitMs > 0) throw rateLimited(waitMs / 1000);
}

/** config.toml [auth.mfa.totp] verify_enabled (GOTRUE_MFA_TOTP_VERIFY_ENABLED): challenges and verifications. */
function totpVerifyEnabled(c: Call): void {
  if (c.cfg.mfa && !c.cfg.mfa.totpVerify) throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
}

/** POST /factors/:id/challenge */
export async function challengeFactor(c: Call, factorId: string): Promise<void> {
  const auth = requireNotAnonymous(await authenticate(c.db, c.cfg, c.req));
  const out = await authTx(c.db, async (tx) => {
    const factor = await loadFactor(tx, auth, factorId);
    limitMfa(c, 'challenge');
    if (factor.factor_type !== 'totp') throw unprocessable('mfa_phone_verify_not_enabled', 'MFA verification is disabled for Phone');
    totpVerifyEnabled(c);
    const id = crypto.randomUUID();
    const r = await tx.query<{ exp: number }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3::inet)
       returning floor(extract(epoch from created_at))::bigint + $4 as exp`,
      [id, factor.id, ipOf(c), CHALLENGE_EXPIRY_SECONDS],
    );
    await tx.query(`update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = $1`, [factor.id]);
    await audit(tx, actorOf(auth.user), 'challenge_created', { factor_id: factor.id, factor_status: factor.status }, c.info.ip);
    return { id, type: factor.factor_type, expires_at: Number(r.rows[0].exp) };
  });
  c.json(200, out);
}

function ipOf(c: Call): string {
  const ip = c.info.ip || '0.0.0.0';
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

/** POST /factors/:id/verify {challenge_id, code} → a new access token for the session, now aal2. */
export async function verifyFactor(c: Call, factorId: string): Promise<void> {
  const auth = requireNotAnonymous(await authenticate(c.db, c.cfg, c.req));
  // The body is read before the transaction (no connection held while it arrives), but a bad one
  // is reported only after the limiter, in GoTrue's order: malformed guesses are counted too.
  const read = await c.body().then((body) => ({ body }), (error: unknown) => ({ error }));
  let failure: AuthError | null = null;
  const token = await authTx(c.db, async (tx) => {
    const factor = await loadFactor(tx, auth, factorId);
    limitMfa(c, 'verify');
    if (factor.factor_type === 'totp') totpVerifyEnabled(c);
    if ('error' in read) throw read.error;
    const code = str(read.body, 'code');
    const challengeId = str(read.body, 'challenge_id');
    if (!code) throw badRequest('validation_failed', 'Code needs to be non-empty');
    if (!UUID_RE.test(challengeId)) throw badRequest('bad_json', 'Could not parse request body as JSON: invalid UUID length');
    const ch = await tx.query<{ id: string; verified: boolean; ip: string; expired: boolean }>(
      `select id::text as id, verified_at is not null as verified, host(ip_address) as ip,
              created_at + make_interval(secs => $3) < now() as expired
         from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
      [challengeId, factor.id, CHALLENGE_EXPIRY_SECONDS],
    );
    const challenge = ch.rows[0];
    if (!challenge) throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    if (challenge.verified || challenge.ip !== ipOf(c)) throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    if (challenge.expired) {
      await tx.query(`delete from auth.mfa_challenges where id = $1`, [challenge.id]);
      failure = unprocessable('mfa_challenge_expired', `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`);
      return null;
    }
    if (!factor.secret || !validateTotp(code, factor.secret)) {
      failure = unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
      return null;
    }
    const sessionId = auth.sessionId;
    if (!sessionId) throw new AuthError(500, 'unexpected_failure', 'A valid session and factor are required');
    await audit(tx, actorOf(auth.user), 'verification_attempted', { factor_id: factor.id, challenge_id: challenge.id, factor_type: factor.factor_type }, c.info.ip);
    await tx.query(`update auth.mfa_challenges set verified_at = now() where id = $1`, [challenge.id]);
    if (factor.status !== 'verified') {
      await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
    }
    // updateMFASessionAndClaims: the amr claim, the session's aal and factor, a rotated refresh token.
    await tx.query(`select id from auth.sessions where id = $1 for update`, [sessionId]);
    await tx.query(
      `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id) values ($1, now(), now(), 'totp', $2)
       on conflict (session_id, authentication_method) do update set updated_at = excluded.updated_at`,
      [sessionId, crypto.randomUUID()],
    );
    await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [sessionId, factor.id]);
    const cur = await tx.query<{ token: string }>(
      `select token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
      [sessionId],
    );
    await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false`, [sessionId]);
    const refresh = newRefreshToken();
    await tx.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ($1, $2, $3, false, now(), now(), $4, $5)`,
      [NIL_UUID, refresh, auth.user.id, cur.rows[0]?.token ?? null, sessionId],
    );
    // InvalidateSessionsWithAALLessThan(aal2) and DeleteUnverifiedFactors
    await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2 and coalesce(aal::text, 'aal1') = 'aal1'`, [auth.user.id, sessionId]);
    await tx.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp' and id <> $2`, [auth.user.id, factor.id]);
    return tokenResponse(tx, c.cfg, auth.user.id, sessionId, refresh);
  });
  if (failure) throw failure;
  c.json(200, token);
}

/** DELETE /factors/:id → {id} */
export async function unenrollFactor(c: Call, factorId: string): Promise<void> {
  const auth = requireNotAnonymous(await authenticate(c.db, c.cfg, c.req));
  const sessionId = auth.sessionId;
  if (!sessionId) throw new AuthError(500, 'unexpected_failure', 'A valid session and factor are required to unenroll a factor');
  await authTx(c.db, async (tx) => {
    const factor = await loadFactor(tx, auth, factorId);
    if (factor.status === 'verified' && (await sessionAal(tx, sessionId)) !== 'aal2') {
      throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await removeFactor(tx, factor.id);
    await audit(tx, actorOf(auth.user), 'factor_unenrolled', { factor_id: factor.id, factor_status: factor.status }, c.info.ip);
  });
  c.json(200, { id: factorId });
}

/** Deletes a factor; sessions it raised to aal2 fall back to aal1 (their totp claim goes). */
async function removeFactor(tx: Queryable, factorId: string): Promise<void> {
  await tx.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp' and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factorId],
  );
  await tx.query(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`, [factorId]);
  await tx.query(`delete from auth.mfa_factors where id = $1`, [factorId]);
}

/** GET /admin/users/:id/factors */
export async function adminUserFactors(c: Call, id: string): Promise<void> {
  requireAdmin(c);
  const factors = await authTx(c.db, async (tx) => {
    const user = UUID_RE.test(id) ? await findUserById(tx, id) : null;
    if (!user) throw notFound('user_not_found', 'User not found');
    return loadFactors(tx, user.id);
  });
  c.json(200, factors.map(factorJson));
}

/** DELETE /admin/users/:id/factors/:fid → the deleted factor */
export async function adminDeleteFactor(c: Call, id: string, factorId: string): Promise<void> {
  requireAdmin(c);
  const out = await authTx(c.db, async (tx) => {
    const user = UUID_RE.test(id) ? await findUserById(tx, id) : null;
    if (!user) throw notFound('user_not_found', 'User not found');
    const f = (await loadFactors(tx, user.id)).find((x) => x.id === factorId);
    if (!f) throw notFound('mfa_factor_not_found', 'Factor not found');
    await removeFactor(tx, f.id);
    return factorJson(f);
  });
  c.json(200, out);
}

// Sessions, refresh tokens and access tokens, as GoTrue keeps them (internal/models/sessions.go,
// refresh_token.go, internal/tokens/service.go): one auth.sessions row per sign-in, a chain of
// 12-character refresh tokens per session (each rotation revokes the parent and links the child
// to it), the authentication methods in auth.mfa_amr_claims, and an HS256 access token whose
// session_id must still exist for /user and /logout to accept it.
import crypto from 'node:crypto';
import net from 'node:net';
import type { IncomingMessage } from 'node:http';
import { jwtKeysOf, type ServerConfig } from '../config.ts';
import type { Db, Queryable } from '../db/index.ts';
import { gatewayToken } from '../http/context.ts';
import { JwtError, signJwt, verifyJwt, type JwtClaims } from '../jwt.ts';
import { authTx, NIL_UUID } from './db.ts';
import { AuthError, badRequest, forbidden, OAuthError, unauthorized } from './errors.ts';
import { actorOf, audit, findUserById, loadFactors, loadIdentities, userJson, UUID_RE, type JsonObject, type UserRow } from './users.ts';

/** GoTrue's AuthenticationMethod names, as they appear in the `amr` claim. */
export type AuthMethod = 'password' | 'otp' | 'recovery' | 'invite' | 'magiclink' | 'email/signup' | 'email_change' | 'anonymous' | 'totp';

export interface AccessTokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: JsonObject;
  weak_password?: { message: string; reasons: string[] };
}

export interface RequestInfo {
  ip: string;
  userAgent: string | null;
}

/**
 * The client's address: the socket's, or with `trustProxyHops` = n the n-th entry from the right of
 * X-Forwarded-For (each proxy appends the address it received from, so entries further left are
 * whatever the client wrote and must not be believed). Sign-in throttling and the audit log use it.
 */
export function clientAddress(req: IncomingMessage, trustProxyHops: number): string {
  const socket = req.socket.remoteAddress ?? '';
  if (trustProxyHops <= 0) return socket;
  const raw = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(raw) ? raw.join(',') : raw ?? '').split(',').map((x) => x.trim()).filter(Boolean);
  if (!chain.length) return socket;
  const candidate = chain[Math.max(0, chain.length - trustProxyHops)];
  return net.isIP(candidate) ? candidate : socket;
}

export function requestInfo(req: IncomingMessage, cfg: ServerConfig): RequestInfo {
  const ua = req.headers['user-agent'];
  return { ip: clientAddress(req, cfg.trustProxyHops ?? 0), userAgent: typeof ua === 'string' && ua ? ua : null };
}

const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** crypto.SecureAlphanumeric(12): GoTrue's (legacy-format) refresh token, stored as is. */
export function newRefreshToken(): string {
  let s = '';
  for (let i = 0; i < 12; i++) s += TOKEN_ALPHABET[crypto.randomInt(TOKEN_ALPHABET.length)];
  return s;
}

export function issuer(cfg: ServerConfig): string {
  return `${cfg.siteUrl.replace(/\/+$/, '')}/auth/v1`;
}

interface AmrEntry {
  method: string;
  timestamp: number;
}

async function sessionAmr(tx: Queryable, sessionId: string): Promise<AmrEntry[]> {
  const r = await tx.query<{ method: string; ts: number }>(
    `select authentication_method as method, floor(extract(epoch from updated_at))::int as ts
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  return r.rows.map((x) => ({ method: x.method, timestamp: Number(x.ts) }));
}

/** GenerateAccessToken: the claims Supabase's RLS helpers and clients read. */
export function signAccessToken(cfg: ServerConfig, user: UserRow, sessionId: string, amr: AmrEntry[], aal = 'aal1'): { token: string; expiresAt: number } {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + cfg.jwtExpiry;
  const claims: JwtClaims = {
    iss: issuer(cfg),
    sub: user.id,
    aud: user.aud ?? '',
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? '',
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  // GoTrue signs with the key whose key_ops include "sign"; its alg and kid go into the header
  return { token: signJwt(claims, jwtKeysOf(cfg)), expiresAt: exp };
}

export async function tokenResponse(tx: Queryable, cfg: ServerConfig, userId: string, sessionId: string, refreshToken: string): Promise<AccessTokenResponse> {
  const user = await findUserById(tx, userId);
  if (!user) throw new AuthError(500, 'unexpected_failure', 'Database error loading user');
  const amr = await sessionAmr(tx, sessionId);
  const s = await tx.query<{ aal: string | null }>(`select aal::text as aal from auth.sessions where id = $1`, [sessionId]);
  const aal = s.rows[0]?.aal === 'aal2' ? 'aal2' : 'aal1';
  const { token, expiresAt } = signAccessToken(cfg, user, sessionId, amr, aal);
  const ids = await loadIdentities(tx, [user.id]);
  const factors = await loadFactors(tx, user.id);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: cfg.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, ids.get(user.id) ?? [], factors),
  };
}

/** issueRefreshToken: a new session with its first refresh token; the user is signed in now. */
export async function issueSession(tx: Queryable, cfg: ServerConfig, user: UserRow, method: AuthMethod, info: RequestInfo): Promise<AccessTokenResponse> {
  const sessionId = crypto.randomUUID();
  const refresh = newRefreshToken();
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip) values ($1, $2, now(), now(), 'aal1', $3, nullif($4::text, '')::inet)`,
    [sessionId, user.id, info.userAgent, info.ip],
  );
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id) values ($1, now(), now(), $2, $3)`,
    [sessionId, method, crypto.randomUUID()],
  );
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, $3, false, now(), now(), null, $4)`,
    [NIL_UUID, refresh, user.id, sessionId],
  );
  await tx.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [user.id]);
  return tokenResponse(tx, cfg, user.id, sessionId, refresh);
}

interface RefreshRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  reusable: boolean;
  session_exists: boolean;
  session_expired: boolean;
}

/** tokens.Service.RefreshTokenGrant with rotation and the reuse interval. */
export async function refreshTokenGrant(db: Db, cfg: ServerConfig, refreshToken: string, info: RequestInfo): Promise<AccessTokenResponse> {
  if (!refreshToken) throw new OAuthError('invalid_request', 'refresh_token required');
  const notFound = () => badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (refreshToken.length !== 12) throw notFound();
  const reuseInterval = cfg.refreshTokenReuseInterval ?? 10;
  // Differs from GoTrue on purpose: GoTrue hands the active token to its parent at any time and
  // lets a revoked token start a second chain inside the interval; here only a reuse inside the
  // interval is forgiven (with the current token), and a detected reuse revokes the session for
  // good. The revocation must commit *and* answer an error, so the error is thrown after the commit.
  let alreadyUsed = false;
  const result = await authTx(db, async (tx) => {
    // Lock the session before its token (the order logout's cascade takes), so two refreshes of
    // one session, or a refresh racing a revocation, queue up instead of deadlocking.
    const owner = await tx.query<{ session_id: string | null }>(`select session_id::text as session_id from auth.refresh_tokens where token = $1`, [refreshToken]);
    const sid = owner.rows[0]?.session_id;
    if (sid) await tx.query(`select id from auth.sessions where id = $1 for update`, [sid]);
    const r = await tx.query<RefreshRow>(
      `select rt.id::text as id, rt.token, rt.user_id, rt.revoked, rt.parent, rt.session_id::text as session_id,
              rt.updated_at + make_interval(secs => $2) > now() as reusable,
              s.id is not null as session_exists,
              coalesce(s.not_after < now(), false) as session_expired
         from auth.refresh_tokens rt left join auth.sessions s on s.id = rt.session_id
        where rt.token = $1 for update of rt`,
      [refreshToken, reuseInterval],
    );
    const token = r.rows[0];
    if (!token) throw notFound();
    const user = await findUserById(tx, token.user_id);
    if (!user) throw notFound();
    if (user.banned) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
    if (!token.session_id || !token.session_exists) {
      throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
    }
    if (token.session_expired) throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');

    let issued: string | null = null;
    if (token.revoked) {
      const active = await tx.query<{ token: string }>(
        `select token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
        [token.session_id],
      );
      const current = active.rows[0];
      if (current && token.reusable) {
        // A client that lost the answer to its refresh (or two tabs racing) gets the current token
        // back; no second chain is started.
        issued = current.token;
      } else if (cfg.refreshTokenRotation === false) {
        // config.toml enable_refresh_token_rotation = false: GoTrue skips reuse detection and
        // issues a new token for the revoked one.
      } else {
        // Reuse after the interval means the token leaked: revoke the whole session, so the thief's
        // tokens and the owner's die together. A session with no live token was revoked that way
        // earlier: every token of it, however new, stays refused (updated_at is not a new chance).
        if (current) {
          await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false`, [token.session_id]);
          await audit(tx, actorOf(user), 'token_revoked', null, info.ip);
        }
        alreadyUsed = true;
        return null;
      }
    }
    await audit(tx, actorOf(user), 'token_refreshed', null, info.ip);
    if (issued === null) {
      await audit(tx, actorOf(user), 'token_revoked', null, info.ip);
      await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [token.id]);
      issued = newRefreshToken();
      await tx.query(
        `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
         values ($1, $2, $3, false, now(), now(), $4, $5)`,
        [NIL_UUID, issued, user.id, token.token, token.session_id],
      );
    }
    await tx.query(
      `update auth.sessions set refreshed_at = now() at time zone 'UTC', updated_at = now(), user_agent = $2, ip = nullif($3::text, '')::inet where id = $1`,
      [token.session_id, info.userAgent, info.ip],
    );
    return tokenResponse(tx, cfg, user.id, token.session_id, issued);
  });
  if (alreadyUsed || !result) throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  return result;
}

// ------------------------------------------------------------------------------------------
// Bearer authentication (requireAuthentication + maybeLoadUserOrSession)

export interface Authenticated {
  token: string;
  claims: JwtClaims;
  user: UserRow;
  /** The session named by the token's session_id (null for tokens without one). */
  sessionId: string | null;
}

function bearerOf(cfg: ServerConfig, req: IncomingMessage): string | null {
  const h = (name: string) => {
    const v = req.headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  return gatewayToken(cfg, h('authorization'), h('apikey'));
}

/** Parses and verifies a bearer JWT, with the error texts GoTrue (golang-jwt v5) produces. */
export function parseBearer(cfg: ServerConfig, token: string): JwtClaims {
  try {
    return verifyJwt(token, jwtKeysOf(cfg));
  } catch (e) {
    const prefix = 'invalid JWT: unable to parse or verify signature, ';
    if (e instanceof JwtError && e.kind === 'expired') throw forbidden('bad_jwt', `${prefix}token has invalid claims: token is expired`);
    const parts = token.split('.');
    if (parts.length !== 3) throw forbidden('bad_jwt', `${prefix}token is malformed: token contains an invalid number of segments`);
    let header: { alg?: unknown; kid?: unknown } | null = null;
    try {
      header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
      JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    } catch {
      throw forbidden('bad_jwt', `${prefix}token is malformed: could not JSON decode header`);
    }
    // GOTRUE_JWT_VALID_METHODS as the CLI sets it: HS256,RS256,ES256
    if (header && header.alg !== 'HS256' && header.alg !== 'ES256' && header.alg !== 'RS256') {
      throw forbidden('bad_jwt', `${prefix}token is unverifiable: error while executing keyfunc: signing method ${String(header?.alg)} is invalid`);
    }
    // the keyfunc (api/auth.go parseJWTClaims): a kid selects a key (FindPublicKeyByKid), no kid means the HS256 secret
    if (e instanceof JwtError && e.kind === 'nokey') {
      const kid = typeof header?.kid === 'string' ? header.kid : null;
      throw forbidden('bad_jwt', `${prefix}token is unverifiable: error while executing keyfunc: ${kid === null ? 'missing kid' : `invalid kid: ${kid}`}`);
    }
    throw forbidden('bad_jwt', `${prefix}token signature is invalid: signature is invalid`);
  }
}

/** The bearer's claims without loading the user (admin endpoints). */
export function bearerClaims(cfg: ServerConfig, req: IncomingMessage): { token: string; claims: JwtClaims } {
  const token = bearerOf(cfg, req);
  if (!token) throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token');
  return { token, claims: parseBearer(cfg, token) };
}

/** A signed-in user's request: valid token, existing user, live session. */
export async function authenticate(db: Db, cfg: ServerConfig, req: IncomingMessage): Promise<Authenticated> {
  const { token, claims } = bearerClaims(cfg, req);
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  if (!sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!UUID_RE.test(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const sid = typeof claims.session_id === 'string' ? claims.session_id : '';
  return authTx(db, async (tx) => {
    const user = await findUserById(tx, sub);
    if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
    let sessionId: string | null = null;
    if (sid && sid !== NIL_UUID) {
      const s = UUID_RE.test(sid) ? await tx.query(`select 1 from auth.sessions where id = $1`, [sid]) : { rows: [] };
      if (!s.rows.length) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
      sessionId = sid;
    }
    return { token, claims, user, sessionId };
  });
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Logout: global deletes every session of the user, local this one, others all but this one. */
export async function logout(db: Db, auth: Authenticated, scope: LogoutScope, info: RequestInfo): Promise<void> {
  await authTx(db, async (tx) => {
    await audit(tx, actorOf(auth.user), 'logout', null, info.ip);
    if (!auth.sessionId) {
      await tx.query(`delete from auth.refresh_tokens where user_id = $1`, [auth.user.id]);
      return;
    }
    if (scope === 'local') await tx.query(`delete from auth.sessions where id = $1`, [auth.sessionId]);
    else if (scope === 'others') await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [auth.user.id, auth.sessionId]);
    else {
      await tx.query(`delete from auth.sessions where user_id = $1`, [auth.user.id]);
      await tx.query(`delete from auth.refresh_tokens where user_id = $1`, [auth.user.id]);
    }
  });
}

/** Signs the user out everywhere (admin password change, soft delete). */
export async function deleteAllSessions(tx: Queryable, userId: string, exceptSessionId: string | null = null): Promise<void> {
  if (exceptSessionId) {
    await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, exceptSessionId]);
  } else {
    await tx.query(`delete from auth.sessions where user_id = $1`, [userId]);
    await tx.query(`delete from auth.refresh_tokens where user_id = $1`, [userId]);
  }
}

// PKCE for the e-mailed links (GoTrue internal/api/pkce.go, models/flow_state.go). A request that
// carries `code_challenge` (auth-js with flowType 'pkce') stores a flow state next to the one-time
// token, and the e-mailed token is prefixed `pkce_`. Following the link then redirects to
// `redirect_to?code=<auth code>` instead of putting the session in the fragment, and the client that
// holds the code verifier exchanges the code: POST /token?grant_type=pkce {auth_code, code_verifier}.
import crypto from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { badRequest, notFound } from './errors.ts';
import type { AuthMethod } from './sessions.ts';
import { str } from './call.ts';
import type { JsonObject } from './users.ts';

export const PKCE_PREFIX = 'pkce_';
/** GoTrue's FlowStateExpiryDuration default: an issued code must be exchanged within 5 minutes. */
export const FLOW_STATE_EXPIRY_SECONDS = 300;

export interface PkceParams {
  challenge: string;
  method: 's256' | 'plain';
}

const CHALLENGE_RE = /^[A-Za-z0-9._~-]+$/;

/** The request's PKCE parameters (null: the implicit flow); GoTrue's validatePKCEParams. */
export function pkceParams(body: JsonObject): PkceParams | null {
  const challenge = str(body, 'code_challenge');
  const rawMethod = str(body, 'code_challenge_method');
  if (!challenge && !rawMethod) return null;
  if (!challenge || !rawMethod) throw badRequest('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  if (challenge.length < 43 || challenge.length > 128) {
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
  if (!CHALLENGE_RE.test(challenge)) {
    throw badRequest('validation_failed', 'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes');
  }
  const method = rawMethod.toLowerCase();
  if (method !== 's256' && method !== 'plain') throw badRequest('validation_failed', `unsupported code_challenge method "${rawMethod}"`);
  return { challenge, method };
}

/** A new flow state for `userId` (one per user and method: an older pending one is replaced). */
export async function createFlowState(tx: Queryable, userId: string, method: AuthMethod, p: PkceParams): Promise<void> {
  await tx.query(`delete from auth.flow_state where user_id = $1 and authentication_method = $2`, [userId, method]);
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       created_at, updated_at, authentication_method)
     values ($1, $2, $3, $4, $5, $6, now(), now(), $7)`,
    [crypto.randomUUID(), userId, crypto.randomUUID(), p.method, p.challenge, providerType(method), method],
  );
}

function providerType(method: AuthMethod): string {
  if (method === 'email/signup') return 'email';
  return method;
}

/** After a PKCE link was verified: the auth code to hand out (its 5 minutes start now); null if none. */
export async function issueAuthCode(tx: Queryable, userId: string, method: AuthMethod): Promise<string | null> {
  const r = await tx.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
      where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                   order by created_at desc limit 1)
      returning auth_code`,
    [userId, method],
  );
  return r.rows[0]?.auth_code ?? null;
}

function challengeOf(verifier: string, method: string): string {
  if (method === 'plain') return verifier;
  return crypto.createHash('sha256').update(verifier).digest('base64url');
}

/**
 * POST /token?grant_type=pkce: checks the code and its verifier and consumes the flow state.
 * Returns the user and the authentication method the session is issued for.
 */
export async function consumeAuthCode(tx: Queryable, authCode: string, verifier: string): Promise<{ userId: string; method: AuthMethod }> {
  if (!authCode || !verifier) {
    throw badRequest('validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
  }
  const r = await tx.query<{ id: string; user_id: string | null; code_challenge: string; code_challenge_method: string; authentication_method: string; expired: boolean }>(
    `select id::text as id, user_id::text as user_id, code_challenge, code_challenge_method, authentication_method,
            auth_code_issued_at + make_interval(secs => $2) < now() as expired
       from auth.flow_state where auth_code = $1 and auth_code_issued_at is not null for update`,
    [authCode, FLOW_STATE_EXPIRY_SECONDS],
  );
  // A code exists from the request on, but is handed out only by a verified link.
  const fs = r.rows[0];
  if (!fs || !fs.user_id) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  if (fs.expired) throw badRequest('flow_state_expired', 'invalid flow state, flow state has expired');
  const expected = challengeOf(verifier, fs.code_challenge_method);
  const a = Buffer.from(expected);
  const b = Buffer.from(fs.code_challenge);
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) {
    throw badRequest('bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  await tx.query(`delete from auth.flow_state where id = $1`, [fs.id]);
  return { userId: fs.user_id, method: fs.authentication_method as AuthMethod };
}

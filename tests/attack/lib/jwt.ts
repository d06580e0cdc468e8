// Token forging for the JWT checks: HS256 with any secret, ES256 with any key, alg "none", payload
// edits that keep the original signature. Nothing here is specific to the server under attack.
import crypto from 'node:crypto';

const b64url = (data: string | Buffer): string => Buffer.from(data).toString('base64url');

export function decodePayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export function signHs256(payload: Record<string, unknown>, secret: string): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  const sig = crypto.createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

/** ES256 with a private P-256 JWK (any key: the CLI's public default one, or a fresh one), `kid` in the header. */
export function signEs256(payload: Record<string, unknown>, jwk: crypto.JsonWebKey, kid: string): string {
  const head = b64url(JSON.stringify({ alg: 'ES256', kid, typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  const key = crypto.createPrivateKey({ key: jwk, format: 'jwk' });
  const sig = crypto.sign('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }).toString('base64url');
  return `${head}.${body}.${sig}`;
}

/** The kid in a token's header ('' without one). */
export function headerKid(token: string): string {
  try {
    const h = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as { kid?: unknown };
    return typeof h.kid === 'string' ? h.kid : '';
  } catch {
    return '';
  }
}

/** An unsigned token ({"alg":"none"}), with and without the trailing dot. */
export function unsigned(payload: Record<string, unknown>): string[] {
  const head = b64url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  return [`${head}.${body}.`, `${head}.${body}`];
}

/** `token` with its payload replaced by `edit(payload)`, keeping the original header and signature. */
export function tamper(token: string, edit: (p: Record<string, unknown>) => Record<string, unknown>): string {
  const [head, , sig] = token.split('.');
  return `${head}.${b64url(JSON.stringify(edit(decodePayload(token))))}.${sig}`;
}

/** Claims of a signed-in user's access token, as GoTrue writes them. */
export function userClaims(sub: string, email: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    aud: 'authenticated', exp: now + 3600, iat: now, sub, email, role: 'authenticated', aal: 'aal1',
    session_id: crypto.randomUUID(), is_anonymous: false, ...over,
  };
}

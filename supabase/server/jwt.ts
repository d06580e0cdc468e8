// HS256 JSON Web Tokens, as GoTrue signs them and PostgREST verifies them.
import crypto from 'node:crypto';

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string; exp?: number };

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

export function signJwt(claims: JwtClaims, secret: string): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const sig = crypto.createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${sig}`;
}

export class JwtError extends Error {
  /** 'invalid' (malformed / bad signature) or 'expired' */
  kind: 'invalid' | 'expired';
  constructor(kind: 'invalid' | 'expired', message: string) {
    super(message);
    this.kind = kind;
  }
}

/** Verifies signature and expiry; throws JwtError. */
export function verifyJwt(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): JwtClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('invalid', `Expected 3 parts in JWT; got ${parts.length}`);
  const [h, b, s] = parts;
  let header: { alg?: string };
  let claims: JwtClaims;
  try {
    header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(b, 'base64url').toString('utf8'));
  } catch {
    throw new JwtError('invalid', 'JWT cryptographic operation failed');
  }
  if (header.alg !== 'HS256') throw new JwtError('invalid', 'JWT cryptographic operation failed');
  const expected = crypto.createHmac('sha256', secret).update(`${h}.${b}`).digest();
  const given = Buffer.from(s, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    throw new JwtError('invalid', 'JWT cryptographic operation failed');
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    throw new JwtError('invalid', 'JWT cryptographic operation failed');
  }
  if (typeof claims.exp === 'number' && claims.exp < nowSeconds) throw new JwtError('expired', 'JWT expired');
  return claims;
}

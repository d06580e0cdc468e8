// Channel token checks with Realtime's rules and reason strings
// (realtime lib/realtime_web/channels/realtime_channel.ex confirm_token, channels_authorization.ex):
// the JWT must verify with the project's keys (the signing keys' JWKS, or the legacy secret), carry `role` and `exp`, and not be expired.
import { JwtError, verifyJwt, type JwtClaims, type JwtKeys } from '../jwt.ts';

export type TokenCheck =
  | { ok: true; claims: JwtClaims; role: string; exp: number }
  | { ok: false; code: string; message: string };

function peekClaims(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    if (!header || typeof header !== 'object' || !claims || typeof claims !== 'object' || Array.isArray(claims)) return null;
    return claims as Record<string, unknown>;
  } catch {
    return null;
  }
}

export function checkToken(token: string, secret: JwtKeys | string, nowSeconds = Math.floor(Date.now() / 1000)): TokenCheck {
  const clean = token.replace(/\s/g, '');
  const peeked = peekClaims(clean);
  if (!peeked) return { ok: false, code: 'MalformedJWT', message: 'The token provided is not a valid JWT' };
  let claims: JwtClaims;
  try {
    // Expiry is judged below with Realtime's wording; verify the signature only here.
    claims = verifyJwt(clean, secret, Number.NEGATIVE_INFINITY);
  } catch (e) {
    if (e instanceof JwtError && e.kind === 'expired') claims = peeked as JwtClaims;
    else return { ok: false, code: 'JwtSignatureError', message: 'Failed to validate JWT signature' };
  }
  if (typeof claims.role !== 'string' || !claims.role || typeof claims.exp !== 'number') {
    return { ok: false, code: 'InvalidJWTToken', message: 'Fields `role` and `exp` are required in JWT' };
  }
  if (claims.exp <= nowSeconds) {
    return { ok: false, code: 'InvalidJWTToken', message: `Token has expired ${nowSeconds - claims.exp} seconds ago` };
  }
  return { ok: true, claims, role: claims.role, exp: claims.exp };
}

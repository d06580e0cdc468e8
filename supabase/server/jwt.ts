// JSON Web Tokens as GoTrue signs them and PostgREST, Storage, Realtime and the Edge Runtime
// verify them: user access tokens signed with the project's asymmetric signing key (ES256 or
// RS256, its `kid` in the header), and the legacy HS256 secret still verifying (it signs the
// legacy anon / service_role keys and tokens minted before the switch), as on a hosted project
// whose legacy secret is "previously used" but not revoked.
import crypto from 'node:crypto';

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string; exp?: number };

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

/** A private JWK as `supabase gen signing-key` writes it (signing_keys_path, GOTRUE_JWT_KEYS). */
export interface PrivateJwk {
  kty: 'EC' | 'RSA';
  kid: string;
  alg: 'ES256' | 'RS256';
  use?: string;
  key_ops?: string[];
  [k: string]: unknown;
}

/** The public half GoTrue serves at /.well-known/jwks.json (conf/jwk.go: use "sig", key_ops ["verify"]). */
export type PublicJwk = Record<string, unknown> & { kty: string; kid: string; alg: string; use: 'sig'; key_ops: ['verify'] };

interface VerifyKey { alg: 'ES256' | 'RS256'; key: crypto.KeyObject }

export interface JwtKeys {
  /** Legacy HS256 secret: still verifies, signs only when no asymmetric key is configured. */
  secret: string;
  /** The key whose key_ops include "sign" (GoTrue: exactly one). */
  signing: { kid: string; alg: 'ES256' | 'RS256'; key: crypto.KeyObject } | null;
  /** Public keys by kid. */
  verify: Map<string, VerifyKey>;
  /** What GET /auth/v1/.well-known/jwks.json answers (no `oct` key, never a private field). */
  jwks: { keys: PublicJwk[] };
}

/**
 * The Supabase CLI's default signing key (since v2.71.2 `supabase start` signs user tokens with
 * this fixed, publicly known ES256 key when no `[auth] signing_keys_path` is set). Like the
 * default JWT secret it is for local development only: a hosted project has its own keys.
 */
export const CLI_DEFAULT_SIGNING_KEY: PrivateJwk = {
  kty: 'EC',
  kid: 'b81269f1-21d8-4f2e-b719-c2240a840d90',
  use: 'sig',
  key_ops: ['sign', 'verify'],
  alg: 'ES256',
  ext: true,
  crv: 'P-256',
  x: 'M5Sjqn5zwC9Kl1zVfUUGvv9boQjCGd45G8sdopBExB4',
  y: 'P6IXMvA2WYXSHSOMTBH2jsw_9rrzGy89FjPf6oOsIxQ',
  d: 'dIhR8wywJlqlua4y_yMq2SLhlFXDZJBCvFrY1DCHyVU',
};

export class SigningKeysError extends Error {}

const PUBLIC_FIELDS: Record<string, string[]> = { EC: ['crv', 'x', 'y'], RSA: ['n', 'e'] };

/**
 * Reads a JSON array of private JWKs (GoTrue's JwtKeysDecoder + Validate): ES256 (P-256) or
 * RS256 keys with a kid; exactly one may carry key_ops "sign". Throws SigningKeysError with a
 * readable reason.
 */
export function loadJwtKeys(secret: string, jwks: unknown = [CLI_DEFAULT_SIGNING_KEY], source = 'signing keys'): JwtKeys {
  if (!Array.isArray(jwks) || jwks.length === 0) throw new SigningKeysError(`${source}: expected a JSON array of JWKs (supabase gen signing-key)`);
  const verify = new Map<string, VerifyKey>();
  const published: PublicJwk[] = [];
  const signers: JwtKeys['signing'][] = [];
  for (const [i, raw] of jwks.entries()) {
    const jwk = raw as (Partial<Omit<PrivateJwk, 'kty'>> & { kty?: string }) | null;
    const where = `${source}[${i}]`;
    if (!jwk || typeof jwk !== 'object') throw new SigningKeysError(`${where}: not a JWK object`);
    if (jwk.kty === 'oct') throw new SigningKeysError(`${where}: symmetric (oct) keys are not supported here; the legacy HS256 secret is JWT_SECRET`);
    if (jwk.alg !== 'ES256' && jwk.alg !== 'RS256') throw new SigningKeysError(`${where}: alg must be ES256 or RS256, not ${JSON.stringify(jwk.alg)}`);
    if ((jwk.alg === 'ES256') !== (jwk.kty === 'EC') || (jwk.alg === 'RS256') !== (jwk.kty === 'RSA')) throw new SigningKeysError(`${where}: kty ${JSON.stringify(jwk.kty)} does not fit alg ${jwk.alg}`);
    if (jwk.kty === 'EC' && jwk.crv !== 'P-256') throw new SigningKeysError(`${where}: ES256 needs the P-256 curve`);
    if (typeof jwk.kid !== 'string' || !jwk.kid) throw new SigningKeysError(`${where}: kid is missing`);
    if (verify.has(jwk.kid)) throw new SigningKeysError(`${where}: kid ${jwk.kid} appears twice`);
    let priv: crypto.KeyObject;
    try {
      priv = crypto.createPrivateKey({ key: jwk as crypto.JsonWebKey, format: 'jwk' });
    } catch (e) {
      throw new SigningKeysError(`${where}: not a valid private ${jwk.kty} key (${(e as Error).message})`);
    }
    const pub = crypto.createPublicKey(priv);
    verify.set(jwk.kid, { alg: jwk.alg, key: pub });
    const exported = pub.export({ format: 'jwk' }) as Record<string, unknown>;
    const pubJwk: Record<string, unknown> = { kty: jwk.kty };
    for (const f of PUBLIC_FIELDS[jwk.kty as 'EC' | 'RSA']) pubJwk[f] = exported[f];
    published.push({ ...pubJwk, kid: jwk.kid, alg: jwk.alg, use: 'sig', key_ops: ['verify'] } as PublicJwk);
    if (Array.isArray(jwk.key_ops) && jwk.key_ops.includes('sign')) signers.push({ kid: jwk.kid, alg: jwk.alg, key: priv });
  }
  if (signers.length === 0) throw new SigningKeysError(`${source}: no signing key detected (one key needs "key_ops": ["sign", "verify"])`);
  if (signers.length > 1) throw new SigningKeysError(`${source}: multiple signing keys detected, only 1 signing key is supported`);
  return { secret, signing: signers[0], verify, jwks: { keys: published } };
}

/** Legacy HS256 only (no asymmetric key): how a project signed before the switch. */
export function legacyJwtKeys(secret: string): JwtKeys {
  return { secret, signing: null, verify: new Map(), jwks: { keys: [] } };
}

/**
 * Signs with the project's signing key (kid in the header), or HS256 with the secret when given
 * a string (the legacy API keys, Storage's signed URLs) or a key set without an asymmetric key.
 */
export function signJwt(claims: JwtClaims, keys: JwtKeys | string): string {
  const signing = typeof keys === 'string' ? null : keys.signing;
  const secret = typeof keys === 'string' ? keys : keys.secret;
  const header = b64url(JSON.stringify(signing ? { alg: signing.alg, kid: signing.kid, typ: 'JWT' } : { alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const input = `${header}.${body}`;
  const sig = signing
    ? crypto.sign('sha256', Buffer.from(input), signing.alg === 'ES256' ? { key: signing.key, dsaEncoding: 'ieee-p1363' } : signing.key)
    : crypto.createHmac('sha256', secret).update(input).digest();
  return `${input}.${b64url(sig)}`;
}

export class JwtError extends Error {
  /** 'invalid' (malformed / bad signature), 'nokey' (no key for its kid/alg) or 'expired' */
  kind: 'invalid' | 'expired' | 'nokey';
  constructor(kind: 'invalid' | 'expired' | 'nokey', message: string) {
    super(message);
    this.kind = kind;
  }
}

const BAD_CRYPTO = 'JWT cryptographic operation failed';
// PostgREST's wording (Error.hs KeyError) when no JWK fits the token's kid and algorithm.
export const NO_SUITABLE_KEY = 'No suitable key or wrong key type';

/** The token's header, or null when it is not a decodable JWT header. */
export function jwtHeader(token: string): { alg?: unknown; kid?: unknown } | null {
  try {
    const h = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8'));
    return h && typeof h === 'object' && !Array.isArray(h) ? h : null;
  } catch {
    return null;
  }
}

/**
 * Verifies signature and expiry; throws JwtError. HS256 verifies against the legacy secret
 * (a string means "that secret only"); ES256 / RS256 against the public key named by the
 * header's kid (without a kid: any key of that algorithm, as PostgREST's JWKS lookup does).
 */
export function verifyJwt(token: string, keys: JwtKeys | string, nowSeconds = Math.floor(Date.now() / 1000)): JwtClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('invalid', `Expected 3 parts in JWT; got ${parts.length}`);
  const [h, b, s] = parts;
  let header: { alg?: unknown; kid?: unknown };
  let claims: JwtClaims;
  try {
    header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(b, 'base64url').toString('utf8'));
  } catch {
    throw new JwtError('invalid', BAD_CRYPTO);
  }
  if (!header || typeof header !== 'object') throw new JwtError('invalid', BAD_CRYPTO);
  const ring = typeof keys === 'string' ? legacyJwtKeys(keys) : keys;
  const given = Buffer.from(s, 'base64url');
  const input = Buffer.from(`${h}.${b}`);
  if (header.alg === 'HS256') {
    const expected = crypto.createHmac('sha256', ring.secret).update(input).digest();
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw new JwtError('invalid', BAD_CRYPTO);
  } else if (header.alg === 'ES256' || header.alg === 'RS256') {
    const alg = header.alg;
    const candidates = typeof header.kid === 'string'
      ? [ring.verify.get(header.kid)].filter((k): k is VerifyKey => !!k && k.alg === alg)
      : [...ring.verify.values()].filter((k) => k.alg === alg);
    if (candidates.length === 0) throw new JwtError('nokey', NO_SUITABLE_KEY);
    const ok = candidates.some((k) => {
      try {
        return crypto.verify('sha256', input, alg === 'ES256' ? { key: k.key, dsaEncoding: 'ieee-p1363' } : k.key, given);
      } catch {
        return false;
      }
    });
    if (!ok) throw new JwtError('invalid', BAD_CRYPTO);
  } else {
    throw new JwtError('invalid', BAD_CRYPTO);
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) throw new JwtError('invalid', BAD_CRYPTO);
  if (typeof claims.exp === 'number' && claims.exp < nowSeconds) throw new JwtError('expired', 'JWT expired');
  return claims;
}

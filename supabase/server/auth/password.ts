// Password hashing as GoTrue does it (bcrypt, cost 10, `$2a$` like Go's x/crypto/bcrypt) so hashes
// stay interchangeable with pgcrypto's crypt(): seeds may insert `crypt('pw', gen_salt('bf'))`
// (`$2a$06$…`), and a hash written here verifies with crypt() too.
import bcrypt from 'bcryptjs';
import { badRequest, weakPasswordError } from './errors.ts';

export const BCRYPT_COST = 10;
/** bcrypt reads at most 72 bytes; GoTrue refuses longer passwords (MaxPasswordLength). */
export const MAX_PASSWORD_LENGTH = 72;

export async function hashPassword(password: string): Promise<string> {
  // bcryptjs writes `$2b$`; the algorithm is the same, and `$2a$` is what Go and pgcrypto produce.
  const salt = (await bcrypt.genSalt(BCRYPT_COST)).replace(/^\$2b\$/, '$2a$');
  return bcrypt.hash(password, salt);
}

// Compared against when the user does not exist, so a miss costs as much as a wrong password.
const DUMMY_HASH = bcrypt.hashSync('not the password', bcrypt.genSaltSync(BCRYPT_COST).replace(/^\$2b\$/, '$2a$'));

/** Constant-time bcrypt check; false for a missing or malformed hash. */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const target = hash && /^\$2[aby]\$\d\d\$/.test(hash) ? hash : null;
  try {
    const ok = await bcrypt.compare(password, target ?? DUMMY_HASH);
    return ok && target !== null;
  } catch {
    return false;
  }
}

function tooShort(minLength: number): string {
  return `Password should be at least ${minLength} characters.`;
}

/**
 * GoTrue's checkPasswordStrength with a length-only policy; throws its errors. `minLength` is
 * config.passwordMinLength (GoTrue's password_min_length), counted in bytes as Go's len() does.
 */
export function checkPasswordStrength(password: string, minLength: number): void {
  const bytes = Buffer.byteLength(password, 'utf8');
  if (bytes > MAX_PASSWORD_LENGTH) {
    throw badRequest('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  if (bytes < minLength) throw weakPasswordError(tooShort(minLength), ['length']);
}

/** The weak_password object GoTrue adds to a successful sign-in with a password below the policy. */
export function weakPasswordInfo(password: string, minLength: number): { message: string; reasons: string[] } | null {
  if (Buffer.byteLength(password, 'utf8') < minLength) return { message: tooShort(minLength), reasons: ['length'] };
  return null;
}

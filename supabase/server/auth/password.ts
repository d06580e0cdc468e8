// Password hashing as GoTrue does it (bcrypt, cost 10, `$2a$` like Go's x/crypto/bcrypt) so hashes
// stay interchangeable with pgcrypto's crypt(): seeds may insert `crypt('pw', gen_salt('bf'))`
// (`$2a$06$…`), and a hash written here verifies with crypt() too.
import bcrypt from 'bcryptjs';
import { badRequest, weakPasswordError } from './errors.ts';
import type { PasswordRequirements } from '../project-config.ts';

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

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '!@#$%^&*()_+-=[]{};\':"|<>?,./`~';

/**
 * GOTRUE_PASSWORD_REQUIRED_CHARACTERS as the CLI sets it from config.toml's password_requirements
 * (pkg/config auth.go PasswordRequirements.ToChar): character sets a password needs one of each.
 */
export const REQUIRED_CHARACTERS: Record<PasswordRequirements, string[]> = {
  '': [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
};

/** GoTrue's checkPasswordStrength messages and reasons (internal/api/password.go); null when the password passes. */
function weakness(password: string, minLength: number, requirements: PasswordRequirements = ''): { message: string; reasons: string[] } | null {
  const messages: string[] = [];
  const reasons: string[] = [];
  // counted in bytes, as Go's len() does
  if (Buffer.byteLength(password, 'utf8') < minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${minLength} characters.`);
  }
  const sets = REQUIRED_CHARACTERS[requirements] ?? [];
  if (sets.some((set) => ![...set].some((ch) => password.includes(ch)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
  }
  return reasons.length ? { message: messages.join(' '), reasons } : null;
}

/**
 * GoTrue's checkPasswordStrength; throws its errors. `minLength` is config.passwordMinLength
 * (config.toml minimum_password_length), `requirements` config.toml password_requirements.
 */
export function checkPasswordStrength(password: string, minLength: number, requirements: PasswordRequirements = ''): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_LENGTH) {
    throw badRequest('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  const weak = weakness(password, minLength, requirements);
  if (weak) throw weakPasswordError(weak.message, weak.reasons);
}

/** The weak_password object GoTrue adds to a successful sign-in with a password below the policy. */
export function weakPasswordInfo(password: string, minLength: number, requirements: PasswordRequirements = ''): { message: string; reasons: string[] } | null {
  return weakness(password, minLength, requirements);
}

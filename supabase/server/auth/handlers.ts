// The user-facing GoTrue endpoints: signup, token (password / refresh_token), user, logout,
// recover, verify, otp, settings, health. Behaviour and texts follow supabase/auth's
// internal/api/{signup,token,user,logout,recover,verify,otp,settings}.go with the Supabase CLI's
// local defaults: e-mail sign-up on, auto-confirm on (cfg.mailerAutoconfirm), phone and anonymous
// sign-ins off. E-mailed links work in the implicit flow and in the PKCE flow (pkce.ts).
import crypto from 'node:crypto';
import { authTx } from './db.ts';
import { AuthError, badRequest, forbidden, notFound, rateLimited, unprocessable } from './errors.ts';
import { throttleAddress } from './ratelimit.ts';
import {
  acceptOneOfTwo, applyVerification, createOtp, findByOtp, methodFor, parseVerifyType, SINGLE_CONFIRMATION_ACCEPTED,
  type MailMessage, type OtpType,
} from './mail.ts';
import { consumeAuthCode, issueAuthCode, PKCE_PREFIX, pkceParams } from './pkce.ts';
import { idTokenGrant, signupAnonymously, web3Grant } from './features.ts';
import { checkPasswordStrength, hashPassword, verifyPassword, weakPasswordInfo } from './password.ts';
import {
  authenticate, issueSession, logout, refreshTokenGrant, type AccessTokenResponse, type AuthMethod, type LogoutScope,
} from './sessions.ts';
import { bool, obj, optStr, safeRedirect, str, type Call } from './call.ts';
import {
  actorOf, audit, DEFAULT_ROLE, DUPLICATE_EMAIL_MSG, findUserByEmail, findUserById, insertUser, isDuplicatedEmail,
  loadUserJson, mergeMetadata, userJson, validateEmail, type JsonObject,
} from './users.ts';

const INVALID_LOGIN = 'Invalid login credentials';
const EMAIL_APP_METADATA = (): JsonObject => ({ provider: 'email', providers: ['email'] });

/**
 * Throttling around a sign-up, password grant or code check for `email` (see ratelimit.ts):
 * failures count per client address and per (e-mail, address) pair, never per e-mail alone.
 */
async function throttled<T>(c: Call, email: string, fn: () => Promise<T>): Promise<T> {
  const { limiter } = c.state;
  const rl = c.cfg.rateLimit;
  const address = throttleAddress(c.info.ip);
  const ipKey = `ip:${address}`;
  const pairKey = email ? `pair:${email.toLowerCase()}|${address}` : null;
  const wait = Math.max(
    limiter.waitMs(ipKey, rl.signInPerIpPerWindow),
    pairKey ? limiter.waitMs(pairKey, rl.signInPerEmailAndIpPerWindow) : 0,
  );
  if (wait > 0) throw rateLimited(wait / 1000);
  try {
    const out = await fn();
    if (pairKey) limiter.reset(pairKey);
    return out;
  } catch (e) {
    if (e instanceof AuthError && e.status >= 400 && e.status < 500) {
      limiter.fail(ipKey);
      if (pairKey) limiter.fail(pairKey);
    }
    throw e;
  }
}

// ------------------------------------------------------------------------------------------

export async function signup(c: Call): Promise<void> {
  // config.toml [auth] enable_signup = false (GOTRUE_DISABLE_SIGNUP): GoTrue refuses before reading the body
  if (c.cfg.signup && !c.cfg.signup.enabled) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  const body = await c.body();
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  const password = str(body, 'password');
  const data = obj(body, 'data') ?? {};
  if (!email && !phone) return signupAnonymously(c, data);
  // api.go /signup: the Signups limiter ([auth.rate_limit] sign_in_sign_ups) before Signup itself
  c.limitByAddress('signups');
  // [auth.email] enable_signup = false: GOTRUE_EXTERNAL_EMAIL_ENABLED=false
  if (email && c.cfg.signup && !c.cfg.signup.email) throw badRequest('email_provider_disabled', 'Email signups are disabled');
  if (!c.cfg.mailerAutoconfirm) {
    c.json(200, await signupWithConfirmation(c, body, email, phone, password, data));
    return;
  }
  const session = await throttled(c, email, async () => {
    if (!password) throw badRequest('validation_failed', 'Signup requires a valid password');
    checkPasswordStrength(password, c.cfg.passwordMinLength, c.cfg.passwordRequirements);
    if (email && phone) throw badRequest('validation_failed', 'Only an email address or phone number should be provided on signup.');
    if (!email) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    const address = validateEmail(email);
    // Hash outside the transaction: bcrypt is slow and PGlite has one connection.
    const hash = await hashPassword(password);
    return authTx(c.db, async (tx) => {
      if (await isDuplicatedEmail(tx, address)) throw unprocessable('user_already_exists', 'User already registered');
      const user = await insertUser(tx, {
        email: address,
        passwordHash: hash,
        userMetadata: data,
        appMetadata: EMAIL_APP_METADATA(),
        role: DEFAULT_ROLE,
        metadataFromIdentity: true,
        confirm: true, // mailer_autoconfirm, as `supabase start` runs it
        actor: null,
        auditAction: 'user_signedup',
        ip: c.info.ip,
      });
      await audit(tx, actorOf(user), 'login', { provider: 'email' }, c.info.ip);
      return issueSession(tx, c.cfg, user, 'password', c.info);
    });
  });
  c.json(200, session);
}

/**
 * Sign-up with MAILER_AUTOCONFIRM off: the account is created unconfirmed and a confirmation link
 * is mailed; the answer is the bare User (no session). An address that already has a confirmed
 * account gets an obfuscated look-alike user and no mail (as GoTrue, so sign-up cannot be used to
 * find out who has an account); an unconfirmed one gets its confirmation again.
 */
async function signupWithConfirmation(c: Call, body: JsonObject, email: string, phone: string, password: string, data: JsonObject): Promise<JsonObject> {
  return throttled(c, email, async () => {
    if (!password) throw badRequest('validation_failed', 'Signup requires a valid password');
    checkPasswordStrength(password, c.cfg.passwordMinLength, c.cfg.passwordRequirements);
    if (email && phone) throw badRequest('validation_failed', 'Only an email address or phone number should be provided on signup.');
    if (!email) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    const address = validateEmail(email);
    const pkce = pkceParams(body);
    const redirectTo = safeRedirect(c.cfg, c.query('redirect_to'));
    const hash = await hashPassword(password);
    let mail: MailMessage | null = null;
    const out = await authTx(c.db, async (tx) => {
      let user = await findUserByEmail(tx, address);
      if (user?.email_confirmed_at) {
        await audit(tx, actorOf(user), 'user_repeated_signup', { provider: 'email' }, c.info.ip);
        return obfuscatedUser(user, data);
      }
      if (!user) {
        user = await insertUser(tx, {
          email: address, passwordHash: hash, userMetadata: data, appMetadata: EMAIL_APP_METADATA(), role: DEFAULT_ROLE,
          metadataFromIdentity: true, confirm: false, actor: null, auditAction: 'user_signedup', ip: c.info.ip,
        });
      }
      await audit(tx, actorOf(user), 'user_confirmation_requested', null, c.info.ip);
      mail = await createOtp(tx, c.cfg, user, 'signup', address, redirectTo, pkce, c.state);
      return loadUserJson(tx, user.id);
    });
    if (mail) await c.state.mailer.send(mail);
    if (!out) throw badRequest('unexpected_failure', 'Database error loading user after sign-up');
    return out;
  });
}

/** GoTrue's sanitizeUser: what a repeated sign-up of a confirmed address answers. */
function obfuscatedUser(user: import('./users.ts').UserRow, data: JsonObject): JsonObject {
  const now = new Date().toISOString();
  return userJson({
    ...user,
    id: crypto.randomUUID(),
    role: '',
    email_change: null,
    phone: null,
    created_at: now,
    updated_at: now,
    confirmation_sent_at: now,
    last_sign_in_at: null,
    confirmed_at: null,
    email_change_sent_at: null,
    email_confirmed_at: null,
    phone_confirmed_at: null,
    recovery_sent_at: null,
    invited_at: null,
    raw_user_meta_data: data,
    raw_app_meta_data: EMAIL_APP_METADATA(),
  }, []);
}

export async function token(c: Call): Promise<void> {
  const grant = c.query('grant_type');
  // token.go Token: an unknown grant is refused first, then performRateLimiting with the web3
  // limiter ([auth.rate_limit] web3) for web3 and the Token one (token_refresh) for every other grant.
  if (!['password', 'refresh_token', 'pkce', 'id_token', 'web3'].includes(grant)) throw badRequest('invalid_credentials', 'unsupported_grant_type');
  c.limitByAddress(grant === 'web3' ? 'web3' : 'token');
  if (grant === 'password') return passwordGrant(c);
  if (grant === 'refresh_token') {
    const body = await c.body();
    c.json(200, await refreshTokenGrant(c.db, c.cfg, str(body, 'refresh_token'), c.info));
    return;
  }
  if (grant === 'pkce') return pkceGrant(c);
  if (grant === 'id_token') return idTokenGrant(c);
  if (grant === 'web3') return web3Grant();
  throw badRequest('invalid_credentials', 'unsupported_grant_type');
}

/** POST /token?grant_type=pkce {auth_code, code_verifier}: exchangeCodeForSession. */
async function pkceGrant(c: Call): Promise<void> {
  const body = await c.body();
  const authCode = str(body, 'auth_code');
  const verifier = str(body, 'code_verifier');
  const session = await authTx(c.db, async (tx) => {
    const { userId, method } = await consumeAuthCode(tx, authCode, verifier);
    const user = await findUserById(tx, userId);
    if (!user) throw notFound('user_not_found', 'User not found');
    if (user.banned) throw badRequest('user_banned', 'User is banned');
    await audit(tx, actorOf(user), 'login', { provider: 'email' }, c.info.ip);
    return issueSession(tx, c.cfg, user, method, c.info);
  });
  c.json(200, session);
}

async function passwordGrant(c: Call): Promise<void> {
  const body = await c.body();
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  const password = str(body, 'password');
  if (email && phone) throw badRequest('validation_failed', 'Only an email address or phone number should be provided on login.');
  if (!email && !phone) throw badRequest('validation_failed', 'missing email or phone');
  if (!email) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  // config.toml [auth.email] enable_signup = false is GOTRUE_EXTERNAL_EMAIL_ENABLED=false: no e-mail logins
  if (c.cfg.signup && !c.cfg.signup.email) throw badRequest('email_provider_disabled', 'Email logins are disabled');
  const session = await throttled(c, email, async () => {
    const user = await authTx(c.db, (tx) => findUserByEmail(tx, email));
    const hash = user?.encrypted_password || null;
    // Always pay for one bcrypt comparison, so unknown e-mails answer as slowly as wrong passwords.
    const valid = await verifyPassword(password, hash);
    if (!user || !hash) throw badRequest('invalid_credentials', INVALID_LOGIN);
    if (user.banned) throw badRequest('user_banned', 'User is banned');
    if (!valid) throw badRequest('invalid_credentials', INVALID_LOGIN);
    if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
    const out: AccessTokenResponse = await authTx(c.db, async (tx) => {
      await audit(tx, actorOf(user), 'login', { provider: 'email' }, c.info.ip);
      return issueSession(tx, c.cfg, user, 'password', c.info);
    });
    const weak = weakPasswordInfo(password, c.cfg.passwordMinLength, c.cfg.passwordRequirements);
    if (weak) out.weak_password = weak;
    return out;
  });
  c.json(200, session);
}

export async function getUser(c: Call): Promise<void> {
  const auth = await authenticate(c.db, c.cfg, c.req);
  const aud = auth.claims.aud;
  const first = Array.isArray(aud) ? aud[0] : aud;
  if (first !== (auth.user.aud ?? '')) throw badRequest('validation_failed', "Token audience doesn't match request audience");
  const user = await authTx(c.db, (tx) => loadUserJson(tx, auth.user.id));
  c.json(200, user);
}

export async function updateUser(c: Call): Promise<void> {
  const auth = await authenticate(c.db, c.cfg, c.req);
  // api.go: requireAuthentication, then the User limiter ([auth.rate_limit] sign_in_sign_ups)
  c.limitByAddress('user');
  const body = await c.body();
  const rawEmail = str(body, 'email');
  const password = optStr(body, 'password');
  const data = obj(body, 'data');
  const appData = obj(body, 'app_metadata');
  const phone = str(body, 'phone');
  const email = rawEmail ? validateEmail(rawEmail) : '';
  if (phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  if (password !== undefined) checkPasswordStrength(password, c.cfg.passwordMinLength, c.cfg.passwordRequirements);
  if (appData !== undefined && !isAdminRole(auth.user.role)) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  }
  const changingEmail = email !== '' && email !== (auth.user.email ?? '');
  const pkce = changingEmail ? pkceParams(body) : null;
  let newHash: string | null = null;
  if (password !== undefined && password !== '') {
    const current = auth.user.encrypted_password;
    if (current && (await verifyPassword(password, current))) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    newHash = await hashPassword(password);
  }
  let mail: MailMessage | null = null;
  const user = await authTx(c.db, async (tx) => {
    if (changingEmail && (await isDuplicatedEmail(tx, email, auth.user.id))) throw unprocessable('email_exists', DUPLICATE_EMAIL_MSG);
    if (newHash !== null) {
      await setPassword(tx, auth.user.id, newHash);
      // A new password signs the user out of their other sessions (UpdatePassword).
      if (auth.sessionId) await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [auth.user.id, auth.sessionId]);
      else await tx.query(`delete from auth.sessions where user_id = $1`, [auth.user.id]);
      await audit(tx, actorOf(auth.user), 'user_updated_password', null, c.info.ip);
    }
    if (data !== undefined) await updateMetadata(tx, auth.user.id, 'raw_user_meta_data', data);
    if (appData !== undefined) await updateMetadata(tx, auth.user.id, 'raw_app_meta_data', appData);
    if (changingEmail) {
      // Secure e-mail change with a single confirmation: a link to the new address confirms it.
      mail = await createOtp(tx, c.cfg, auth.user, 'email_change', email, safeRedirect(c.cfg, c.query('redirect_to')), pkce, c.state);
    }
    await audit(tx, actorOf(auth.user), 'user_modified', null, c.info.ip);
    return loadUserJson(tx, auth.user.id);
  });
  if (mail) await c.state.mailer.send(mail);
  c.json(200, user);
}

export async function signOut(c: Call): Promise<void> {
  const raw = c.url.searchParams.get('scope') ?? '';
  if (raw !== '' && raw !== 'global' && raw !== 'local' && raw !== 'others') {
    throw badRequest('validation_failed', `Unsupported logout scope "${raw}"`);
  }
  const scope: LogoutScope = raw === '' ? 'global' : raw;
  const auth = await authenticate(c.db, c.cfg, c.req);
  await logout(c.db, auth, scope, c.info);
  c.noContent();
}

export async function recover(c: Call): Promise<void> {
  const body = await c.body();
  const raw = str(body, 'email');
  if (!raw) throw badRequest('validation_failed', 'Password recovery requires an email');
  const email = validateEmail(raw);
  const pkce = pkceParams(body);
  const redirectTo = safeRedirect(c.cfg, c.query('redirect_to') || str(body, 'redirect_to'));
  const mail = await authTx(c.db, async (tx) => {
    const user = await findUserByEmail(tx, email);
    // Unknown addresses get the same 200, so the endpoint cannot be used to probe for accounts.
    if (!user) return null;
    await audit(tx, actorOf(user), 'user_recovery_requested', null, c.info.ip);
    return createOtp(tx, c.cfg, user, 'recovery', user.email ?? email, redirectTo, pkce, c.state);
  });
  if (mail) await c.state.mailer.send(mail);
  c.json(200, {});
}

/**
 * Verifies and signs in: the session GoTrue issues after a valid link or code, or `pending` when it
 * was the first of the two confirmations a secure e-mail change waits for (no session then).
 */
async function verifyAndSignIn(
  c: Call,
  type: ReturnType<typeof parseVerifyType>,
  by: { tokenHash: string } | { email: string; otp: string },
  method: AuthMethod | null,
): Promise<{ session: AccessTokenResponse; kind: OtpType } | { pending: true } | null> {
  return authTx(c.db, async (tx) => {
    const found = await findByOtp(tx, type, by, c.cfg.emailOtp?.expiry);
    if (!found) return null;
    if (await acceptOneOfTwo(tx, c.cfg, found)) return { pending: true as const };
    await applyVerification(tx, found.user, found.kind);
    const user = await findUserById(tx, found.user.id);
    if (!user) return null;
    const action = found.kind === 'invite' ? 'invite_accepted' : found.kind === 'signup' ? 'user_signedup' : 'login';
    await audit(tx, actorOf(user), action, { provider: 'email' }, c.info.ip);
    return { session: await issueSession(tx, c.cfg, user, method ?? methodFor(found.kind), c.info), kind: found.kind };
  });
}

/**
 * GET /verify: the e-mailed link. Implicit flow: redirects with the session (or the error) in the
 * URL fragment. PKCE flow (a `pkce_` token): redirects with `?code=<auth code>` for the client that
 * holds the verifier to exchange (POST /token?grant_type=pkce); errors go in the query and fragment.
 */
export async function verifyGet(c: Call): Promise<void> {
  const redirectTo = safeRedirect(c.cfg, c.query('redirect_to'));
  const type = parseVerifyType(c.query('type'));
  if (type === 'email') throw badRequest('validation_failed', 'Unsupported verification type');
  const token = c.query('token');
  if (token.startsWith(PKCE_PREFIX)) {
    const code = await authTx(c.db, async (tx): Promise<{ code: string } | { pending: true } | { error: 'otp_expired' | 'flow_state_not_found' }> => {
      const found = await findByOtp(tx, type, { tokenHash: token }, c.cfg.emailOtp?.expiry);
      if (!found) return { error: 'otp_expired' };
      if (await acceptOneOfTwo(tx, c.cfg, found)) return { pending: true };
      const authCode = await issueAuthCode(tx, found.user.id, methodFor(found.kind));
      if (!authCode) return { error: 'flow_state_not_found' };
      await applyVerification(tx, found.user, found.kind);
      const action = found.kind === 'signup' ? 'user_signedup' : 'login';
      await audit(tx, actorOf(found.user), action, { provider: 'email' }, c.info.ip);
      return { code: authCode };
    });
    if ('pending' in code) {
      redirectWithMessage(c, redirectTo, true);
      return;
    }
    const u = new URL(redirectTo);
    if ('code' in code) {
      u.searchParams.set('code', code.code);
      c.redirect(u.toString());
      return;
    }
    const message = code.error === 'otp_expired' ? 'Email link is invalid or has expired' : 'Flow state not found';
    const err = new URLSearchParams({ error: 'access_denied', error_code: code.error, error_description: message });
    for (const [k, v] of err) u.searchParams.set(k, v);
    u.hash = err.toString();
    c.redirect(u.toString());
    return;
  }
  const out = await verifyAndSignIn(c, type, { tokenHash: token }, null);
  if (out && 'pending' in out) {
    redirectWithMessage(c, redirectTo, false);
    return;
  }
  const params = new URLSearchParams();
  if (!out) {
    params.set('error', 'access_denied');
    params.set('error_code', 'otp_expired');
    params.set('error_description', 'Email link is invalid or has expired');
  } else {
    params.set('access_token', out.session.access_token);
    params.set('token_type', out.session.token_type);
    params.set('expires_in', String(out.session.expires_in));
    params.set('expires_at', String(out.session.expires_at));
    params.set('refresh_token', out.session.refresh_token);
    params.set('type', type);
  }
  params.set('sb', '');
  params.sort(); // Go's url.Values.Encode sorts the keys
  c.redirect(`${redirectTo}#${params.toString()}`);
}

/**
 * prepRedirectURL (verify.go) for the first of two e-mail change confirmations: the message in the
 * fragment with `sb`, and in the query too in the PKCE flow.
 */
function redirectWithMessage(c: Call, redirectTo: string, pkce: boolean): void {
  const u = new URL(redirectTo);
  if (pkce) u.searchParams.set('message', SINGLE_CONFIRMATION_ACCEPTED);
  u.hash = new URLSearchParams({ message: SINGLE_CONFIRMATION_ACCEPTED, sb: '' }).toString();
  c.redirect(u.toString());
}

/** POST /verify: verifyOtp({type, token_hash}) or verifyOtp({type, email, token}). */
export async function verifyPost(c: Call): Promise<void> {
  const body = await c.body();
  const type = parseVerifyType(str(body, 'type'));
  const hash = str(body, 'token_hash');
  const otp = str(body, 'token');
  const rawEmail = str(body, 'email');
  if (str(body, 'phone')) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  let out;
  if (hash) {
    out = await verifyAndSignIn(c, type, { tokenHash: hash }, 'otp');
    if (!out) throw forbidden('otp_expired', 'Email link is invalid or has expired');
  } else if (otp && rawEmail) {
    // A 6-digit code can be guessed: wrong codes are throttled like wrong passwords.
    const email = validateEmail(rawEmail);
    out = await throttled(c, email, async () => {
      const found = await verifyAndSignIn(c, type, { email, otp }, 'otp');
      if (!found) throw forbidden('otp_expired', 'Token has expired or is invalid');
      return found;
    });
  } else {
    throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  }
  if ('pending' in out) {
    c.json(200, { msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' });
    return;
  }
  c.json(200, out.session);
}

/** POST /otp (signInWithOtp with an e-mail): a magic link, creating the account if allowed. */
export async function otp(c: Call): Promise<void> {
  const body = await c.body();
  const pkce = pkceParams(body);
  if (str(body, 'phone')) throw badRequest('phone_provider_disabled', 'Unsupported phone provider'); // GoTrue's SmsOtp: 400
  const raw = str(body, 'email');
  if (!raw) throw badRequest('validation_failed', 'An email address is required');
  const email = validateEmail(raw);
  const createUser = bool(body, 'create_user') ?? true;
  const data = obj(body, 'data') ?? {};
  const redirectTo = safeRedirect(c.cfg, c.query('redirect_to'));
  const mail = await authTx(c.db, async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (!user) {
      if (!createUser) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
      if (c.cfg.signup && !c.cfg.signup.enabled) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
      // GoTrue signs the address up (no usable password) and mails a magic link; without
      // auto-confirm the account is unconfirmed and the mail is a sign-up confirmation.
      user = await insertUser(tx, {
        email, passwordHash: '', userMetadata: data, appMetadata: EMAIL_APP_METADATA(), role: DEFAULT_ROLE,
        metadataFromIdentity: true, confirm: c.cfg.mailerAutoconfirm, actor: null, auditAction: 'user_signedup', ip: c.info.ip,
      });
    }
    await audit(tx, actorOf(user), 'user_recovery_requested', null, c.info.ip);
    return createOtp(tx, c.cfg, user, user.email_confirmed_at ? 'magiclink' : 'signup', email, redirectTo, pkce, c.state);
  });
  await c.state.mailer.send(mail);
  c.json(200, {});
}

export function settings(c: Call): void {
  const providers = [
    'anonymous_users', 'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'figma', 'fly', 'github', 'gitlab', 'google',
    'keycloak', 'kakao', 'linkedin', 'linkedin_oidc', 'notion', 'spotify', 'slack', 'slack_oidc', 'workos', 'twitch',
    'twitter', 'email', 'phone', 'zoom',
  ];
  const external: Record<string, boolean> = {};
  for (const p of providers) external[p] = (p === 'email' && (c.cfg.signup?.email ?? true)) || (p === 'anonymous_users' && c.cfg.anonymousSignIns);
  c.json(200, {
    external,
    disable_signup: !(c.cfg.signup?.enabled ?? true),
    mailer_autoconfirm: c.cfg.mailerAutoconfirm,
    phone_autoconfirm: false,
    sms_provider: 'twilio',
    saml_enabled: false,
    passkeys_enabled: false,
  });
}

export function health(c: Call): void {
  c.json(200, { version: 'v2.189.0', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API (supabase-local)' });
}

// ------------------------------------------------------------------------------------------
// Shared with admin.ts

export const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

function isAdminRole(role: string | null): boolean {
  return role !== null && ADMIN_ROLES.has(role);
}

/** User.UpdatePassword: the new hash, and every pending one-time token dropped. */
export async function setPassword(tx: import('../db/index.ts').Queryable, userId: string, hash: string): Promise<void> {
  await tx.query(
    `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null, recovery_token = '',
        recovery_sent_at = null, email_change_token_current = '', email_change_token_new = '', email_change_sent_at = null,
        phone_change_token = '', phone_change_sent_at = null, reauthentication_token = '', reauthentication_sent_at = null,
        updated_at = now()
      where id = $1`,
    [userId, hash],
  );
  await tx.query(`delete from auth.one_time_tokens where user_id = $1`, [userId]);
}

export async function updateMetadata(
  tx: import('../db/index.ts').Queryable,
  userId: string,
  column: 'raw_user_meta_data' | 'raw_app_meta_data',
  updates: JsonObject,
): Promise<void> {
  const r = await tx.query<{ m: JsonObject | null }>(`select ${column} as m from auth.users where id = $1 for update`, [userId]);
  const merged = mergeMetadata(r.rows[0]?.m ?? null, updates);
  await tx.query(`update auth.users set ${column} = $2::jsonb, updated_at = now() where id = $1`, [userId, JSON.stringify(merged)]);
}

// GoTrue endpoints beyond e-mail + password (issue 18): POST /resend, GET /reauthenticate,
// anonymous sign-ins by configuration (AUTH_ANONYMOUS_USERS), and — for every feature a new hosted
// project has switched off and this server does not offer — GoTrue's own answer for a disabled
// feature (status, error_code, message as in supabase/auth internal/api), never a 404 of its own.
import crypto from 'node:crypto';
import { authTx } from './db.ts';
import { AuthError, badRequest, notFound, unprocessable } from './errors.ts';
import { checkSendFrequency, createOtp, newOtp, replaceOneTimeToken, takeEmailSend, tokenHash, type MailMessage, type OtpType } from './mail.ts';
import { pkceParams } from './pkce.ts';
import { authenticate, issueSession, issuer } from './sessions.ts';
import { obj, safeRedirect, str, type Call } from './call.ts';
import { actorOf, audit, findUserByEmail, findUserById, validateEmail } from './users.ts';
import { requireAdmin } from './admin.ts';

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

// ---------------------------------------------------------------------------------------------
// POST /resend (internal/api/resend.go): signup and email_change by e-mail; sms / phone_change are
// phone features (disabled). Unknown addresses, confirmed sign-ups and no pending change: 200 {}.

export async function resend(c: Call): Promise<void> {
  const body = await c.body();
  const type = str(body, 'type');
  const rawEmail = str(body, 'email');
  const phone = str(body, 'phone');
  if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
    throw badRequest('validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
  }
  const pkce = type === 'signup' || type === 'email_change' ? pkceParams(body) : null;
  if (!rawEmail && type === 'signup') throw badRequest('validation_failed', 'Type provided requires an email address');
  if (!phone && type === 'sms') throw badRequest('validation_failed', 'Type provided requires a phone number');
  if (rawEmail && phone) throw badRequest('validation_failed', 'Only an email address or phone number should be provided.');
  if (phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  if (!rawEmail) throw badRequest('validation_failed', 'Missing email address or phone number');
  const email = validateEmail(rawEmail);
  const redirectTo = safeRedirect(c.cfg, c.query('redirect_to') || str(body, 'redirect_to'));
  const mail = await authTx(c.db, async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return null;
    if (type === 'signup') {
      if (user.email_confirmed_at) return null;
      await audit(tx, actorOf(user), 'user_confirmation_requested', null, c.info.ip);
      return createOtp(tx, c.cfg, user, 'signup', user.email ?? email, redirectTo, pkce, c.state);
    }
    if (type === 'email_change') {
      if (!user.email_change) return null;
      return createOtp(tx, c.cfg, user, 'email_change', user.email_change, redirectTo, pkce, c.state);
    }
    return null; // sms / phone_change for an e-mail address: nothing pending
  });
  if (mail) await c.state.mailer.send(mail);
  c.json(200, {});
}

// ---------------------------------------------------------------------------------------------
// GET /reauthenticate (internal/api/reauthenticate.go): mails the signed-in user a 6-digit nonce
// (GoTrue's default "Confirm reauthentication" template) kept in reauthentication_token. The nonce
// only matters with "secure password change" on, which a new project has off (as here).

export async function reauthenticate(c: Call): Promise<void> {
  const auth = await authenticate(c.db, c.cfg, c.req);
  const user = auth.user;
  // Only requireAuthentication guards /reauthenticate (internal/api/api.go), so an anonymous user
  // meets the handler's first check (reauthenticate.go: NewBadRequestError validation_failed).
  if (!user.email && !user.phone) throw badRequest('validation_failed', 'Reauthentication requires the user to have an email or a phone number');
  if (!user.email) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  if (!user.email_confirmed_at) throw unprocessable('email_not_confirmed', 'Please verify your email first.');
  const email = user.email;
  const otp = newOtp(c.cfg.emailOtp?.length);
  const hash = tokenHash(email, otp);
  await authTx(c.db, async (tx) => {
    // sendReauthenticationOtp: max_frequency on reauthentication_sent_at, then sendEmail's limit
    await checkSendFrequency(tx, c.cfg, user.id, 'reauthentication_sent_at');
    takeEmailSend(c.state);
    await tx.query(`update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1`, [user.id, hash]);
    await replaceOneTimeToken(tx, user.id, 'reauthentication_token', hash, email);
    await audit(tx, actorOf(user), 'user_reauthenticate_requested', null, c.info.ip);
  });
  const msg: MailMessage = {
    id: crypto.randomUUID(),
    type: 'reauthentication' as OtpType,
    to: email,
    subject: 'Confirm reauthentication',
    text: `Confirm reauthentication\n\nEnter the code: ${otp}\n`,
    html: `<h2>Confirm reauthentication</h2>\n\n<p>Enter the code: ${otp}</p>\n`,
    link: `${issuer(c.cfg)}/reauthenticate`,
    otp,
    token_hash: hash,
    redirect_to: '',
    flow: 'implicit',
    created_at: new Date().toISOString(),
  } as MailMessage;
  try {
    await c.state.mailer.send(msg);
  } catch (e) {
    if (e instanceof AuthError) throw new AuthError(500, 'unexpected_failure', 'Error sending reauthentication email');
    throw e;
  }
  c.json(200, {});
}

// ---------------------------------------------------------------------------------------------
// Anonymous sign-ins (POST /signup with neither email nor phone): off answers 422
// anonymous_provider_disabled; on creates an is_anonymous user without identity and signs it in.

export async function signupAnonymously(c: Call, data: Record<string, unknown>): Promise<void> {
  if (!c.cfg.anonymousSignIns) throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  // api.go /signup: the AnonymousSignIns limiter ([auth.rate_limit] anonymous_users an hour) after that check
  c.limitByAddress('anonymous');
  const id = crypto.randomUUID();
  const session = await authTx(c.db, async (tx) => {
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
         created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change, is_sso_user, is_anonymous)
       values ($1, $2, 'authenticated', '', null, '', '{}'::jsonb, $3::jsonb, now(), now(), '', '', '', '', false, true)`,
      [NIL_UUID, id, JSON.stringify(data ?? {})],
    ).catch((e) => {
      const err = new AuthError(500, 'unexpected_failure', 'Database error creating anonymous user');
      err.cause = e;
      throw err;
    });
    await tx.query(`update auth.users set role = 'authenticated', updated_at = now() where id = $1`, [id]);
    await audit(tx, { id, username: '' }, 'user_signedup', { provider: 'anonymous' }, c.info.ip);
    const user = await findUserById(tx, id);
    if (!user) throw new AuthError(500, 'unexpected_failure', 'Database error creating anonymous user');
    return issueSession(tx, c.cfg, user, 'anonymous', c.info);
  });
  c.json(200, session);
}


// ---------------------------------------------------------------------------------------------
// Features off, answered as GoTrue answers with them off.

const disabled = (status: number, code: string, message: string) => () => { throw new AuthError(status, code, message); };

/** [method ('*' any), path pattern, handler] for what a new hosted project has switched off. */
export const DISABLED_ROUTES: { method: string; pattern: RegExp; handler: () => never }[] = [
  // SAML SSO (requireSAMLEnabled): 404 saml_provider_disabled
  { method: '*', pattern: /^\/sso(\/.*)?$/, handler: disabled(404, 'saml_provider_disabled', 'SAML 2.0 is disabled') },
  { method: '*', pattern: /^\/admin\/sso(\/.*)?$/, handler: disabled(404, 'saml_provider_disabled', 'SAML 2.0 is disabled') },
  // Identity linking (requireManualLinkingEnabled): 404 manual_linking_disabled
  { method: '*', pattern: /^\/user\/identities(\/.*)?$/, handler: disabled(404, 'manual_linking_disabled', 'Manual linking is disabled') },
  // Passkeys (requirePasskeyEnabled): 404 passkey_disabled
  { method: '*', pattern: /^\/passkeys(\/.*)?$/, handler: disabled(404, 'passkey_disabled', 'Passkeys are disabled') },
  // The OAuth 2.1 server and its admin API (requireOAuthServerEnabled): 404 feature_disabled
  { method: '*', pattern: /^\/(admin\/)?oauth(\/.*)?$/, handler: disabled(404, 'feature_disabled', 'OAuth server is disabled') },
  { method: '*', pattern: /^\/user\/oauth(\/.*)?$/, handler: disabled(404, 'feature_disabled', 'OAuth server is disabled') },
  // Custom OAuth providers (requireCustomOAuthEnabled)
  { method: '*', pattern: /^\/admin\/custom-providers(\/.*)?$/, handler: disabled(404, 'feature_disabled', 'Custom OAuth providers are disabled') },
  // SCIM (requireSCIMEnabled)
  { method: '*', pattern: /^\/scim\/v2(\/.*)?$/, handler: disabled(404, 'feature_disabled', 'SCIM server is disabled') },
  // MFA: phone and WebAuthn are off (mfa.ts answers GoTrue's 422); recovery codes are not offered.
  { method: '*', pattern: /^\/factors\/recovery-codes(\/.*)?$/, handler: disabled(404, 'mfa_factor_not_found', 'Factor not found') },
  // OAuth sign-in with a provider: none is enabled
  { method: 'GET', pattern: /^\/authorize$/, handler: disabled(400, 'validation_failed', 'Unsupported provider: provider is not enabled') },
  { method: '*', pattern: /^\/callback$/, handler: disabled(400, 'validation_failed', 'Unsupported provider: provider is not enabled') },
];

// ---------------------------------------------------------------------------------------------
// POST /token grants for features that are off: id_token (no OIDC provider enabled) and web3.

const ISSUERS: Record<string, string> = {
  apple: 'https://appleid.apple.com',
  google: 'https://accounts.google.com',
  azure: 'https://login.microsoftonline.com/common/v2.0',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
};

export async function idTokenGrant(c: Call): Promise<never> {
  const body = await c.body();
  const idToken = str(body, 'id_token');
  const provider = str(body, 'provider');
  const issuerParam = str(body, 'issuer');
  if (!idToken) throw badRequest('validation_failed', 'id_token required');
  if (!provider && (!str(body, 'client_id') || !issuerParam)) throw badRequest('validation_failed', 'provider or client_id and issuer required');
  const known = Object.entries(ISSUERS).find(([name, iss]) => provider === name || issuerParam === iss);
  if (!known) throw badRequest('validation_failed', `Custom OIDC provider ${JSON.stringify(provider)} not allowed`);
  throw new AuthError(400, 'provider_disabled', `Provider (issuer ${JSON.stringify(known[1])}) is not enabled`);
}

export function web3Grant(): never {
  throw unprocessable('web3_provider_disabled', 'Web3 provider is disabled');
}

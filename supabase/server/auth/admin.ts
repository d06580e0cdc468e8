// GoTrue's admin API (internal/api/admin.go, invite.go, mail.go adminGenerateLink), which
// supabase-js' `auth.admin.*` calls with the service-role key. Any other bearer gets
// 403 not_admin "User not allowed"; none at all 401 no_authorization.
import { randomBytes } from 'node:crypto';
import { authTx } from './db.ts';
import { AuthError, badRequest, forbidden, internal, notFound, unprocessable } from './errors.ts';
import { ADMIN_ROLES, setPassword, updateMetadata } from './handlers.ts';
import { createEmailChangeLink, createOtp, type OtpType } from './mail.ts';
import { checkPasswordStrength, hashPassword } from './password.ts';
import { bearerClaims, deleteAllSessions } from './sessions.ts';
import { bool, obj, optStr, safeRedirect, str, type Call } from './call.ts';
import {
  ADMIN_ACTOR, AUDIENCE, audit, confirmUser, createUser, DEFAULT_ROLE, DUPLICATE_EMAIL_MSG, findUserByEmail, findUserById,
  insertUser, isDuplicatedEmail, loadIdentities, loadUserJson, userJson, UUID_RE, validateEmail, type JsonObject, type UserRow,
} from './users.ts';
import { toPgError } from '../db/index.ts';

export function requireAdmin(c: Call): void {
  const { claims } = bearerClaims(c.cfg, c.req);
  const role = typeof claims.role === 'string' ? claims.role : '';
  if (!ADMIN_ROLES.has(role)) throw forbidden('not_admin', 'User not allowed');
}

// Go's time.ParseDuration units, for ban_duration ("24h", "1h30m", "none").
const UNIT_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, 'µs': 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

function bannedUntil(raw: string): Date | null {
  if (raw === 'none') return null;
  const re = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/gy;
  let ms = 0;
  let matched = 0;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    ms += Number(m[1]) * UNIT_MS[m[2]];
    matched = re.lastIndex;
  }
  if (!raw || matched !== raw.length) throw badRequest('validation_failed', `invalid format for ban duration: time: invalid duration "${raw}"`);
  return ms === 0 ? null : new Date(Date.now() + ms);
}

async function loadTarget(c: Call, id: string): Promise<UserRow> {
  if (!UUID_RE.test(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await authTx(c.db, (tx) => findUserById(tx, id));
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

function refusePhone(body: JsonObject): void {
  if (str(body, 'phone')) throw badRequest('validation_failed', 'Phone numbers are not supported by the local auth server');
}

/** GET /admin/users?page=&per_page=&filter= with GoTrue's X-Total-Count and Link headers. */
export async function listUsers(c: Call): Promise<void> {
  requireAdmin(c);
  const parse = (name: string, dflt: number): number => {
    const raw = c.query(name);
    if (raw === '') return dflt;
    if (!/^\d+$/.test(raw)) throw badRequest('validation_failed', `Bad Pagination Parameters: strconv.ParseUint: parsing "${raw}": invalid syntax`);
    return Number(raw);
  };
  const page = Math.max(parse('page', 1), 1);
  const perPage = Math.max(parse('per_page', 50), 1);
  const filter = c.query('filter');
  const { users, total } = await authTx(c.db, async (tx) => {
    const where = `(u.instance_id is null or u.instance_id = '00000000-0000-0000-0000-000000000000') and u.aud = $1
      and ($2 = '' or u.email like '%' || $2 || '%' or u.raw_user_meta_data->>'full_name' ilike '%' || $2 || '%')`;
    const count = await tx.query<{ n: number }>(`select count(*)::int as n from auth.users u where ${where}`, [AUDIENCE, filter]);
    const ids = await tx.query<{ id: string }>(
      `select u.id::text as id from auth.users u where ${where} order by u.created_at desc, u.id limit $3 offset $4`,
      [AUDIENCE, filter, perPage, (page - 1) * perPage],
    );
    const rows: UserRow[] = [];
    for (const r of ids.rows) {
      const u = await findUserById(tx, r.id);
      if (u) rows.push(u);
    }
    const identities = await loadIdentities(tx, rows.map((u) => u.id));
    return { users: rows.map((u) => userJson(u, identities.get(u.id) ?? [])), total: Number(count.rows[0].n) };
  });
  const lastPage = Math.ceil(total / perPage);
  const links: string[] = [];
  if (page < lastPage) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`);
  c.json(200, { users, aud: AUDIENCE }, { 'X-Total-Count': String(total), Link: links.join(', ') });
}

export async function getUserById(c: Call, id: string): Promise<void> {
  requireAdmin(c);
  const user = await loadTarget(c, id);
  c.json(200, await authTx(c.db, (tx) => loadUserJson(tx, user.id)));
}

/** POST /admin/users (auth.admin.createUser). */
export async function createUserHandler(c: Call): Promise<void> {
  requireAdmin(c);
  const body = await c.body();
  const email = str(body, 'email');
  if (!email && !str(body, 'phone')) throw badRequest('validation_failed', 'Cannot create a user without either an email or phone');
  refusePhone(body);
  const ban = optStr(body, 'ban_duration');
  const user = await createUser(c.db, {
    email,
    password: optStr(body, 'password'),
    passwordHash: optStr(body, 'password_hash'),
    emailConfirm: bool(body, 'email_confirm') ?? false,
    userMetadata: obj(body, 'user_metadata'),
    appMetadata: obj(body, 'app_metadata'),
    role: optStr(body, 'role'),
    id: optStr(body, 'id'),
    bannedUntil: ban ? bannedUntil(ban) : null,
    passwordMinLength: c.cfg.passwordMinLength,
    passwordRequirements: c.cfg.passwordRequirements,
  }, c.info.ip);
  c.json(200, user);
}

/** PUT /admin/users/:id (auth.admin.updateUserById). */
export async function updateUserById(c: Call, id: string): Promise<void> {
  requireAdmin(c);
  const target = await loadTarget(c, id);
  const body = await c.body();
  refusePhone(body);
  const rawEmail = str(body, 'email');
  const email = rawEmail ? validateEmail(rawEmail) : '';
  const password = optStr(body, 'password');
  const ban = optStr(body, 'ban_duration');
  const until = ban ? bannedUntil(ban) : undefined;
  const userMeta = obj(body, 'user_metadata');
  const appMeta = obj(body, 'app_metadata');
  const role = optStr(body, 'role');
  const emailConfirm = bool(body, 'email_confirm') ?? false;
  let hash: string | null = null;
  if (password !== undefined) {
    checkPasswordStrength(password, c.cfg.passwordMinLength, c.cfg.passwordRequirements);
    hash = await hashPassword(password);
  }
  const user = await authTx(c.db, async (tx) => {
    if (email && email !== target.email && (await isDuplicatedEmail(tx, email, target.id))) {
      throw unprocessable('email_exists', DUPLICATE_EMAIL_MSG);
    }
    try {
      if (until !== undefined) await tx.query(`update auth.users set banned_until = $2, updated_at = now() where id = $1`, [target.id, until]);
      if (role) await tx.query(`update auth.users set role = $2, updated_at = now() where id = $1`, [target.id, role]);
      if (emailConfirm && !target.email_confirmed_at) await confirmUser(tx, target.id);
      if (hash !== null) {
        await setPassword(tx, target.id, hash);
        await deleteAllSessions(tx, target.id); // UpdatePassword without a session: sign out everywhere
      }
      if (email && email !== target.email) {
        await tx.query(`update auth.users set email = $2, updated_at = now() where id = $1`, [target.id, email]);
        const has = await tx.query(`select 1 from auth.identities where user_id = $1 and provider = 'email'`, [target.id]);
        if (has.rows.length) {
          await tx.query(
            `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
              where user_id = $1 and provider = 'email'`,
            [target.id, email],
          );
        } else {
          await tx.query(
            `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
             values (gen_random_uuid(), $1::text, $1::uuid, $2::jsonb, 'email', now(), now(), now())`,
            [target.id, JSON.stringify({ sub: target.id, email, email_verified: false, phone_verified: false })],
          );
        }
      }
      if (appMeta !== undefined) await updateMetadata(tx, target.id, 'raw_app_meta_data', appMeta);
      if (userMeta !== undefined) await updateMetadata(tx, target.id, 'raw_user_meta_data', userMeta);
      await audit(tx, ADMIN_ACTOR, 'user_modified', { user_id: target.id, user_email: email || target.email, user_phone: target.phone ?? '' }, c.info.ip);
    } catch (e) {
      if (e instanceof AuthError) throw e;
      const err = internal('Error updating user');
      err.cause = toPgError(e) ?? e;
      throw err;
    }
    return loadUserJson(tx, target.id);
  });
  c.json(200, user);
}

/** DELETE /admin/users/:id, hard by default, `should_soft_delete` obfuscates and keeps the row. */
export async function deleteUser(c: Call, id: string): Promise<void> {
  requireAdmin(c);
  const target = await loadTarget(c, id);
  // The body is optional here (GoTrue reads it only when present).
  const hasBody = Number(c.req.headers['content-length'] ?? 0) > 0 || c.req.headers['transfer-encoding'] !== undefined;
  const body = hasBody ? await c.body() : {};
  const soft = bool(body, 'should_soft_delete') ?? false;
  await authTx(c.db, async (tx) => {
    await audit(tx, ADMIN_ACTOR, 'user_deleted', { user_id: target.id, user_email: target.email ?? '', user_phone: target.phone ?? '' }, c.info.ip);
    try {
      if (!soft) {
        await tx.query(`delete from auth.users where id = $1`, [target.id]);
      } else if (!target.deleted_at) {
        // SoftDeleteUser: obfuscate what identifies the person, keep the row for foreign keys.
        await tx.query(
          `update auth.users set email = encode(sha256(convert_to(id::text || coalesce(email, ''), 'UTF8')), 'hex'),
              phone = null, encrypted_password = '', confirmation_token = '', recovery_token = '', email_change_token_new = '',
              email_change_token_current = '', email_change = '', phone_change = '', raw_user_meta_data = '{}'::jsonb,
              raw_app_meta_data = '{}'::jsonb, deleted_at = now(), updated_at = now()
            where id = $1`,
          [target.id],
        );
        await tx.query(
          `update auth.identities set provider_id = encode(sha256(convert_to(user_id::text || provider_id, 'UTF8')), 'hex'),
              identity_data = '{}'::jsonb, updated_at = now() where user_id = $1`,
          [target.id],
        );
        await deleteAllSessions(tx, target.id);
      }
    } catch (e) {
      const err = internal(soft ? 'Error soft deleting user' : 'Database error deleting user');
      err.cause = toPgError(e) ?? e;
      throw err;
    }
  });
  c.json(200, {});
}

/** POST /invite (auth.admin.inviteUserByEmail): an unconfirmed account and an invite link. */
export async function invite(c: Call): Promise<void> {
  requireAdmin(c);
  const body = await c.body();
  const email = validateEmail(str(body, 'email'));
  const data = obj(body, 'data') ?? {};
  const redirectTo = safeRedirect(c.cfg, c.query('redirect_to'));
  const { user, mail } = await authTx(c.db, async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (user?.email_confirmed_at) throw unprocessable('email_exists', DUPLICATE_EMAIL_MSG);
    if (!user) {
      user = await insertUser(tx, {
        email, passwordHash: '', userMetadata: data, appMetadata: { provider: 'email', providers: ['email'] }, role: DEFAULT_ROLE,
        // invite.go: createNewIdentity with the email claims only (the data stays in user_metadata)
        metadataFromIdentity: false, plainIdentity: true, confirm: false, invited: true, actor: ADMIN_ACTOR, auditAction: 'user_invited', ip: c.info.ip,
      });
    }
    const mail = await createOtp(tx, c.cfg, user, 'invite', email, redirectTo, null, c.state);
    return { user: await loadUserJson(tx, user.id), mail };
  });
  await c.state.mailer.send(mail);
  c.json(200, user);
}

/**
 * POST /admin/generate_link: the link and code an e-mail would carry, without sending it.
 * As GoTrue's adminGenerateLink (supabase/auth internal/api/mail.go; SignupParams.ToUserModel and
 * signupNewUser in internal/api/signup.go, NewIdentity in internal/models/identity.go):
 * - magiclink for an unknown address turns into a signup with a generated password
 *   (verification_type 'signup'); recovery for an unknown address is 404 user_not_found;
 * - a new user (signup, invite) gets user_metadata = `data` exactly as sent, app_metadata
 *   { provider: 'email', providers: ['email'] }, and one email identity whose identity_data is
 *   { sub, email, email_verified: false, phone_verified: false } only; unlike /signup there is no
 *   RemoveUnconfirmedIdentities, so user_metadata does not take the identity's claims;
 * - signup for an existing unconfirmed user merges `data` into user_metadata (UpdateUserMetaData:
 *   top-level keys, null deletes), invite for one leaves it alone; a confirmed one is 422 email_exists;
 * - email_change_current / email_change_new need an existing user (404 user_not_found) and a valid
 *   `new_email` not held by another user (validateEmail's 400, 422 email_exists); they set the
 *   pending change and one side's token (createEmailChangeLink), the link is type=email_change and
 *   verifies as a change asked for with PUT /user (mail.ts acceptOneOfTwo, applyVerification);
 * - the body is the User JSON with action_link, email_otp, hashed_token, verification_type and
 *   redirect_to at top level (GenerateLinkResponse embeds models.User); auth-js moves the last five
 *   into `properties`. Nothing is mailed.
 */
export async function generateLink(c: Call): Promise<void> {
  requireAdmin(c);
  const body = await c.body();
  let type = str(body, 'type');
  const email = validateEmail(str(body, 'email'));
  let password = optStr(body, 'password');
  const data = obj(body, 'data') ?? {};
  const redirectTo = safeRedirect(c.cfg, str(body, 'redirect_to') || c.query('redirect_to'));
  const emailChange = type === 'email_change_current' || type === 'email_change_new';
  if (!['signup', 'invite', 'magiclink', 'recovery'].includes(type) && !emailChange) {
    throw badRequest('validation_failed', `Invalid email action link type requested: ${type}`);
  }
  const existing = await findUserByEmail(c.db, email);
  if (!existing) {
    if (type === 'magiclink') {
      type = 'signup';
      password = randomBytes(48).toString('base64url');
    } else if (type === 'recovery' || emailChange) {
      throw notFound('user_not_found', 'User with this email not found');
    }
  }
  if (emailChange) {
    const newEmail = validateEmail(str(body, 'new_email'));
    const out = await authTx(c.db, async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user) throw notFound('user_not_found', 'User with this email not found');
      if (await isDuplicatedEmail(tx, newEmail, user.id)) throw unprocessable('email_exists', DUPLICATE_EMAIL_MSG);
      const side = type === 'email_change_current' ? 'current' : 'new';
      const link = await createEmailChangeLink(tx, c.cfg, user, side, email, newEmail, redirectTo);
      return { user: await loadUserJson(tx, user.id), link };
    });
    c.json(200, {
      ...out.user,
      action_link: out.link.link,
      email_otp: out.link.otp,
      hashed_token: out.link.hashedToken,
      verification_type: type,
      redirect_to: redirectTo,
    });
    return;
  }
  let hash = '';
  if (type === 'signup' && !existing) {
    if (!password) throw badRequest('validation_failed', 'Signup requires a valid password');
    checkPasswordStrength(password, c.cfg.passwordMinLength, c.cfg.passwordRequirements);
    hash = await hashPassword(password);
  }
  const out = await authTx(c.db, async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (type === 'magiclink' || type === 'recovery') {
      if (!user) throw notFound('user_not_found', 'User with this email not found');
    } else if (user?.email_confirmed_at) {
      throw unprocessable('email_exists', DUPLICATE_EMAIL_MSG);
    } else if (!user) {
      user = await insertUser(tx, {
        email, passwordHash: hash, userMetadata: data, appMetadata: { provider: 'email', providers: ['email'] }, role: DEFAULT_ROLE,
        metadataFromIdentity: false, plainIdentity: true, confirm: false, invited: type === 'invite', actor: ADMIN_ACTOR,
        auditAction: type === 'invite' ? 'user_invited' : 'user_signedup', ip: c.info.ip,
      });
    } else if (type === 'signup') {
      await updateMetadata(tx, user.id, 'raw_user_meta_data', data);
    }
    const mail = await createOtp(tx, c.cfg, user, type as OtpType, email, redirectTo);
    return { user: await loadUserJson(tx, user.id), mail };
  });
  c.json(200, {
    ...out.user,
    action_link: out.mail.link,
    email_otp: out.mail.otp,
    hashed_token: out.mail.token_hash,
    verification_type: type,
    redirect_to: redirectTo,
  });
}

/** GET /_local/outbox (not GoTrue): the mails the local server would have sent, newest last. */
export function outbox(c: Call): void {
  requireAdmin(c);
  const to = c.query('email').toLowerCase();
  const messages = c.state.mailer.outbox.filter((m) => !to || m.to.toLowerCase() === to);
  c.json(200, { messages });
}

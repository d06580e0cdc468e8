// /auth/v1: a GoTrue-compatible auth server (e-mail + password, sessions with rotating refresh
// tokens, password recovery by link or code, magic links, invites, the admin API) over the same
// auth schema GoTrue uses. See README.md in this folder for what is and is not emulated.
import { DEFAULT_MFA_CHALLENGE_AND_VERIFY_PER_MINUTE, jwtKeysOf } from '../config.ts';
import type { AppContext } from '../http/context.ts';
import type { ApiModule } from '../http/module.ts';
import * as admin from './admin.ts';
import { Call, type AuthState } from './call.ts';
import { AuthError, OAuthError, sendAuthError } from './errors.ts';
import * as f from './features.ts';
import * as h from './handlers.ts';
import * as mfa from './mfa.ts';
import { Mailer } from './mail.ts';
import { AddressLimiters, FailureLimiter, IntervalLimiter, MFA_BURST, RequestLimiter, type AddressBucket } from './ratelimit.ts';

export { createUser, type CreateUserOptions } from './users.ts';
export type { MailMessage } from './mail.ts';

type Handler = (c: Call, param: string) => Promise<void> | void;

interface Route {
  method: string;
  pattern: RegExp;
  handler: Handler;
}

const ID = '([^/]+)';

const ROUTES: Route[] = [
  { method: 'GET', pattern: /^\/health$/, handler: h.health },
  { method: 'GET', pattern: /^\/settings$/, handler: h.settings },
  // api/jwks.go: the public half of every asymmetric key, never the HS256 secret
  { method: 'GET', pattern: /^\/\.well-known\/jwks\.json$/, handler: (c) => c.json(200, jwtKeysOf(c.cfg).jwks, { 'Cache-Control': 'public, max-age=600' }) },
  { method: 'POST', pattern: /^\/signup$/, handler: h.signup },
  { method: 'POST', pattern: /^\/token$/, handler: h.token },
  { method: 'GET', pattern: /^\/user$/, handler: h.getUser },
  { method: 'PUT', pattern: /^\/user$/, handler: h.updateUser },
  { method: 'POST', pattern: /^\/logout$/, handler: h.signOut },
  { method: 'POST', pattern: /^\/recover$/, handler: h.recover },
  { method: 'GET', pattern: /^\/verify$/, handler: h.verifyGet },
  { method: 'POST', pattern: /^\/verify$/, handler: h.verifyPost },
  { method: 'POST', pattern: /^\/otp$/, handler: h.otp },
  { method: 'POST', pattern: /^\/magiclink$/, handler: h.otp },
  { method: 'POST', pattern: /^\/invite$/, handler: admin.invite },
  { method: 'GET', pattern: /^\/admin\/users$/, handler: admin.listUsers },
  { method: 'POST', pattern: /^\/admin\/users$/, handler: admin.createUserHandler },
  { method: 'GET', pattern: new RegExp(`^/admin/users/${ID}$`), handler: admin.getUserById },
  { method: 'PUT', pattern: new RegExp(`^/admin/users/${ID}$`), handler: admin.updateUserById },
  { method: 'DELETE', pattern: new RegExp(`^/admin/users/${ID}$`), handler: admin.deleteUser },
  { method: 'POST', pattern: /^\/admin\/generate_link$/, handler: admin.generateLink },
  { method: 'GET', pattern: /^\/_local\/outbox$/, handler: admin.outbox },
  { method: 'POST', pattern: /^\/resend$/, handler: f.resend },
  { method: 'GET', pattern: /^\/reauthenticate$/, handler: f.reauthenticate },
  { method: 'POST', pattern: /^\/factors$/, handler: mfa.enrollFactor },
  { method: 'POST', pattern: new RegExp(`^/factors/${ID}/challenge$`), handler: mfa.challengeFactor },
  { method: 'POST', pattern: new RegExp(`^/factors/${ID}/verify$`), handler: mfa.verifyFactor },
  { method: 'DELETE', pattern: new RegExp(`^/factors/${ID}$`), handler: mfa.unenrollFactor },
  { method: 'GET', pattern: new RegExp(`^/admin/users/${ID}/factors$`), handler: mfa.adminUserFactors },
  { method: 'DELETE', pattern: /^\/admin\/users\/([^/]+\/factors\/[^/]+)$/, handler: (c, p) => mfa.adminDeleteFactor(c, p.split('/factors/')[0], p.split('/factors/')[1]) },
  // Features a new hosted project has off: GoTrue's own answer for each (features.ts).
  ...f.DISABLED_ROUTES,
];

/**
 * Routes GoTrue wraps in limitHandler ahead of everything else (internal/api/api.go); /signup,
 * /token and PUT /user take theirs inside the handler, where GoTrue does.
 */
const ROUTE_LIMITS: Record<string, AddressBucket> = {
  'POST /recover': 'recover',
  'POST /resend': 'resend',
  'POST /magiclink': 'magicLink',
  'POST /otp': 'otp',
  'GET /verify': 'verify',
  'POST /verify': 'verify',
};

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function createAuthModule(ctx: AppContext): ApiModule {
  const mfaPerMinute = ctx.cfg.rateLimit.mfaChallengeAndVerifyPerMinute ?? DEFAULT_MFA_CHALLENGE_AND_VERIFY_PER_MINUTE;
  const state: AuthState = {
    cfg: ctx.cfg,
    db: ctx.db,
    mailer: new Mailer(ctx.cfg, ctx.events),
    limiter: new FailureLimiter(ctx.cfg.rateLimit.windowSeconds, ctx.cfg.rateLimit.backoffSeconds),
    mfaLimiters: {
      challenge: new RequestLimiter(mfaPerMinute, MFA_BURST),
      verify: new RequestLimiter(mfaPerMinute, MFA_BURST),
    },
    addressLimiters: ctx.cfg.rateLimit.perAddress ? new AddressLimiters(ctx.cfg.rateLimit.perAddress) : null,
    emailLimiter: ctx.cfg.rateLimit.emailSentPerHour !== undefined ? new IntervalLimiter(ctx.cfg.rateLimit.emailSentPerHour, 3_600_000) : null,
  };
  return {
    close() {
      state.mailer.close();
      return Promise.resolve();
    },
    async handle(req, res, url, path) {
      const c = new Call(req, res, url, path, state);
      try {
        const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
        let matchedPath = false;
        for (const r of ROUTES) {
          const m = r.pattern.exec(path);
          if (!m) continue;
          matchedPath = true;
          if (r.method !== '*' && r.method !== method) continue;
          const bucket = ROUTE_LIMITS[`${method} ${path}`];
          if (bucket) c.limitByAddress(bucket);
          await r.handler(c, m[1] ? safeDecode(m[1]) : '');
          return;
        }
        if (matchedPath) throw new AuthError(405, 'method_not_allowed', 'Method Not Allowed');
        throw new AuthError(404, 'not_found', 'Not Found');
      } catch (e) {
        if (e instanceof AuthError || e instanceof OAuthError) {
          if (e instanceof AuthError && e.status >= 500 && ctx.cfg.log) {
            console.error(`[supabase-local] auth ${req.method} ${path}: ${e.message}`, e.cause ?? '');
          }
          sendAuthError(req, res, e);
          return;
        }
        console.error(`[supabase-local] auth ${req.method} ${path}: unexpected error`, e);
        sendAuthError(req, res, new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'));
      }
    },
  };
}

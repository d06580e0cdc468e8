// The privacy policy in force, by its effective date: what the free check-up form asks the visitor
// to agree to and sends with the request. The database knows the same version
// (private.privacy_policy_version(), supabase/migrations/20261127001500_free_checkup_privacy_consent.sql)
// and refuses a request without it (hint privacy_consent_required) or with another one (hint
// privacy_policy_changed). Change both together when the policy changes (a database test checks
// they agree).
export const PRIVACY_POLICY_VERSION = '2025-01-01';

/** The database's refusals of a free check-up request's consent, by hint. */
export type ConsentRefusal = 'required' | 'changed';

export function consentRefusal(err: unknown): ConsentRefusal | null {
  const hint = (err as { hint?: unknown } | null)?.hint;
  if (hint === 'privacy_consent_required') return 'required';
  if (hint === 'privacy_policy_changed') return 'changed';
  return null;
}

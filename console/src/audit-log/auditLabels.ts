// Labels of the audit trail (issue 16): actions ('lawyer.approve') and entities ('lawyers') as
// Korean texts, the raw value when the dictionary has none (an action added after the console).
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The actions the migrations write (audit_log.action), for the filter. */
export const AUDIT_ACTIONS = [
  'lawyer.register', 'lawyer.approve', 'lawyer.revoke', 'lawyer.visibility', 'lawyer.photo_path', 'lawyer.photo_removed',
  'lawyer.availability', 'lawyer.time_off_add', 'lawyer.time_off_remove', 'lawyer.holiday_override',
  'coupon.create', 'coupon.update', 'coupon.delete', 'coupon.grant', 'coupon.download',
  'credits.top_up', 'credits.coupon_purchase',
  'booking.create', 'booking.status', 'booking.cancel', 'booking.reschedule', 'booking.expire', 'booking.revive', 'booking.meeting_link',
  'payment.paid', 'payment.refund', 'refund.failed',
  'free_checkup.update', 'role.grant', 'role.revoke', 'retention.purge', 'retention.free_checkup', 'delivery.retry',
  'lawyer_application.remove',
  'settlement.close', 'settlement.adjust', 'settlement.paid', 'settlement.failed', 'settlement.export', 'settlement_account.set',
  'lawyer.language_verify', 'lawyer.language_reject',
] as const;

/** The entities audit_log.entity_type names, for the filter. */
export const AUDIT_ENTITIES = ['lawyers', 'coupons', 'user_coupons', 'bookings', 'free_checkups', 'user_roles', 'credit_ledger', 'payment_history', 'outbox', 'retention', 'users',
  'lawyer_settlement_statements', 'lawyer_settlement_entries', 'lawyer_settlement_accounts',
  'lawyer_availability', 'lawyer_time_off', 'lawyer_holiday_overrides', 'lawyer_languages'] as const;

export const auditActionKey = (action: string) => `klegal.audit.actions.${action.replace(/\./g, '__')}`;
export const auditEntityKey = (entity: string) => `klegal.audit.entities.${entity}`;

export const auditActionLabel = (t: Translate, action: string) => t(auditActionKey(action), { _: action });
export const auditEntityLabel = (t: Translate, entity: string) => t(auditEntityKey(entity), { _: entity });

/**
 * What changed, in one line: the keys whose value differs between before and after
 * ('is_approved: false → true'), else the after (or details) object's keys and values.
 */
export function auditChanges(entry: { before: unknown; after: unknown; details?: unknown }, max = 6): string {
  const b = isObject(entry.before) ? entry.before : {};
  const a = isObject(entry.after) ? entry.after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => k !== 'updated_at' && JSON.stringify(b[k]) !== JSON.stringify(a[k]));
  const parts = keys.map((k) => (k in b && k in a ? `${k}: ${show(b[k])} → ${show(a[k])}` : k in a ? `${k}: ${show(a[k])}` : `${k}: ${show(b[k])} → -`));
  if (parts.length === 0 && isObject(entry.details)) parts.push(...Object.entries(entry.details).map(([k, v]) => `${k}: ${show(v)}`));
  return parts.length > max ? `${parts.slice(0, max).join(', ')} …(+${parts.length - max})` : parts.join(', ');
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function show(v: unknown): string {
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return s === undefined ? '-' : s.length > 60 ? `${s.slice(0, 57)}…` : s;
}

// CSV columns of /admin/audit-log (issue 16): KST time, who (name and e-mail, '시스템' for the
// platform), the action and entity as Korean labels, what changed, and the raw before/after.
import type { FetchRelatedRecords } from 'react-admin';
import type { CsvColumn } from '../common/csv.ts';
import { formatDateTime } from '../common/format.ts';
import type { ProfileRow, Row } from '../types.ts';
import { auditActionLabel, auditChanges, auditEntityLabel } from './auditLabels.ts';

export type AuditRecord = Row<'audit_log'> & { actor?: Pick<ProfileRow, 'name_korean' | 'name_english' | 'email'> | null };

export const AUDIT_CSV: readonly CsvColumn<AuditRecord>[] = [
  { header: 'resources.audit-log.fields.created_at', value: (e) => formatDateTime(e.created_at) },
  { header: 'resources.audit-log.fields.actor_id', value: (e, t) => (e.actor_id ? e.actor?.name_korean || e.actor?.name_english || e.actor_id : t('klegal.audit.platform')) },
  { header: 'resources.users.fields.email', value: (e) => e.actor?.email ?? null },
  { header: 'resources.audit-log.fields.action', value: (e, t) => auditActionLabel(t, e.action) },
  { header: 'resources.audit-log.fields.entity_type', value: (e, t) => auditEntityLabel(t, e.entity_type) },
  { header: 'resources.audit-log.fields.entity_id', value: (e) => e.entity_id },
  { header: 'klegal.audit.changes', value: (e) => auditChanges(e, 50) },
  { header: 'resources.audit-log.fields.before', value: (e) => (e.before === null ? null : JSON.stringify(e.before)) },
  { header: 'resources.audit-log.fields.after', value: (e) => (e.after === null ? null : JSON.stringify(e.after)) },
  { header: 'resources.audit-log.fields.details', value: (e) => (e.details === null ? null : JSON.stringify(e.details)) },
];

/** The actors' profiles, fetched once for the whole export. */
export async function withActors(records: AuditRecord[], fetchRelated: FetchRelatedRecords): Promise<AuditRecord[]> {
  const actors = await fetchRelated<ProfileRow>(records.filter((r) => r.actor_id), 'actor_id', 'users');
  return records.map((r) => ({ ...r, actor: r.actor_id ? (actors[r.actor_id] ?? null) : null }));
}

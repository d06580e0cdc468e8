// CSV columns of /admin/free-checkups (issue 16): Korean headers, status, language and stay status
// as Korean labels, the request time in KST.
import type { CsvColumn } from '../common/csv.ts';
import { formatDateTime } from '../common/format.ts';
import { checkupStatusKey, enumLabel } from '../common/status.ts';
import type { FreeCheckupRecord } from '../types.ts';

export const FREE_CHECKUP_CSV: readonly CsvColumn<FreeCheckupRecord>[] = [
  { header: 'resources.free-checkups.fields.created_at', value: (c) => formatDateTime(c.created_at) },
  { header: 'resources.free-checkups.fields.is_urgent', value: (c) => c.is_urgent },
  { header: 'resources.free-checkups.fields.name', value: (c) => c.name },
  { header: 'resources.free-checkups.fields.email', value: (c) => c.email },
  { header: 'resources.free-checkups.fields.mobile', value: (c) => c.mobile },
  { header: 'resources.free-checkups.fields.nationality', value: (c) => c.nationality },
  { header: 'resources.free-checkups.fields.preferred_language', value: (c, t) => enumLabel(t, 'preferred_language', c.preferred_language) },
  { header: 'resources.free-checkups.fields.is_in_korea', value: (c) => c.is_in_korea },
  { header: 'resources.free-checkups.fields.immigration_status', value: (c, t) => enumLabel(t, 'immigration_status', c.immigration_status) },
  { header: 'resources.free-checkups.fields.category', value: (c) => c.category },
  { header: 'resources.free-checkups.fields.sub_category', value: (c) => c.sub_category },
  { header: 'resources.free-checkups.fields.status', value: (c, t) => t(checkupStatusKey(c.status)) },
  { header: 'resources.free-checkups.fields.issue_description', value: (c) => c.issue_description },
  { header: 'resources.free-checkups.fields.admin_notes', value: (c) => c.admin_notes },
];

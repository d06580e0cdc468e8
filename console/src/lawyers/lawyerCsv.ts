// CSV columns of /admin/lawyers (issue 16): Korean headers, labels and KST dates.
import type { CsvColumn } from '../common/csv.ts';
import { formatDate } from '../common/format.ts';
import type { LawyerRecord } from '../types.ts';

export const LAWYER_CSV: readonly CsvColumn<LawyerRecord>[] = [
  { header: 'resources.lawyers.fields.name_korean', value: (r) => r.profiles?.name_korean },
  { header: 'resources.lawyers.fields.name_english', value: (r) => r.profiles?.name_english },
  { header: 'resources.lawyers.fields.email', value: (r) => r.profiles?.email },
  { header: 'resources.lawyers.fields.phone', value: (r) => r.profiles?.phone },
  { header: 'resources.lawyers.fields.law_firm', value: (r) => r.law_firm },
  { header: 'resources.lawyers.fields.school', value: (r) => r.school },
  { header: 'resources.lawyers.fields.bar_association_number', value: (r) => r.bar_association_number },
  { header: 'resources.lawyers.fields.qualification_type', value: (r, t) => (r.qualification_type ? t(`klegal.qualification.${r.qualification_type}`) : null) },
  { header: 'resources.lawyers.fields.is_approved', value: (r, t) => t(r.is_approved ? 'klegal.lawyers.approved' : 'klegal.lawyers.pending') },
  { header: 'resources.lawyers.fields.is_visible', value: (r, t) => t(r.is_visible ? 'klegal.lawyers.visible' : 'klegal.lawyers.hidden') },
  { header: 'resources.lawyers.fields.credits', value: (r) => r.credits },
  { header: 'resources.lawyers.fields.created_at', value: (r) => formatDate(r.created_at) },
  { header: 'resources.lawyers.fields.approved_at', value: (r) => (r.approved_at ? formatDate(r.approved_at) : null) },
];

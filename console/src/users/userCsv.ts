// CSV columns of /admin/users (issue 16): Korean headers, roles and gender as Korean labels, KST dates.
import type { CsvColumn } from '../common/csv.ts';
import { formatDate } from '../common/format.ts';
import type { UserRecord } from '../types.ts';

export const USER_CSV: readonly CsvColumn<UserRecord>[] = [
  { header: 'resources.users.fields.name_korean', value: (u) => u.name_korean },
  { header: 'resources.users.fields.name_english', value: (u) => u.name_english },
  { header: 'resources.users.fields.email', value: (u) => u.email },
  { header: 'resources.users.fields.phone', value: (u) => u.phone },
  { header: 'resources.users.fields.roles', value: (u, t) => (u.user_roles ?? []).map((r) => t(`klegal.users.roles.${r.role}`)).join(', ') },
  { header: 'resources.users.fields.gender', value: (u, t) => (u.gender ? t(`klegal.users.gender.${u.gender}`) : null) },
  { header: 'resources.users.fields.birth_date', value: (u) => u.birth_date },
  { header: 'resources.users.fields.nationality', value: (u) => u.nationality },
  { header: 'resources.users.fields.current_country', value: (u) => u.current_country },
  { header: 'resources.users.fields.current_city', value: (u) => u.current_city },
  { header: 'resources.users.fields.created_at', value: (u) => formatDate(u.created_at) },
];

// /admin/users/:id/show: one profile, read-only.
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { Box } from '@mui/material';
import type { UserRecord } from '../types.ts';
import { formatDate, formatDateTime } from '../common/format.ts';
import { FieldGrid, SectionCard } from '../common/SectionCard.tsx';
import { UserRoleChips } from './UserRoleChips.tsx';

function UserDetails() {
  const u = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!u) return null;
  const f = (k: string) => translate(`resources.users.fields.${k}`);
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
      <SectionCard title={u.name_korean || u.name_english || u.email || '-'} id="user-profile" action={<UserRoleChips roles={u.user_roles} />}>
        <FieldGrid
          items={[
            { label: f('name_korean'), value: u.name_korean },
            { label: f('name_english'), value: u.name_english },
            { label: f('email'), value: u.email },
            { label: f('phone'), value: u.phone },
            { label: f('birth_date'), value: u.birth_date ? formatDate(u.birth_date) : null },
            { label: f('gender'), value: u.gender ? translate(`klegal.users.gender.${u.gender}`) : null },
            { label: f('nationality'), value: u.nationality },
            { label: f('current_country'), value: u.current_country },
            { label: f('current_city'), value: u.current_city },
            { label: f('interest_categories'), value: u.interest_categories.join(', '), wide: true },
            { label: f('created_at'), value: formatDateTime(u.created_at) },
          ]}
        />
      </SectionCard>
    </Box>
  );
}

function UserTitle() {
  const u = useRecordContext<UserRecord>();
  const translate = useTranslate();
  return <>{`${translate('klegal.menu.users')}${u ? `: ${u.name_korean || u.name_english || u.email || ''}` : ''}`}</>;
}

export default function UserShow() {
  return (
    <Show title={<UserTitle />} actions={false}>
      <UserDetails />
    </Show>
  );
}

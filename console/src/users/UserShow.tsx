// /admin/users/:id/show: one profile, read-only.
import { useEffect, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { getSupabase } from '../providers/supabase.ts';
import { Box } from '@mui/material';
import type { UserRecord } from '../types.ts';
import { formatDate, formatDateTime } from '../common/format.ts';
import { FieldGrid, SectionCard } from '../common/SectionCard.tsx';
import { UserRoleChips } from './UserRoleChips.tsx';
import { ConsoleShow } from '../common/ConsoleShow.tsx';

/** consultation_categories id → Korean name (a public reference table). */
function useCategoryNames(): Map<string, string> {
  const [names, setNames] = useState(new Map<string, string>());
  useEffect(() => {
    let live = true;
    void getSupabase()
      .from('consultation_categories')
      .select('id,name_korean')
      .then(({ data }) => live && data && setNames(new Map(data.map((c) => [c.id, c.name_korean]))));
    return () => {
      live = false;
    };
  }, []);
  return names;
}

function UserDetails() {
  const u = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const categories = useCategoryNames();
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
            { label: f('interest_categories'), value: (u.interest_categories ?? []).map((id) => categories.get(id) ?? id).join(', '), wide: true },
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
    <ConsoleShow title={<UserTitle />}>
      <UserDetails />
    </ConsoleShow>
  );
}

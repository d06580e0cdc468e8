import { useTranslate } from 'react-admin';
import { Chip, Stack } from '@mui/material';
import type { UserRecord } from '../types.ts';

const COLORS = { admin: 'secondary', lawyer: 'primary', client: 'default' } as const;

export function UserRoleChips({ roles }: { roles: UserRecord['user_roles'] }) {
  const translate = useTranslate();
  if (!roles?.length) return <>-</>;
  return (
    <Stack direction="row" spacing={0.5}>
      {roles.map(({ role }) => (
        <Chip key={role} size="small" variant="outlined" color={COLORS[role]} label={translate(`klegal.users.roles.${role}`)} />
      ))}
    </Stack>
  );
}

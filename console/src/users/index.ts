import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import type { UserRecord } from '../types.ts';

export default {
  list: lazy(() => import('./UserList.tsx')),
  show: lazy(() => import('./UserShow.tsx')),
  icon: PeopleIcon,
  recordRepresentation: (u: UserRecord) => u.name_korean || u.name_english || u.email || u.id,
};

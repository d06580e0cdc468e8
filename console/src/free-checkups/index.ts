import { lazy } from 'react';
import AssignmentIcon from '@mui/icons-material/Assignment';
import type { FreeCheckupRecord } from '../types.ts';

export default {
  list: lazy(() => import('./FreeCheckupList.tsx')),
  icon: AssignmentIcon,
  recordRepresentation: (c: FreeCheckupRecord) => c.name,
};

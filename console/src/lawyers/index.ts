import { lazy } from 'react';
import GavelIcon from '@mui/icons-material/Gavel';
import type { LawyerRecord } from '../types.ts';

export default {
  list: lazy(() => import('./LawyerList.tsx')),
  show: lazy(() => import('./LawyerShow.tsx')),
  icon: GavelIcon,
  recordRepresentation: (r: LawyerRecord) => r.profiles?.name_korean || r.profiles?.name_english || r.id,
};

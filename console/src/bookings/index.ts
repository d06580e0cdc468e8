import { lazy } from 'react';
import EventIcon from '@mui/icons-material/Event';

export default {
  list: lazy(() => import('./BookingList.tsx')),
  show: lazy(() => import('./BookingShow.tsx')),
  icon: EventIcon,
};

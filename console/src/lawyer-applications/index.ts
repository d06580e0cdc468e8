import { lazy } from 'react';
import PendingActionsIcon from '@mui/icons-material/PendingActionsOutlined';

// /admin/lawyer-applications (issue 25): lawyer sign-ups that stopped before the lawyer record
export default {
  list: lazy(() => import('./LawyerApplicationList.tsx')),
  icon: PendingActionsIcon,
};

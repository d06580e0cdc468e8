import { lazy } from 'react';
import MailLockIcon from '@mui/icons-material/UnsubscribeOutlined';

export default {
  list: lazy(() => import('./FailedDeliveryList.tsx')),
  icon: MailLockIcon,
};

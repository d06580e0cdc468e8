import { lazy } from 'react';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';

export default {
  list: lazy(() => import('./PaymentEventList.tsx')),
  icon: ReceiptLongIcon,
};

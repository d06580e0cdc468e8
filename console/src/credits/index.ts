import { lazy } from 'react';
import SavingsIcon from '@mui/icons-material/Savings';

export default {
  list: lazy(() => import('./CreditList.tsx')),
  icon: SavingsIcon,
};

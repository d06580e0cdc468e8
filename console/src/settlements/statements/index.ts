import { lazy } from 'react';
import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import type { StatementRecord } from '../types.ts';
import { lawyerName } from '../types.ts';

// /admin/settlements (issue 26): lawyers' settlement statements and their payouts
export default {
  list: lazy(() => import('./StatementList.tsx')),
  show: lazy(() => import('./StatementShow.tsx')),
  icon: AccountBalanceIcon,
  recordRepresentation: (s: StatementRecord) => `${lawyerName(s)} ${s.period_start} ~ ${s.period_end}`,
};

import { lazy } from 'react';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { CouponRecord } from '../types.ts';

// Create and edit are dialogs on the list (spec: 'the same dialog opens for edit').
export default {
  list: lazy(() => import('./CouponList.tsx')),
  icon: LocalOfferIcon,
  recordRepresentation: (c: CouponRecord) => c.code,
};

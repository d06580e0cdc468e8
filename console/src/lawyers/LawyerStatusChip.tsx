import { useTranslate } from 'react-admin';
import { Chip } from '@mui/material';

/** Approval status badge: approved / pending (spec §2 "Lawyer management"). */
export function LawyerStatusChip({ approved }: { approved: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={approved ? 'success' : 'warning'}
      variant={approved ? 'filled' : 'outlined'}
      label={translate(approved ? 'klegal.lawyers.approved' : 'klegal.lawyers.pending')}
    />
  );
}

// The list at phone size (below 600 px; issue 16), loaded only there: react-admin's SimpleList
// with each row's chips and actions on screen.
import { SimpleList, useTranslate } from 'react-admin';
import { Box } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { LawyerRecord } from '../types.ts';
import { formatDate } from '../common/format.ts';
import { LawyerStatusChip } from './LawyerStatusChip.tsx';
import { LawyerApprovalButton } from './LawyerApprovalButton.tsx';
import { LawyerName } from './LawyerList.tsx';

export default function LawyerPhoneList() {
  const translate = useTranslate();
  return (
    <SimpleList<LawyerRecord>
      rowClick={false}
      primaryText={(r) => (
        <RouterLink to={`/lawyers/${r.id}/show`} style={{ color: 'inherit' }}>
          <LawyerName record={r} />
        </RouterLink>
      )}
      secondaryText={(r) => (
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, mt: 0.5 }} data-testid="lawyer-row">
          <Box component="span">{r.profiles?.email} · {r.law_firm || '-'} · {formatDate(r.created_at)}</Box>
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <LawyerStatusChip approved={r.is_approved} />
            <span data-visible={r.is_visible}>{translate(r.is_visible ? 'klegal.lawyers.visible' : 'klegal.lawyers.hidden')}</span>
            <LawyerApprovalButton lawyer={r} compact />
          </Box>
        </Box>
      )}
    />
  );
}

// A statement's payout status. A failed payout is flagged as the console flags a failed refund
// (payment-events' needs-attention chip: warning colour), with a warning icon and the reason.
import { useTranslate } from 'react-admin';
import { Box, Chip, Typography } from '@mui/material';
import WarningIcon from '@mui/icons-material/WarningAmber';
import type { ChipColor } from '../../common/status.ts';
import { statusKey } from '../rules.ts';

const COLORS: Record<string, ChipColor> = { open: 'default', closed: 'info', paid: 'success', failed: 'warning' };

export function StatementStatusChip({ status, reason }: { status: string; reason?: string | null }) {
  const translate = useTranslate();
  const failed = status === 'failed';
  return (
    <Box>
      <Chip
        size="small"
        variant="outlined"
        color={COLORS[status] ?? 'default'}
        icon={failed ? <WarningIcon aria-hidden /> : undefined}
        label={translate(statusKey(status))}
        data-status={status}
      />
      {failed && reason ? (
        <Typography variant="caption" color="warning.dark" component="p" sx={{ mt: 0.5, whiteSpace: 'normal', maxWidth: 240 }}>
          {reason}
        </Typography>
      ) : null}
    </Box>
  );
}

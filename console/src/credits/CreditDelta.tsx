import { Typography } from '@mui/material';
import { formatNumber } from '../common/format.ts';

export function CreditDelta({ delta }: { delta: number }) {
  return (
    <Typography component="span" variant="body2" sx={{ fontWeight: 600, color: delta > 0 ? 'success.dark' : 'error.dark' }}>
      {delta > 0 ? '+' : '−'}
      {formatNumber(Math.abs(delta))}
    </Typography>
  );
}

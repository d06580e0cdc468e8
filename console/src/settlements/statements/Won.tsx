// A won amount as the 정산 screens show it: grouped digits, a negative one in red with a minus.
import { Typography } from '@mui/material';
import { formatNumber } from '../../common/format.ts';

export function Won({ value, strong }: { value: number | null | undefined; strong?: boolean }) {
  const n = value ?? 0;
  return (
    <Typography component="span" variant="body2" sx={{ fontWeight: strong ? 700 : undefined, color: n < 0 ? 'error.dark' : undefined, fontVariantNumeric: 'tabular-nums' }}>
      {n < 0 ? '−' : ''}
      {formatNumber(Math.abs(n))}
    </Typography>
  );
}

import type { ReactNode } from 'react';
import { Card, CardContent, Box, Typography, Chip } from '@mui/material';

export function StatCard({ label, value, icon, highlight, badge, to }: { label: string; value: ReactNode; icon: ReactNode; highlight?: boolean; badge?: string; to?: string }) {
  return (
    <Card
      variant="outlined"
      component={to ? 'a' : 'div'}
      {...(to ? { href: to } : {})}
      sx={{
        display: 'block',
        textDecoration: 'none',
        borderColor: highlight ? 'warning.main' : undefined,
        borderWidth: highlight ? 2 : 1,
        bgcolor: highlight ? '#fff8e1' : undefined,
        '&:hover': to ? { boxShadow: 2 } : undefined,
      }}
      data-testid="stat-card"
      data-highlight={highlight ? 'true' : 'false'}
    >
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box aria-hidden sx={{ width: 44, height: 44, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: highlight ? 'warning.light' : 'action.hover', color: highlight ? 'warning.contrastText' : 'primary.main' }}>
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" component="p">
            {label}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
              {value}
            </Typography>
            {badge ? <Chip size="small" color="warning" label={badge} /> : null}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}

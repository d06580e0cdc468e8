import type { ReactNode } from 'react';
import { Card, CardContent, Typography, Box } from '@mui/material';

/** A titled card section of a show page or the dashboard. */
export function SectionCard({ title, action, children, id }: { title: ReactNode; action?: ReactNode; children: ReactNode; id?: string }) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-labelledby={id}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
          <Typography id={id} component="h2" variant="h6" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/** Label/value pairs in a responsive grid. */
export function FieldGrid({ items }: { items: { label: string; value: ReactNode; wide?: boolean }[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}
    >
      {items.map((it) => (
        <Box key={it.label} sx={{ gridColumn: it.wide ? '1 / -1' : undefined, minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {it.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {it.value === null || it.value === undefined || it.value === '' ? '-' : it.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Datagrid cells on one line (dates, names, buttons), except the given columns, which wrap. */
export function datagridSx(wrap: string[] = []) {
  return {
    // narrow screens: the table scrolls sideways inside its card, not the whole page
    maxWidth: '100%',
    overflowX: 'auto',
    '& .RaDatagrid-headerCell, & .RaDatagrid-rowCell': { whiteSpace: 'nowrap' },
    ...(wrap.length ? { [wrap.map((c) => `& .column-${c}`).join(', ')]: { whiteSpace: 'normal', overflowWrap: 'anywhere', minWidth: 120 } } : {}),
  } as const;
}

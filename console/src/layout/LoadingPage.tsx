import { useResetErrorBoundaryOnLocationChange, useTranslate } from 'react-admin';
import { Box, Button, CircularProgress, Typography } from '@mui/material';

export function LoadingPage() {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <Box sx={{ textAlign: 'center' }}>
        <CircularProgress aria-hidden />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('klegal.common.loading')}
        </Typography>
      </Box>
    </Box>
  );
}

export function ErrorPage({ error, resetErrorBoundary }: { error?: Error; resetErrorBoundary?: (args?: unknown) => void }) {
  const translate = useTranslate();
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary ?? (() => undefined));
  return (
    <Box role="alert" sx={{ p: 4, textAlign: 'center' }}>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {translate('ra.page.error')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {error?.message}
      </Typography>
      <Button variant="contained" onClick={() => resetErrorBoundary?.()}>
        {translate('ra.action.refresh')}
      </Button>
    </Box>
  );
}

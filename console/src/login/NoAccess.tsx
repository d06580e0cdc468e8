// A signed-in user without the admin role (spec §6 "Admin portal"): toast 'No access /
// administrator rights required', then a full page load of / (the public site). The user is not
// signed out (they may be a client of the site at the same origin).
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Button, Typography } from '@mui/material';
import { useToast } from '../common/useToast.ts';

export const NO_ACCESS_REDIRECT_MS = 2000;

export function NoAccess() {
  const translate = useTranslate();
  const toast = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (!shown.current) {
      shown.current = true;
      toast('klegal.auth.no_access_title', 'klegal.auth.no_access_body', 'error');
    }
    const t = setTimeout(() => window.location.assign('/'), NO_ACCESS_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [toast]);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: '#eef1f8' }}>
      <Box sx={{ textAlign: 'center', maxWidth: 420 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
          {translate('klegal.auth.no_access_title')}
        </Typography>
        <Typography sx={{ mb: 1 }}>{translate('klegal.auth.no_access_body')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {translate('klegal.auth.redirecting')}
        </Typography>
        <Button variant="contained" href="/">
          {translate('klegal.auth.go_home')}
        </Button>
      </Box>
    </Box>
  );
}

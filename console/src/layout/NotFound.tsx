// Unknown paths under /admin (spec §8 "General": the attempted path is logged).
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Box, Button, Typography } from '@mui/material';
import { PageTitle } from '../common/PageTitle.tsx';

export default function NotFound() {
  const translate = useTranslate();
  const location = useLocation();
  useEffect(() => {
    console.error('404: no admin page at', `/admin${location.pathname}`);
  }, [location.pathname]);
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <PageTitle title={translate('klegal.not_found.body')} />
      <Typography variant="h1" component="p" sx={{ fontSize: '4rem', fontWeight: 700 }}>
        {translate('klegal.not_found.title')}
      </Typography>
      <Typography component="h1" variant="h6" sx={{ mb: 3 }}>
        {translate('klegal.not_found.body')}
      </Typography>
      <Button component={Link} to="/dashboard" variant="contained">
        {translate('klegal.not_found.home')}
      </Button>
    </Box>
  );
}

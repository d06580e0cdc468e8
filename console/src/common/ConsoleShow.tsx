// A console record page (lawyer, member): react-admin's show controller (ra-core's ShowBase: the
// record from the URL's id, loading and errors) in a card, with the title in the top bar. Replaces
// ra-ui-materialui's <Show>, whose view imports the edit button, the offline page and the
// configurable title.
import type { ReactNode } from 'react';
import { ShowBase } from 'react-admin';
import { Box, Card } from '@mui/material';
import { LoadingPage } from '../layout/LoadingPage.tsx';
import { PageTitle } from './PageTitle.tsx';

export function ConsoleShow({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <ShowBase authLoading={<LoadingPage />}>
      <PageTitle title={title} />
      <Box className="show-page RaShow-main" sx={{ display: 'flex', mt: 2 }}>
        <Card className="RaShow-card" sx={{ flex: '1 1 auto' }}>
          {children}
        </Card>
      </Box>
    </ShowBase>
  );
}

// The console frame: app bar, sidebar (permanent and collapsible from md up, a drawer on
// phones), skip link and the page. Written with MUI directly rather than react-admin's <Layout>
// (same parts, a third of the code: the signed-in pages stay near the 300 KB budget).
import { Suspense, useState, type ReactNode } from 'react';
import { useSidebarState, useTranslate } from 'react-admin';
import { Box, Drawer, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import { ConsoleAppBar } from './AppBar.tsx';
import { ConsoleMenu } from './Menu.tsx';
import { LoadingPage } from './LoadingPage.tsx';

export const SIDEBAR_WIDTH = 232;

export default function ConsoleLayout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const desktop = useMediaQuery<Theme>((t) => t.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useSidebarState();
  const [mobileOpen, setMobileOpen] = useState(false);
  const sidebarOpen = desktop ? open : mobileOpen;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (t) => t.zIndex.tooltip,
          bgcolor: 'background.paper',
          color: 'primary.main',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {translate('ra.navigation.skip_nav')}
      </Box>
      <ConsoleAppBar menuOpen={sidebarOpen} onToggleMenu={() => (desktop ? setOpen(!open) : setMobileOpen(!mobileOpen))} />
      <Drawer
        variant={desktop ? 'persistent' : 'temporary'}
        open={sidebarOpen}
        onClose={() => setMobileOpen(false)}
        ModalProps={{ keepMounted: true }}
        sx={{
          width: desktop && open ? SIDEBAR_WIDTH : 0,
          flexShrink: 0,
          transition: (t) => t.transitions.create('width'),
          '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box', borderRight: desktop ? 0 : undefined, bgcolor: 'background.default' },
        }}
      >
        <Toolbar variant="dense" sx={{ minHeight: 56 }} />
        <ConsoleMenu onNavigate={desktop ? undefined : () => setMobileOpen(false)} />
      </Drawer>
      <Box component="main" id="main-content" tabIndex={-1} sx={{
          flexGrow: 1,
          minWidth: 0,
          px: { xs: 1, sm: 2 },
          pb: 3,
          outline: 'none',
          // flex items may shrink below their content: wide tables scroll inside their card
          '& > *, & .RaList-root, & .RaList-main, & .RaShow-main': { minWidth: 0 },
        }}
      >
        <Toolbar variant="dense" sx={{ minHeight: 56 }} />
        <Suspense fallback={<LoadingPage />}>{children}</Suspense>
      </Box>
    </Box>
  );
}

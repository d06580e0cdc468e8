// The console frame: app bar, sidebar (part of the page and collapsible from md up; a drawer on
// phones, loaded there only), skip link and the page. Written with MUI directly rather than
// react-admin's <Layout> (same parts, a third of the code: the pages stay under the 300 KB budget).
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { Box, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import { ConsoleAppBar } from './AppBar.tsx';
import { ConsoleMenu } from './Menu.tsx';
import { LoadingPage } from './LoadingPage.tsx';

export const SIDEBAR_WIDTH = 232;

const PhoneDrawer = lazy(() => import('./PhoneDrawer.tsx'));

export default function ConsoleLayout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const desktop = useMediaQuery<Theme>((t) => t.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useSidebarState();
  const [mobileOpen, setMobileOpen] = useState(false);
  // the phone drawer stays mounted once opened (it closes with its transition)
  const [mobileOpened, setMobileOpened] = useState(false);
  const sidebarOpen = desktop ? open : mobileOpen;
  // Spec §2: on every route change the page scrolls to the top. react-admin scrolls only for
  // navigations carrying its `_scrollToTop` state (row clicks, redirects), not for the sidebar's
  // plain links, and its own <Layout> (which is not used here) does the same.
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

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
      <ConsoleAppBar menuOpen={sidebarOpen} onToggleMenu={() => {
        if (desktop) setOpen(!open);
        else {
          setMobileOpened(true);
          setMobileOpen(!mobileOpen);
        }
      }} />
      {desktop ? (
        // md and up: the sidebar is part of the page, and slides out of it when closed (hidden from
        // the keyboard and screen readers once closed)
        <Box
          sx={{
            width: open ? SIDEBAR_WIDTH : 0,
            flexShrink: 0,
            transition: (t) => t.transitions.create('width'),
          }}
        >
          <Box
            className="console-sidebar"
            sx={{
              position: 'fixed',
              top: 0,
              left: 0,
              bottom: 0,
              width: SIDEBAR_WIDTH,
              overflowY: 'auto',
              bgcolor: 'background.default',
              transform: open ? 'none' : `translateX(-${SIDEBAR_WIDTH}px)`,
              visibility: open ? 'visible' : 'hidden',
              transition: (t) =>
                open
                  ? t.transitions.create('transform')
                  : `${t.transitions.create('transform')}, visibility 0s linear ${t.transitions.duration.standard}ms`,
            }}
          >
            <Toolbar variant="dense" sx={{ minHeight: 56 }} />
            <ConsoleMenu />
          </Box>
        </Box>
      ) : mobileOpened ? (
        // phones: a drawer over the page, loaded when first opened
        <Suspense fallback={null}>
          <PhoneDrawer open={mobileOpen} onClose={() => setMobileOpen(false)} width={SIDEBAR_WIDTH}>
            <Toolbar variant="dense" sx={{ minHeight: 56 }} />
            <ConsoleMenu onNavigate={() => setMobileOpen(false)} />
          </PhoneDrawer>
        </Suspense>
      ) : null}
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

// Top bar: menu toggle, page title (react-admin's title portal), a loading indicator, a link to
// the public site (a full page load), the language switch and the signed-in administrator.
import { useState } from 'react';
import { TitlePortal, useGetIdentity, useLoading, useLocaleState, useLocales, useTranslate } from 'react-admin';
import { AppBar, Box, Button, CircularProgress, IconButton, Menu, MenuItem, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import TranslateIcon from '@mui/icons-material/Translate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import SecurityIcon from '@mui/icons-material/Security';
import { Link as RouterLink } from 'react-router-dom';
import { useMfaTexts } from '../security/mfaText.ts';

function LanguageButton() {
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = locales.find((l) => l.locale === locale)?.name ?? locale;
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon aria-hidden />}
        endIcon={<ExpandMoreIcon aria-hidden />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        title={translate('klegal.app.language')}
      >
        {current}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {locales.map((l) => (
          <MenuItem
            key={l.locale}
            selected={l.locale === locale}
            onClick={() => {
              setAnchor(null);
              setLocale(l.locale);
            }}
            lang={l.locale}
          >
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export function ConsoleAppBar({ onToggleMenu, menuOpen }: { onToggleMenu: () => void; menuOpen: boolean }) {
  const translate = useTranslate();
  const loading = useLoading();
  const { identity } = useGetIdentity();
  const mfaText = useMfaTexts();
  return (
    <AppBar position="fixed" color="primary" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
      <Toolbar variant="dense" sx={{ gap: 1, minHeight: 56 }}>
        <IconButton color="inherit" edge="start" onClick={onToggleMenu} aria-label={translate(menuOpen ? 'ra.action.close_menu' : 'ra.action.open_menu')}>
          <MenuIcon />
        </IconButton>
        {/* the page's title is its level-1 heading (axe: page-has-heading-one) */}
        <TitlePortal component="h1" />
        <Box sx={{ width: 24, display: 'grid', placeItems: 'center' }} aria-hidden>
          {loading ? <CircularProgress size={18} color="inherit" /> : null}
        </Box>
        <Button component="a" href="/" color="inherit" size="small" startIcon={<OpenInNewIcon aria-hidden />} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
          {translate('klegal.app.site_link')}
        </Button>
        <LanguageButton />
        <Button component={RouterLink} to="/security" color="inherit" size="small" startIcon={<SecurityIcon aria-hidden />} title={mfaText.title}>
          {mfaText.menu}
        </Button>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}>
          <AccountCircleIcon aria-hidden />
          <Typography variant="body2">{identity?.fullName}</Typography>
        </Box>
      </Toolbar>
    </AppBar>
  );
}

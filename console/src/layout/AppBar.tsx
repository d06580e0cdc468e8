// Top bar: page title, a link to the public site (a full page load), language switch, user menu.
import { AppBar, LocalesMenuButton, TitlePortal, UserMenu, Logout, useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

export function ConsoleAppBar() {
  const translate = useTranslate();
  return (
    <AppBar
      color="primary"
      toolbar={
        <>
          <Button
            component="a"
            href="/"
            color="inherit"
            size="small"
            startIcon={<OpenInNewIcon aria-hidden />}
            sx={{ display: { xs: 'none', sm: 'inline-flex' }, mr: 1 }}
          >
            {translate('klegal.app.site_link')}
          </Button>
          <LocalesMenuButton />
        </>
      }
      userMenu={
        <UserMenu>
          <Logout />
        </UserMenu>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}

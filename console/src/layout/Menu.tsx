// The sidebar of spec §2 "Admin portal layout": titled 'Admin dashboard', one entry per screen,
// and Logout.
import { Menu, useLogout, useSidebarState, useTranslate } from 'react-admin';
import { Box, Divider, MenuItem, ListItemIcon, Typography } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GavelIcon from '@mui/icons-material/Gavel';
import PeopleIcon from '@mui/icons-material/People';
import EventIcon from '@mui/icons-material/Event';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import AssignmentIcon from '@mui/icons-material/Assignment';
import SavingsIcon from '@mui/icons-material/Savings';
import LogoutIcon from '@mui/icons-material/Logout';

export function ConsoleMenu() {
  const translate = useTranslate();
  const logout = useLogout();
  const [open] = useSidebarState();
  return (
    <nav aria-label={translate('klegal.menu.title')}>
      {open ? (
        <Box sx={{ px: 2, pt: 2 }}>
          <Typography component="p" variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            {translate('klegal.menu.title')}
          </Typography>
        </Box>
      ) : null}
      <Menu sx={{ mt: open ? 0.5 : undefined }}>
      <Menu.Item to="/dashboard" primaryText={translate('klegal.menu.dashboard')} leftIcon={<DashboardIcon />} />
      <Menu.Item to="/lawyers" primaryText={translate('klegal.menu.lawyers')} leftIcon={<GavelIcon />} />
      <Menu.Item to="/users" primaryText={translate('klegal.menu.users')} leftIcon={<PeopleIcon />} />
      <Menu.Item to="/bookings" primaryText={translate('klegal.menu.bookings')} leftIcon={<EventIcon />} />
      <Menu.Item to="/coupons" primaryText={translate('klegal.menu.coupons')} leftIcon={<LocalOfferIcon />} />
      <Menu.Item to="/free-checkups" primaryText={translate('klegal.menu.free_checkups')} leftIcon={<AssignmentIcon />} />
      <Menu.Item to="/credits" primaryText={translate('klegal.menu.credits')} leftIcon={<SavingsIcon />} />
      <Divider component="li" role="separator" sx={{ my: 1 }} />
      <MenuItem onClick={() => logout()} sx={{ py: 0.75 }}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <LogoutIcon />
        </ListItemIcon>
        {translate('klegal.menu.logout')}
      </MenuItem>
      </Menu>
    </nav>
  );
}

// The sidebar of spec §2 "Admin portal layout": titled 'Admin dashboard', one entry per screen,
// and Logout. Plain links in a <nav> (the current page marked with aria-current).
import type { ComponentType } from 'react';
import { NavLink } from 'react-router-dom';
import { useLogout, useTranslate } from 'react-admin';
import { Box, List, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GavelIcon from '@mui/icons-material/Gavel';
import PeopleIcon from '@mui/icons-material/People';
import EventIcon from '@mui/icons-material/Event';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import AssignmentIcon from '@mui/icons-material/Assignment';
import SavingsIcon from '@mui/icons-material/Savings';
import LogoutIcon from '@mui/icons-material/Logout';
import HistoryIcon from '@mui/icons-material/History';
import UnsubscribeIcon from '@mui/icons-material/UnsubscribeOutlined';
import PendingActionsIcon from '@mui/icons-material/PendingActionsOutlined';
import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import TranslateIcon from '@mui/icons-material/Translate';

export const MENU: { to: string; label: string; icon: ComponentType }[] = [
  { to: '/dashboard', label: 'klegal.menu.dashboard', icon: DashboardIcon },
  { to: '/lawyers', label: 'klegal.menu.lawyers', icon: GavelIcon },
  { to: '/lawyer-applications', label: 'klegal.menu.lawyer_applications', icon: PendingActionsIcon },
  { to: '/language-verifications', label: 'klegal.menu.language_verifications', icon: TranslateIcon },
  { to: '/users', label: 'klegal.menu.users', icon: PeopleIcon },
  { to: '/bookings', label: 'klegal.menu.bookings', icon: EventIcon },
  { to: '/coupons', label: 'klegal.menu.coupons', icon: LocalOfferIcon },
  { to: '/free-checkups', label: 'klegal.menu.free_checkups', icon: AssignmentIcon },
  { to: '/credits', label: 'klegal.menu.credits', icon: SavingsIcon },
  { to: '/settlements', label: 'klegal.menu.settlements', icon: AccountBalanceIcon },
  { to: '/audit-log', label: 'klegal.menu.audit_log', icon: HistoryIcon },
  { to: '/failed-deliveries', label: 'klegal.menu.failed_deliveries', icon: UnsubscribeIcon },
];

const itemSx = {
  borderRadius: 1,
  mx: 1,
  my: 0.25,
  color: 'text.secondary',
  '&.active': { color: 'primary.main', bgcolor: 'action.selected', fontWeight: 700 },
  '&.active .MuiListItemIcon-root': { color: 'primary.main' },
} as const;

export function ConsoleMenu({ onNavigate }: { onNavigate?: () => void }) {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <Box component="nav" aria-label={translate('klegal.menu.title')} sx={{ py: 1 }}>
      <Typography component="p" variant="overline" color="text.secondary" sx={{ px: 2, lineHeight: 2 }}>
        {translate('klegal.menu.title')}
      </Typography>
      <List dense disablePadding>
        {MENU.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <ListItemButton component={NavLink} to={to} onClick={onNavigate} sx={itemSx}>
              <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={translate(label)} slotProps={{ primary: { sx: { fontWeight: 'inherit', fontSize: '0.95rem' } } }} />
            </ListItemButton>
          </li>
        ))}
      </List>
      {/* a plain rule (MUI's Divider is 1 KB gzipped for this one line) */}
      <Box component="hr" sx={{ my: 1, mx: 0, border: 0, borderTop: 1, borderColor: 'divider' }} />
      <List dense disablePadding>
        <li>
          <ListItemButton onClick={() => logout()} sx={itemSx}>
            <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary={translate('klegal.menu.logout')} slotProps={{ primary: { sx: { fontSize: '0.95rem' } } }} />
          </ListItemButton>
        </li>
      </List>
    </Box>
  );
}

// The sidebar below md: MUI's temporary Drawer over the page (Layout.tsx loads it when the menu
// is first opened there; desktops show the sidebar without a Drawer).
import type { ReactNode } from 'react';
import { Drawer } from '@mui/material';

export default function PhoneDrawer({ open, onClose, width, children }: { open: boolean; onClose: () => void; width: number; children: ReactNode }) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      sx={{ '& .MuiDrawer-paper': { width, boxSizing: 'border-box', bgcolor: 'background.default' } }}
    >
      {children}
    </Drawer>
  );
}

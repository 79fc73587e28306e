/** The navigation drawer: permanent on wide screens, temporary behind the menu button on phones. */
import * as React from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { NavEntry } from '@/core/navigationTypes';
import SideNav from './SideNav';

export const NAV_WIDTH = 280;

export default function AppNavDrawer({
  entries,
  activePath,
  mobileOpen,
  onMobileClose,
}: {
  entries: NavEntry[];
  activePath: string;
  mobileOpen: boolean;
  onMobileClose: () => void;
}) {
  return (
    <>
      <Box
        sx={{
          display: { xs: 'none', md: 'block' },
          flexShrink: 0,
          width: NAV_WIDTH,
          position: 'sticky',
          top: 64,
          height: 'calc(100vh - 64px)',
          overflowY: 'auto',
          borderInlineEnd: 1,
          borderColor: 'divider',
        }}
      >
        <SideNav entries={entries} activePath={activePath} />
      </Box>
      <Drawer
        open={mobileOpen}
        onClose={onMobileClose}
        sx={{ display: { xs: 'block', md: 'none' } }}
        PaperProps={{ sx: { width: NAV_WIDTH } }}
      >
        {mobileOpen ? <SideNav entries={entries} activePath={activePath} /> : null}
      </Drawer>
    </>
  );
}

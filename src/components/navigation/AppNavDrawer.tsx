/** The navigation: a sticky column on wide screens, a temporary drawer behind the menu button on phones. */
import * as React from 'react';
import Box from '@mui/material/Box';
import type { NavEntry } from '@/core/navigationTypes';
import SideNav from './SideNav';
import { NAV_WIDTH } from './navWidth';
import MountOnceOpened from '@/components/layout/MountOnceOpened';

export { NAV_WIDTH };

// The phone drawer (Drawer, Modal, Slide) loads the first time it opens, not with every page.
const MobileNavDrawer = React.lazy(() => import('./MobileNavDrawer'));

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
      <MountOnceOpened open={mobileOpen}>
        <MobileNavDrawer
          entries={entries}
          activePath={activePath}
          open={mobileOpen}
          onClose={onMobileClose}
        />
      </MountOnceOpened>
    </>
  );
}

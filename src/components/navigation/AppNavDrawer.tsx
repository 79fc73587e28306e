/** The navigation column of wide screens; phones and tablets open MobileNavDrawer instead. */
import * as React from 'react';
import Box from '@mui/material/Box';
import type { NavEntry } from '@/core/navigationTypes';
import SideNav from './SideNav';
import { NAV_WIDTH } from './navWidth';

export { NAV_WIDTH };

export default function AppNavDrawer({
  entries,
  activePath,
}: {
  entries: NavEntry[];
  activePath: string;
}) {
  return (
    <Box
      className="site-nav"
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
  );
}

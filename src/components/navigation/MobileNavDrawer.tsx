/** The temporary navigation drawer of phones: its own module, loaded the first time it opens. */
import * as React from 'react';
import Drawer from '@mui/material/Drawer';
import type { NavEntry } from '@/core/navigationTypes';
import SideNav from './SideNav';
import { NAV_WIDTH } from './navWidth';

export default function MobileNavDrawer({
  entries,
  activePath,
  open,
  onClose,
}: {
  entries: NavEntry[];
  activePath: string;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      sx={{ display: { xs: 'block', md: 'none' } }}
      PaperProps={{ sx: { width: NAV_WIDTH } }}
    >
      {open ? <SideNav entries={entries} activePath={activePath} /> : null}
    </Drawer>
  );
}

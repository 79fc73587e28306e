/**
 * The temporary drawer behind the header's menu button (phones and tablets): the product and
 * version switcher, then the area's navigation. Its own module, loaded the first time it opens.
 */
import * as React from 'react';
import Drawer from '@mui/material/Drawer';
import type { NavEntry } from '@/core/navigationTypes';
import type { VersionedProduct } from '@/content/versions';
import SideNav from './SideNav';
import DrawerProducts from './DrawerProducts';
import { NAV_WIDTH } from './navWidth';

export default function MobileNavDrawer({
  entries,
  activePath,
  path,
  versions,
  open,
  onClose,
}: {
  entries: NavEntry[];
  activePath: string;
  /** The page's path, which names the current product. */
  path: string;
  versions: Record<VersionedProduct, string>;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      sx={{ display: { xs: 'block', md: 'none' } }}
      PaperProps={{ sx: { width: NAV_WIDTH, maxWidth: '85vw' } }}
    >
      {open ? (
        <>
          <DrawerProducts path={path} versions={versions} onChoose={onClose} />
          {entries.length > 0 ? <SideNav entries={entries} activePath={activePath} /> : null}
        </>
      ) : null}
    </Drawer>
  );
}

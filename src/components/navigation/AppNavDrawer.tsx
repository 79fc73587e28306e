/** The navigation column of wide screens; phones and tablets open MobileNavDrawer instead. */
import * as React from 'react';
import type { NavEntry } from '@/core/navigationTypes';
import SideNav from './SideNav';
import { NAV_WIDTH } from './navWidth';
import styles from './AppNavDrawer.module.css';

export { NAV_WIDTH };

export default function AppNavDrawer({
  entries,
  activePath,
}: {
  entries: NavEntry[];
  activePath: string;
}) {
  return (
    <div className={`site-nav ${styles.column}`} style={{ width: NAV_WIDTH }}>
      <SideNav entries={entries} activePath={activePath} />
    </div>
  );
}

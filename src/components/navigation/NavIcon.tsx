/**
 * The icon a navigation entry names (`icon: 'DescriptionIcon'` in data/<area>/pages.ts), drawn
 * beside its title as an inline path (navIconPaths.ts), so the navigation needs no icon library.
 * A name outside the list draws nothing (navigation validation reports it at build time).
 */
import * as React from 'react';
import { isNavIconName } from '@/core/navIcons';
import { NAV_ICON_PATHS } from './navIconPaths';
import styles from './NavIcon.module.css';

export default function NavIcon({ name }: { name: string | undefined }) {
  if (name === undefined || !isNavIconName(name)) {
    return null;
  }
  return (
    <svg
      className={`nav-icon ${styles.icon}`}
      viewBox="0 0 24 24"
      focusable="false"
      aria-hidden="true"
      data-nav-icon={name}
    >
      <path d={NAV_ICON_PATHS[name]} />
    </svg>
  );
}

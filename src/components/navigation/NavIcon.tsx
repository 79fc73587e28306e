/**
 * The icon a navigation entry names (`icon: 'DescriptionIcon'` in data/<area>/pages.ts), drawn
 * beside its title as an inline path, so the navigation needs no icon library. The path comes with
 * the tree (`iconPath`, src/content/navIconPaths.ts): an area's navigation file carries the icons
 * it uses, and no page's scripts carry all of them. An entry without one draws nothing.
 */
import * as React from 'react';
import styles from './NavIcon.module.css';

export default function NavIcon({ name, path }: { name?: string; path?: string }) {
  if (name === undefined || path === undefined) {
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
      <path d={path} />
    </svg>
  );
}

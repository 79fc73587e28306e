/** The badges of a navigation entry: New, Planned, Unstable, Legacy, Pro, Premium. */
import * as React from 'react';
import type { NavEntry } from '@/core/navigationTypes';
import { useTranslate } from '@/providers/UserLanguageProvider';
import styles from './NavBadges.module.css';

export function badgeKeysOf(entry: NavEntry): string[] {
  const keys: string[] = [];
  if (entry.newFeature) keys.push('new');
  if (entry.planned) keys.push('planned');
  if (entry.unstable) keys.push('unstable');
  if (entry.legacy) keys.push('legacy');
  if (entry.plan) keys.push(entry.plan);
  return keys;
}

export default function NavBadges({ entry }: { entry: NavEntry }) {
  const t = useTranslate();
  const keys = badgeKeysOf(entry);
  if (keys.length === 0) {
    return null;
  }
  return (
    <>
      {keys.map((key) => (
        <span key={key} className={`nav-badge ${styles.badge}`}>
          {t(`badges.${key}`)}
        </span>
      ))}
    </>
  );
}

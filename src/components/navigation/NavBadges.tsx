/** The badges of a navigation entry: New, Planned, Unstable, Legacy, Pro, Premium. */
import * as React from 'react';
import Box from '@mui/material/Box';
import type { NavEntry } from '@/core/navigationTypes';
import { useTranslate } from '@/providers/UserLanguageProvider';

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
        <Box
          key={key}
          component="span"
          className="nav-badge"
          sx={{
            marginInlineStart: 1,
            px: 0.75,
            borderRadius: 1,
            fontSize: '0.6875rem',
            fontWeight: 700,
            lineHeight: 1.6,
            border: 1,
            borderColor: 'divider',
            color: 'text.primary',
            whiteSpace: 'nowrap',
          }}
        >
          {t(`badges.${key}`)}
        </Box>
      ))}
    </>
  );
}

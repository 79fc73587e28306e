/** The first focusable element of every page: jumps past the header and navigation. */
import * as React from 'react';
import { styled } from '@mui/material/styles';
import { useTranslate } from '@/providers/UserLanguageProvider';

import { MAIN_CONTENT_ID } from '@/core/pageIds';

const Link = styled('a')(({ theme }) => ({
  position: 'fixed',
  insetInlineStart: 16,
  top: -100,
  zIndex: theme.zIndex.tooltip + 1,
  padding: '8px 16px',
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  border: `1px solid ${theme.vars.palette.divider}`,
  fontWeight: 600,
  textDecoration: 'none',
  '&:focus': { top: 16 },
}));

export default function SkipLink() {
  const t = useTranslate();
  return (
    <Link href={`#${MAIN_CONTENT_ID}`} className="skip-link">
      {t('shell.skipToContent')}
    </Link>
  );
}

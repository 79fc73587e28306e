/** The page frame: skip link, header, optional side navigation, and the main landmark. */
import * as React from 'react';
import Box from '@mui/material/Box';
import AppHeader from './AppHeader';
import { MAIN_CONTENT_ID } from '@/core/pageIds';
import SkipLink from './SkipLink';

export default function AppFrame({
  navigation,
  headerStart,
  headerEnd,
  children,
}: {
  navigation?: React.ReactNode;
  headerStart?: React.ReactNode;
  headerEnd?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <>
      <SkipLink />
      <AppHeader startSlot={headerStart} endSlot={headerEnd} />
      <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
        {navigation}
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ flex: 1, minWidth: 0, outline: 'none', px: { xs: 2, sm: 4 }, py: 4 }}
        >
          {children}
        </Box>
      </Box>
    </>
  );
}

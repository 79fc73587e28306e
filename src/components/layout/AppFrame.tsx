/**
 * The page frame: skip link, header, optional side navigation, and the main landmark, whose
 * content is inside an error boundary so a page that throws leaves the header and navigation usable.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import { useRouter } from 'next/router';
import AppHeader from './AppHeader';
import { MAIN_CONTENT_ID } from '@/core/pageIds';
import PageErrorBoundary from './PageErrorBoundary';
import SkipLink from './SkipLink';

export default function AppFrame({
  navigation,
  headerStart,
  headerAfterLogo,
  headerEnd,
  children,
}: {
  navigation?: React.ReactNode;
  headerStart?: React.ReactNode;
  headerAfterLogo?: React.ReactNode;
  headerEnd?: React.ReactNode;
  children: React.ReactNode;
}) {
  const router = useRouter();
  return (
    <>
      <SkipLink />
      <AppHeader startSlot={headerStart} afterLogoSlot={headerAfterLogo} endSlot={headerEnd} />
      <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
        {navigation}
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ flex: 1, minWidth: 0, outline: 'none', px: { xs: 2, sm: 4 }, py: 4 }}
        >
          <PageErrorBoundary resetKey={router.asPath}>{children}</PageErrorBoundary>
        </Box>
      </Box>
    </>
  );
}

/**
 * The page frame: skip link, header, optional side navigation, the main landmark, whose content is
 * inside an error boundary so a page that throws leaves the header and navigation usable, and the
 * back-to-top button.
 */
import * as React from 'react';
import { useRouter } from 'next/router';
import AppHeader from './AppHeader';
import { MAIN_CONTENT_ID } from '@/core/pageIds';
import PageErrorBoundary from './PageErrorBoundary';
import SkipLink from './SkipLink';
import BackToTop from './BackToTop';
import styles from './AppFrame.module.css';

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
      <div className={styles.body}>
        {navigation}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          <PageErrorBoundary resetKey={router.asPath}>{children}</PageErrorBoundary>
        </main>
      </div>
      <BackToTop />
    </>
  );
}

/**
 * The page left at a moved path: a refresh to the new path (for readers without JavaScript and
 * for crawlers, with the canonical link and noindex of AreaLayout), a client-side replace for
 * readers who arrive by client navigation, and a link to follow by hand.
 */
import * as React from 'react';
import Head from 'next/head';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { redirectHref } from '@/core/redirects';
import type { RedirectPageProps } from '@/content/pages/redirectPage';
import type { ShellData } from '@/content/pages/shellData';
import { useTranslate } from '@/providers/UserLanguageProvider';
import AreaLayout from '@/components/layout/AreaLayout';

export default function RedirectPage({
  language,
  title,
  description,
  redirectTo,
  versions,
}: RedirectPageProps & ShellData) {
  const t = useTranslate();
  const router = useRouter();
  const href = redirectHref(redirectTo, language);
  React.useEffect(() => {
    void router.replace(href);
  }, [router, href]);
  return (
    <AreaLayout
      language={language}
      path={redirectTo}
      title={title}
      description={description}
      versions={versions}
      noIndex
    >
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${href}`} />
      </Head>
      <Box sx={{ maxWidth: 720, mx: 'auto' }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t('shell.pageMoved')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('shell.pageMovedDescription')}</Typography>
        <Link component={NextLink} href={href} data-redirect-target="">
          {title}
        </Link>
      </Box>
    </AreaLayout>
  );
}

/**
 * The page left at a moved path: a refresh to the new path (for readers without JavaScript and
 * for crawlers, with the canonical link and noindex of AreaLayout), a client-side replace for
 * readers who arrive by client navigation, and a link to follow by hand. Every docs route module
 * holds it (docsPageWithDemos), so it is static CSS like the rest of the shell: no MUI.
 */
import * as React from 'react';
import Head from 'next/head';
import SiteLink from '@/components/navigation/SiteLink';
import { useRouter } from 'next/router';
import { redirectHref } from '@/core/redirects';
import type { RedirectPageProps } from '@/content/pages/redirectPage';
import type { ShellData } from '@/content/pages/shellData';
import { useTranslate } from '@/providers/UserLanguageProvider';
import AreaLayout from '@/components/layout/AreaLayout';
import { TEXT_LINK_CLASS } from '@/components/layout/textLink';
import styles from './RedirectPage.module.css';

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
      <div className={styles.moved}>
        <h1 className={styles.title}>{t('shell.pageMoved')}</h1>
        <p className={styles.description}>{t('shell.pageMovedDescription')}</p>
        <SiteLink href={href} data-redirect-target="" className={TEXT_LINK_CLASS}>
          {title}
        </SiteLink>
      </div>
    </AreaLayout>
  );
}

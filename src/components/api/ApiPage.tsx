/** A standalone API page: `/<area>/api/<component>/`. */
import * as React from 'react';
import type { ApiPageProps } from '@/content/pages/apiPage';
import type { ShellData } from '@/content/pages/shellData';
import AreaLayout from '@/components/layout/AreaLayout';
import DocsBreadcrumbs from '@/components/navigation/DocsBreadcrumbs';
import PageTitleRow from '@/components/docs/PageTitleRow';
import PageFeedback from '@/components/feedback/PageFeedback';
import { searchBodyProps } from '@/core/searchMarkers';
import { useNavigationTree } from '@/providers/NavigationTreeProvider';
import { ApiDisplayProvider } from '@/providers/ApiDisplayProvider';
import ApiContent from './ApiContent';
import styles from './ApiPage.module.css';

export default function ApiPage({
  language,
  path,
  title,
  description,
  area,
  navigation: navigationRef,
  apiDoc,
  versions,
}: ApiPageProps & ShellData) {
  const navigation = useNavigationTree(navigationRef);
  return (
    <AreaLayout
      language={language}
      path={path}
      title={title}
      description={description}
      versions={versions}
      navigation={navigation}
    >
      <article
        // API descriptions come from the libraries' English doc comments.
        {...searchBodyProps(language === 'en')}
        className={styles.article}
      >
        {area ? <DocsBreadcrumbs area={area} entries={navigation} path={path} /> : null}
        <PageTitleRow title={title} path={path} />
        <p className={styles.description}>{description}</p>
        <ApiDisplayProvider>
          <ApiContent doc={apiDoc} />
        </ApiDisplayProvider>
        <PageFeedback page={path} section={area} />
      </article>
    </AreaLayout>
  );
}

/** A Markdown page: breadcrumbs, title, tabs, content with demos, contents, previous/next, edit link. */
import * as React from 'react';
import dynamic from 'next/dynamic';
import { exportNameToSlug } from '@/core/apiSlug';
import type { DocPageProps } from '@/content/pages/docPage';
import { SEARCH_IGNORE_PROPS, searchBodyProps } from '@/core/searchMarkers';
import type { ShellData } from '@/content/pages/shellData';
import { useTranslate } from '@/providers/UserLanguageProvider';
import { useNavigationTree } from '@/providers/NavigationTreeProvider';
import AreaLayout from '@/components/layout/AreaLayout';
import DocsBreadcrumbs from '@/components/navigation/DocsBreadcrumbs';
import PrevNextLinks from '@/components/navigation/PrevNextLinks';
import MarkdownContent from './MarkdownContent';
import TableOfContents from './TableOfContents';
import PageTitleRow from './PageTitleRow';
import { TEXT_LINK_CLASS } from '@/components/layout/textLink';
import styles from './DocsPage.module.css';

// Only component pages have tabs and API content: other pages do not download them.
const DocsTabs = dynamic(() => import('./DocsTabs'));
const ApiContent = dynamic(() => import('@/components/api/ApiContent'));

export default function DocsPage(props: DocPageProps & ShellData) {
  const t = useTranslate();
  const {
    language,
    path,
    title,
    description,
    area,
    translated,
    editUrl,
    segments,
    toc,
    demos,
    tabs,
    activeTab,
    apiDocs,
    versions,
  } = props;
  const navigation = useNavigationTree(props.navigation);
  const pagePath = activeTab ? path.slice(0, path.lastIndexOf('/')) : path;
  const headTitle = activeTab
    ? `${title} ${activeTab === 'hooks-api' ? 'hook API' : 'component API'}`
    : title;

  return (
    <AreaLayout
      language={language}
      path={path}
      title={headTitle}
      description={description}
      versions={versions}
      navigation={navigation}
      activePath={pagePath}
    >
      <div className={styles.columns}>
        <article {...(activeTab ? {} : searchBodyProps(translated))} className={styles.article}>
          {area ? <DocsBreadcrumbs area={area} entries={navigation} path={pagePath} /> : null}
          <PageTitleRow title={title} path={path} />
          {!translated ? (
            <div
              role="note"
              {...SEARCH_IGNORE_PROPS}
              className={`${styles.body2} ${styles.notTranslated}`}
            >
              {t('shell.notTranslated')}
            </div>
          ) : null}
          {tabs.length > 0 ? <DocsTabs tabs={tabs} activeTab={activeTab} /> : null}
          {activeTab ? (
            apiDocs.map((doc) => (
              <section
                key={doc.name}
                // mui.com links each export of an API tab by its slug: /base-ui/react-badge/components-api/#badge
                id={exportNameToSlug(doc.name)}
                aria-labelledby={`${doc.name}-api`}
                className={styles.apiSection}
              >
                <h2 id={`${doc.name}-api`} className={styles.apiHeading}>
                  {doc.name}
                </h2>
                <ApiContent doc={doc} headingLevel="h3" idPrefix={`${doc.name}-`} />
              </section>
            ))
          ) : (
            <MarkdownContent segments={segments} demos={demos} />
          )}
          {area ? <PrevNextLinks entries={navigation} path={pagePath} /> : null}
          {editUrl ? (
            <p className={`edit-link ${styles.body2} ${styles.editLink}`} {...SEARCH_IGNORE_PROPS}>
              <a href={editUrl} className={TEXT_LINK_CLASS}>
                {t('shell.editPage')}
              </a>
            </p>
          ) : null}
        </article>
        {activeTab ? null : <TableOfContents toc={toc} />}
      </div>
    </AreaLayout>
  );
}

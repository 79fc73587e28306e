/** A Markdown page: breadcrumbs, title, tabs, content with demos, contents, previous/next, edit link. */
import * as React from 'react';
import dynamic from 'next/dynamic';
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
import PageFeedback from '@/components/feedback/PageFeedback';
import ComponentLinks from './ComponentLinks';
import { TEXT_LINK_CLASS } from '@/components/layout/textLink';
import styles from './DocsPage.module.css';

// Only component pages have tabs and API content: other pages do not download them (nor the
// API layout's state, which the API sections hold).
const DocsTabs = dynamic(() => import('./DocsTabs'));
const ApiSections = dynamic(() => import('@/components/api/ApiSections'));
// Only pages with a playground download its section (the playground itself loads in view).
const PlaygroundSection = dynamic(() => import('@/components/playground/PlaygroundSection'));

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
    componentLinks,
    versions,
    playground,
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
          <ComponentLinks links={componentLinks} />
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
            <ApiSections
              docs={apiDocs}
              sectionClassName={styles.apiSection}
              headingClassName={styles.apiHeading}
            />
          ) : (
            <MarkdownContent
              segments={segments}
              demos={demos}
              insert={
                playground
                  ? {
                      afterSegment: playground.afterSegment,
                      node: (
                        <PlaygroundSection
                          key={pagePath}
                          spec={playground.spec}
                          slug={pagePath.slice(pagePath.lastIndexOf('/') + 1)}
                        />
                      ),
                    }
                  : null
              }
            />
          )}
          {area ? <PrevNextLinks entries={navigation} path={pagePath} /> : null}
          {editUrl ? (
            <p className={`edit-link ${styles.body2} ${styles.editLink}`} {...SEARCH_IGNORE_PROPS}>
              <a href={editUrl} className={TEXT_LINK_CLASS}>
                {t('shell.editPage')}
              </a>
            </p>
          ) : null}
          <PageFeedback page={path} section={area} />
        </article>
        {activeTab ? null : <TableOfContents toc={toc} />}
      </div>
    </AreaLayout>
  );
}

/** A Markdown page: breadcrumbs, title, tabs, content with demos, contents, previous/next, edit link. */
import * as React from 'react';
import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
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
      <Box sx={{ display: 'flex', gap: 4, maxWidth: 1200, mx: 'auto' }}>
        <Box
          component="article"
          {...(activeTab ? {} : searchBodyProps(translated))}
          sx={{ flex: 1, minWidth: 0, maxWidth: 860 }}
        >
          {area ? <DocsBreadcrumbs area={area} entries={navigation} path={pagePath} /> : null}
          <PageTitleRow title={title} path={path} />
          {!translated ? (
            <Box
              role="note"
              {...SEARCH_IGNORE_PROPS}
              sx={{
                my: 2,
                px: 2,
                py: 1.5,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                borderInlineStartWidth: 4,
                borderInlineStartColor: 'primary.main',
                typography: 'body2',
              }}
            >
              {t('shell.notTranslated')}
            </Box>
          ) : null}
          {tabs.length > 0 ? <DocsTabs tabs={tabs} activeTab={activeTab} /> : null}
          {activeTab ? (
            apiDocs.map((doc) => (
              <Box
                key={doc.name}
                component="section"
                // mui.com links each export of an API tab by its slug: /base-ui/react-badge/components-api/#badge
                id={exportNameToSlug(doc.name)}
                aria-labelledby={`${doc.name}-api`}
                sx={{ mb: 6 }}
              >
                <Typography id={`${doc.name}-api`} variant="h2" sx={{ mt: 2 }}>
                  {doc.name}
                </Typography>
                <ApiContent doc={doc} headingLevel="h3" idPrefix={`${doc.name}-`} />
              </Box>
            ))
          ) : (
            <MarkdownContent segments={segments} demos={demos} />
          )}
          {area ? <PrevNextLinks entries={navigation} path={pagePath} /> : null}
          {editUrl ? (
            <Typography
              variant="body2"
              className="edit-link"
              {...SEARCH_IGNORE_PROPS}
              sx={{ mt: 4 }}
            >
              <Link href={editUrl}>{t('shell.editPage')}</Link>
            </Typography>
          ) : null}
        </Box>
        {activeTab ? null : <TableOfContents toc={toc} />}
      </Box>
    </AreaLayout>
  );
}

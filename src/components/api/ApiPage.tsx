/** A standalone API page: `/<area>/api/<component>/`. */
import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ApiPageProps } from '@/content/pages/apiPage';
import type { ShellData } from '@/content/pages/shellData';
import AreaLayout from '@/components/layout/AreaLayout';
import DocsBreadcrumbs from '@/components/navigation/DocsBreadcrumbs';
import PageTitleRow from '@/components/docs/PageTitleRow';
import { searchBodyProps } from '@/core/searchMarkers';
import { useNavigationTree } from '@/providers/NavigationTreeProvider';
import ApiContent from './ApiContent';

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
      <Box
        component="article"
        // API descriptions come from the libraries' English doc comments.
        {...searchBodyProps(language === 'en')}
        sx={{ maxWidth: 960, mx: 'auto' }}
      >
        {area ? <DocsBreadcrumbs area={area} entries={navigation} path={path} /> : null}
        <PageTitleRow title={title} path={path} />
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{description}</Typography>
        <ApiContent doc={apiDoc} />
      </Box>
    </AreaLayout>
  );
}

/** One blog post. */
import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BlogPostProps } from '@/content/pages/blogPages';
import type { ShellData } from '@/content/pages/shellData';
import { MuiScope } from '@/components/layout/muiScope';
import AreaLayout from '@/components/layout/AreaLayout';
import MarkdownContent from '@/components/docs/MarkdownContent';
import { searchBodyProps } from '@/core/searchMarkers';
import PostMeta from './PostMeta';

export default function BlogPostPage({
  language,
  path,
  title,
  description,
  post,
  segments,
  versions,
}: BlogPostProps & ShellData) {
  return (
    <AreaLayout
      language={language}
      path={path}
      title={title}
      description={description}
      versions={versions}
    >
      <MuiScope>
        <Box
          component="article"
          // Posts are written in English only.
          {...searchBodyProps(language === 'en')}
          sx={{ maxWidth: 760, mx: 'auto' }}
        >
          <Typography variant="h1" sx={{ mb: 1 }}>
            {title}
          </Typography>
          <PostMeta post={post} />
          <Box sx={{ mt: 3 }}>
            <MarkdownContent segments={segments} />
          </Box>
        </Box>
      </MuiScope>
    </AreaLayout>
  );
}

/** /blog/: posts newest first. */
import * as React from 'react';
import SiteLink from '@/components/navigation/SiteLink';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { localizePath } from '@/core/language';
import type { BlogIndexProps } from '@/content/pages/blogPages';
import type { ShellData } from '@/content/pages/shellData';
import { MuiScope } from '@/components/layout/muiScope';
import AreaLayout from '@/components/layout/AreaLayout';
import PostMeta from './PostMeta';

export default function BlogIndexPage({
  language,
  path,
  title,
  description,
  posts,
  versions,
}: BlogIndexProps & ShellData) {
  return (
    <AreaLayout
      language={language}
      path={path}
      title={title}
      description={description}
      versions={versions}
    >
      <MuiScope>
        <Box sx={{ maxWidth: 860, mx: 'auto' }}>
          <Typography variant="h1" sx={{ mb: 2 }}>
            {title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 4 }}>{description}</Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {posts.map((post) => (
              <Box component="li" key={post.path} sx={{ mb: 4 }}>
                <Typography variant="h2" sx={{ fontSize: '1.375rem' }}>
                  <Link component={SiteLink} href={localizePath(`${post.path}/`, language)}>
                    {post.title}
                  </Link>
                </Typography>
                <PostMeta post={post} />
                <Typography sx={{ mt: 1 }}>{post.description}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </MuiScope>
    </AreaLayout>
  );
}

/** Date, authors and tags of a blog post. */
import * as React from 'react';
import Typography from '@mui/material/Typography';
import type { BlogPostSummary } from '@/content/pages/blogPages';

export default function PostMeta({ post }: { post: BlogPostSummary }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      <time dateTime={post.date}>{post.date}</time> · {post.authors.join(', ')}
      {post.tags.length > 0 ? ` · ${post.tags.join(', ')}` : null}
    </Typography>
  );
}

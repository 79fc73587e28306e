/**
 * Export step: the blog's Atom feed at /blog/feed.xml (src/core/blogFeed.ts), from the posts of
 * the route table; blog pages link it with <link rel="alternate">. An export without a blog (a
 * DOCS_CONTENT_DIR of other pages) writes none.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BLOG_FEED_PATH, blogAtomFeed } from '@/core/blogFeed';
import { blogPostSummaries } from '@/content/pages/blogPages';
import { routeTable } from '@/content/routeTable';
import { readBuildSettings } from '@/settings/buildSettings.mjs';

export async function run(outDir: string): Promise<void> {
  if (!routeTable().some((route) => route.kind === 'blog')) {
    console.log('[export] blog feed: no blog in this export');
    return;
  }
  const posts = blogPostSummaries();
  const xml = blogAtomFeed(posts, {
    origin: readBuildSettings().siteOrigin,
    title: 'MUI Blog',
  });
  const file = path.join(outDir, ...BLOG_FEED_PATH.split('/').filter(Boolean));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, xml);
  console.log(`[export] blog feed: ${BLOG_FEED_PATH} with ${posts.length} posts`);
}

/** Props of the blog: posts from data/blog/*.md, newest first. */
import type { Language } from '@/core/language';
import { readMarkdown } from '../markdownSource';
import { relativeToProject } from '../contentPaths';
import { renderMarkdown } from '../markdown/renderMarkdown';
import type { RenderedMarkdown } from '../markdown/segments';
import { routeTable, type Route } from '../routeTable';
import { toJson, type PageBaseProps } from './pageBase';

export interface BlogPostSummary {
  path: string;
  title: string;
  description: string;
  date: string;
  authors: string[];
  tags: string[];
}

export interface BlogIndexProps extends PageBaseProps {
  posts: BlogPostSummary[];
}

export interface BlogPostProps extends PageBaseProps, RenderedMarkdown {
  post: BlogPostSummary;
}

function summaryOf(route: Route): BlogPostSummary {
  const page = route.source ? readMarkdown(route.source) : null;
  if (!page) {
    throw new Error(`Blog post ${route.path} has no file`);
  }
  const { title, description, date, authors, tags } = page.frontMatter;
  if (!date || authors.length === 0) {
    throw new Error(`Blog post ${route.source} needs a date and authors in its front matter`);
  }
  return { path: route.path, title, description, date, authors, tags };
}

/** Every post of the route table, newest first (the index page and the feed list them). */
export function blogPostSummaries(): BlogPostSummary[] {
  return routeTable()
    .filter((route) => route.kind === 'blog-post')
    .map(summaryOf)
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

export function blogIndexProps(language: Language): BlogIndexProps {
  const posts = blogPostSummaries();
  return {
    language,
    path: '/blog',
    title: 'Blog',
    description: 'Release notes and guides from the team behind the MUI libraries.',
    posts,
  };
}

export async function blogPostProps(route: Route, language: Language): Promise<BlogPostProps> {
  const post = summaryOf(route);
  const page = readMarkdown(route.source ?? '');
  const rendered = await renderMarkdown(page?.body ?? '', {
    language,
    pagePath: route.path,
    location: page ? { file: relativeToProject(page.file), firstLine: page.bodyLine } : undefined,
    renderedInOtherLanguages: route.languages.length > 1,
  });
  return toJson({
    language,
    path: route.path,
    title: post.title,
    description: post.description,
    post,
    ...rendered,
  });
}

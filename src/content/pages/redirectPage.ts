/** Props of a redirect page: the moved path, where its content lives now, and that page's title. */
import type { Language } from '@/core/language';
import { markdownFileFor } from '../contentPaths';
import { readMarkdown } from '../markdownSource';
import { translatedMarkdownFile } from '../translatedContent';
import type { Route } from '../routeTable';
import type { PageBaseProps } from './pageBase';

export interface RedirectPageProps extends PageBaseProps {
  /** The canonical path the content moved to. */
  redirectTo: string;
}

export function redirectPageProps(route: Route, language: Language): RedirectPageProps {
  if (!route.target) {
    throw new Error(
      `Redirect page ${route.path} has no target: declare it in data/<area>/redirects.ts`,
    );
  }
  const english = markdownFileFor(route.target);
  const file = (language === 'en' ? null : translatedMarkdownFile(english, language)) ?? english;
  const title = readMarkdown(file)?.frontMatter.title ?? route.target;
  return {
    language,
    path: route.path,
    title,
    description: `This page moved to ${route.target}/.`,
    redirectTo: route.target,
  };
}

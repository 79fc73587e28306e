/**
 * Runs the content rules over every page of the route table: the Markdown sources (English and
 * their translations) and, when an export exists, the HTML of every language. Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LANGUAGES, localizePath } from '@/core/language';
import { readMarkdown } from '../markdownSource';
import { relativeToProject } from '../contentPaths';
import { translatedMarkdownFile } from '../translatedContent';
import type { Route } from '../routeTable';
import {
  checkExportedPage,
  checkMarkdownPage,
  isComponentPagePath,
  type ContentProblem,
} from './checkPage';

function isComponentRoute(route: Route): boolean {
  return route.kind === 'doc' && isComponentPagePath(route.path);
}

/**
 * A component page or guide: a `doc` page below an area (not an area landing such as `/joy-ui`,
 * `/x`, `/toolpad` or `/docs`; blog posts are not `doc` pages).
 */
export function isProseRequired(route: Route): boolean {
  return route.kind === 'doc' && route.path.split('/').filter(Boolean).length > 1;
}

/** The Markdown files of the routes: each source once, with its translations. */
export function checkMarkdownSources(routes: readonly Route[]): ContentProblem[] {
  const seen = new Set<string>();
  const problems: ContentProblem[] = [];
  for (const route of routes) {
    if (!route.source?.endsWith('.md') || route.kind === 'docs-tab' || seen.has(route.source)) {
      continue;
    }
    seen.add(route.source);
    const translations = SUPPORTED_LANGUAGES.filter((language) => language !== 'en')
      .map((language) => translatedMarkdownFile(route.source ?? '', language))
      .filter((file): file is string => file !== null);
    for (const file of [route.source, ...translations]) {
      const page = readMarkdown(file);
      if (page) {
        problems.push(
          ...checkMarkdownPage({
            where: relativeToProject(file),
            componentPage: isComponentRoute(route),
            // Words are counted in the English source; a translation follows its length.
            proseRequired: file === route.source && isProseRequired(route),
            body: page.body,
          }),
        );
      }
    }
  }
  return problems;
}

/** The exported file of a page path: out/<path>/index.html (trailingSlash export). */
export function exportedFileFor(outDir: string, pagePath: string): string {
  return path.join(outDir, ...pagePath.split('/').filter(Boolean), 'index.html');
}

/** The exported HTML of every route in every language. */
export function checkExportedPages(routes: readonly Route[], outDir: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const route of routes) {
    for (const language of SUPPORTED_LANGUAGES) {
      const pagePath = localizePath(route.path, language);
      const file = exportedFileFor(outDir, pagePath);
      if (!fs.existsSync(file)) {
        problems.push({
          where: pagePath,
          rule: 'missing-export',
          message: `${path.relative(process.cwd(), file)} was not exported`,
        });
        continue;
      }
      problems.push(
        ...checkExportedPage({
          where: pagePath,
          componentPage: isComponentRoute(route),
          html: fs.readFileSync(file, 'utf8'),
        }),
      );
    }
  }
  return problems;
}

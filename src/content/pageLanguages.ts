/**
 * The languages a page is rendered in (docs/architecture.md#languages-and-the-static-export). English always. Another language
 * when the page has something in it: every page outside the areas (the home page, versions,
 * blog, the few pages of the site's own), a page whose Markdown has a translation beside it, and
 * every page of an area whose landing page is translated: such an area is offered in that
 * language, so its reader keeps the translated shell and navigation on the pages still in
 * English. An area with no translation at all (a DOCS_CONTENT_DIR corpus) is English only: its
 * `/zh/` URLs are not rendered a second time; the host's 404 page takes them to the English page.
 */
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@/core/language';
import type { NavArea } from '@/core/navigationTypes';
import { landingFileFor } from './contentPaths';
import { translatedMarkdownFile } from './translatedContent';

export interface PageOfArea {
  area: NavArea | null;
  /** The page's Markdown file, if it is made from one. */
  source: string | null;
}

function offeredIn(page: PageOfArea, language: Language): boolean {
  if (language === DEFAULT_LANGUAGE || page.area === null) {
    return true;
  }
  if (translatedMarkdownFile(landingFileFor(page.area), language) !== null) {
    return true;
  }
  return (
    page.source?.endsWith('.md') === true && translatedMarkdownFile(page.source, language) !== null
  );
}

export function pageLanguages(page: PageOfArea): Language[] {
  return SUPPORTED_LANGUAGES.filter((language) => offeredIn(page, language));
}

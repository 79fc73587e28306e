/**
 * The ids a page of the site holds besides its content's, and the rule an id written in a page's
 * Markdown must follow so that it can never take the place of one of them. Two elements with one
 * id make `getElementById` and `#anchor` links find the first; an element whose id names a global
 * (`window.__NEXT_DATA__`, `window.dataLayer`) replaces what a script expects there.
 */

/** Next.js's own: the element the app renders into, and the page's data. */
export const NEXT_ROOT_ID = '__next';
export const NEXT_DATA_ID = '__NEXT_DATA__';

/** The shell's fixed ids. Each component that renders one takes it from here. */
export const MAIN_CONTENT_ID = 'main-content';
export const TOC_TITLE_ID = 'toc-title';
export const SETTINGS_DRAWER_TITLE_ID = 'settings-drawer-title';
export const SETTINGS_DENSITY_ID = 'settings-density';
export const SEARCH_DIALOG_TITLE_ID = 'search-dialog-title';
export const SEARCH_LISTBOX_ID = 'search-listbox';
export const SEARCH_OPTION_ID_PREFIX = 'search-option-';

/** The search result option at `index`. */
export function searchOptionId(index: number): string {
  return `${SEARCH_OPTION_ID_PREFIX}${index}`;
}

/** Globals the site's scripts look up by a name an author's id could also give an element. */
const PAGE_GLOBALS = ['gtag', 'next'];

const SHELL_IDS: ReadonlySet<string> = new Set([
  NEXT_ROOT_ID,
  NEXT_DATA_ID,
  MAIN_CONTENT_ID,
  TOC_TITLE_ID,
  SETTINGS_DRAWER_TITLE_ID,
  SETTINGS_DENSITY_ID,
  SEARCH_DIALOG_TITLE_ID,
  SEARCH_LISTBOX_ID,
  ...PAGE_GLOBALS,
]);

const SHELL_ID_PREFIXES = [SEARCH_OPTION_ID_PREFIX];

/**
 * The form of an id written in Markdown: lowercase letters, digits and hyphens, starting with a
 * letter, as heading ids are. It leaves out Next.js's `__` ids, React's generated `:r1:` ids, the
 * demos' anchors (their file names, `BasicButtons`) and every camelCase global.
 */
export const AUTHOR_ID_FORM = /^[a-z][a-z0-9-]*$/;

/** Whether the shell renders `id` on a page (or a script reads a global by that name). */
export function isShellId(id: string): boolean {
  return SHELL_IDS.has(id) || SHELL_ID_PREFIXES.some((prefix) => id.startsWith(prefix));
}

/**
 * What is wrong with an id written in a page's Markdown, as a sentence that says what to do, or
 * null when it may be used. Collisions with the page's heading ids and with each other are
 * checked where the whole page is known (src/content/markdown/authorIds.ts).
 */
export function authorIdProblem(id: string): string | null {
  if (!AUTHOR_ID_FORM.test(id)) {
    return `the id "${id}" is not allowed: write ids in lowercase letters, digits and hyphens, starting with a letter (like "usage-notes")`;
  }
  if (isShellId(id)) {
    return `the id "${id}" is one the site itself uses on every page: choose another id`;
  }
  return null;
}

/**
 * The attributes that tell the search index builder (src/content/search/readExportedPage.ts)
 * what of an exported page to read: the element holding the page's own content (its first <h1>
 * is the title), the parts inside it that are not content (demos, notes, edit links), and a page
 * whose text is not in its URL's language. A file of its own: every page component imports it,
 * and none of them needs the index format.
 */
export const SEARCH_BODY_ATTRIBUTE = 'data-search-body';
export const SEARCH_IGNORE_ATTRIBUTE = 'data-search-ignore';
export const SEARCH_UNTRANSLATED_ATTRIBUTE = 'data-search-untranslated';

/** Props for the element that holds a page's content; `translated` is false for English text on a /zh/ page. */
export function searchBodyProps(translated: boolean): Record<string, string> {
  return translated
    ? { [SEARCH_BODY_ATTRIBUTE]: '' }
    : { [SEARCH_BODY_ATTRIBUTE]: '', [SEARCH_UNTRANSLATED_ATTRIBUTE]: '' };
}

/** Props for a part of the content that is not searched. */
export const SEARCH_IGNORE_PROPS: Readonly<Record<string, string>> = {
  [SEARCH_IGNORE_ATTRIBUTE]: '',
};

/** Where the links of doc-comment Markdown lead: pages of this site locally, the rest to mui.com. */

const SITE = /^https:\/\/mui\.com(\/[^)#\s]*)/;

/**
 * Rewrites the Markdown link targets of a doc comment: a mui.com link to a page this site has
 * becomes local; a root-relative link to a page this site lacks goes to mui.com instead of to a
 * missing page here.
 */
export function localizeDocLinks(markdown: string, isInternal: (path: string) => boolean): string {
  return markdown
    .replace(/\]\((https:\/\/mui\.com\/[^)\s]*)\)/g, (match, url: string) => {
      const path = SITE.exec(url)?.[1] ?? '';
      const bare = path.replace(/\/$/, '') || '/';
      return isInternal(bare) ? `](${bare === '/' ? '/' : `${bare}/`})` : match;
    })
    .replace(/\]\((\/(?!\/)[^)\s]*)\)/g, (match, url: string) => {
      const bare = url.replace(/[?#].*$/, '').replace(/\/$/, '') || '/';
      return isInternal(bare) ? match : `](https://mui.com${url})`;
    });
}

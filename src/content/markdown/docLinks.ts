/** Where the links of doc-comment Markdown lead: pages of this site locally, the rest to mui.com. */
import { UPSTREAM_DOCS_ORIGIN } from '@/core/upstreamDocs';

const ESCAPED_ORIGIN = UPSTREAM_DOCS_ORIGIN.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const SITE = new RegExp(`^${ESCAPED_ORIGIN}(\\/[^)#\\s]*)`);
const SITE_LINK = new RegExp(`\\]\\((${ESCAPED_ORIGIN}\\/[^)\\s]*)\\)`, 'g');

/**
 * Rewrites the Markdown link targets of a doc comment: a mui.com link to a page this site has
 * becomes local; a root-relative link to a page this site lacks goes to mui.com instead of to a
 * missing page here.
 */
export function localizeDocLinks(markdown: string, isInternal: (path: string) => boolean): string {
  return markdown
    .replace(SITE_LINK, (match, url: string) => {
      const path = SITE.exec(url)?.[1] ?? '';
      const bare = path.replace(/\/$/, '') || '/';
      return isInternal(bare) ? `](${bare === '/' ? '/' : `${bare}/`})` : match;
    })
    .replace(/\]\((\/(?!\/)[^)\s]*)\)/g, (match, url: string) => {
      const bare = url.replace(/[?#].*$/, '').replace(/\/$/, '') || '/';
      return isInternal(bare) ? match : `](${UPSTREAM_DOCS_ORIGIN}${url})`;
    });
}

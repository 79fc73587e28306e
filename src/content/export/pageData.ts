/**
 * An exported page's data (`__NEXT_DATA__`), read out of its HTML and written back, for the export
 * steps that leave out what the page does not need there (articleOnce.ts, demoCodeOnce.ts).
 */
import { NEXT_DATA_ID } from '@/core/pageIds';

const NEXT_DATA = new RegExp(
  `(<script id="${NEXT_DATA_ID}" type="application/json">)([\\s\\S]*?)(</script>)`,
);

/** Next.js's escaping of the page data inside its script element, restored after editing. */
function escapeForScript(json: string): string {
  return json
    .replace(/&/g, '\\u0026')
    .replace(/>/g, '\\u003e')
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface PageData {
  /** The parsed `__NEXT_DATA__`; edit it in place, then `write` it back. */
  data: { props?: { pageProps?: unknown } };
  /** The page's HTML with the edited data. */
  write(): string;
}

/** The page data of an exported HTML page, or null for a page without any. */
export function readPageData(html: string): PageData | null {
  const match = NEXT_DATA.exec(html);
  if (match === null) {
    return null;
  }
  const data = JSON.parse(match[2]) as PageData['data'];
  return {
    data,
    write: () =>
      `${html.slice(0, match.index)}${match[1]}${escapeForScript(JSON.stringify(data))}${match[3]}${html.slice(match.index + match[0].length)}`,
  };
}

/**
 * Links in a twin point at other twins: a site link (`/material-ui/api/button/#props`, or the
 * same page on https://mui.com) to a page of the route table becomes `/material-ui/api/button.md#props`.
 * A site path this site has no page for (doc comments of the libraries link to mui.com pages such
 * as `/material-ui/transitions/`) points at https://mui.com, where it was written for. External
 * links, anchors and relative links are left as written.
 */
import { markdownTwinPath } from '@/core/markdownTwin';
import { UPSTREAM_DOCS_ORIGIN } from '@/core/upstreamDocs';

export type LinkResolver = (href: string) => string | null;

const SITE_ORIGIN = UPSTREAM_DOCS_ORIGIN;

/** A resolver for the pages that exist: `hasPage` gets a canonical path without trailing slash. */
export function twinLinkResolver(hasPage: (path: string) => boolean): LinkResolver {
  return (href) => {
    const local = href.startsWith(`${SITE_ORIGIN}/`) ? href.slice(SITE_ORIGIN.length) : href;
    if (!local.startsWith('/') || local.startsWith('//')) {
      return null;
    }
    const hashIndex = local.indexOf('#');
    const fragment = hashIndex === -1 ? '' : local.slice(hashIndex);
    const withoutFragment = hashIndex === -1 ? local : local.slice(0, hashIndex);
    const queryIndex = withoutFragment.indexOf('?');
    const pathname = queryIndex === -1 ? withoutFragment : withoutFragment.slice(0, queryIndex);
    const canonical = pathname.replace(/\/+$/, '') || '/';
    return hasPage(canonical)
      ? `${markdownTwinPath(canonical)}${fragment}`
      : `${SITE_ORIGIN}${local}`;
  };
}

const INLINE_LINK = /(\]\(\s*)(<[^>\n]*>|[^\s()]+)/g;
const DEFINITION = /^(\s*\[[^\]]+\]:\s*)(<[^>\n]*>|\S+)/;

function rewriteTarget(target: string, resolve: LinkResolver): string {
  const bracketed = target.startsWith('<') && target.endsWith('>');
  const href = bracketed ? target.slice(1, -1) : target;
  const resolved = resolve(href);
  if (resolved === null) {
    return target;
  }
  return bracketed ? `<${resolved}>` : resolved;
}

/** Splits a line into text and inline code spans (code spans are returned with `code: true`). */
function splitCodeSpans(line: string): { text: string; code: boolean }[] {
  const parts: { text: string; code: boolean }[] = [];
  let rest = line;
  for (;;) {
    const open = /`+/.exec(rest);
    if (!open) {
      break;
    }
    const closeAt = rest
      .slice(open.index + open[0].length)
      .search(new RegExp(`(?<!\`)${open[0]}(?!\`)`));
    if (closeAt === -1) {
      break;
    }
    const end = open.index + open[0].length + closeAt + open[0].length;
    parts.push({ text: rest.slice(0, open.index), code: false });
    parts.push({ text: rest.slice(open.index, end), code: true });
    rest = rest.slice(end);
  }
  parts.push({ text: rest, code: false });
  return parts;
}

/** Rewrites the inline links and link definitions of one line of prose (not fenced code). */
export function rewriteLinks(line: string, resolve: LinkResolver): string {
  const definition = DEFINITION.exec(line);
  if (definition) {
    return `${definition[1]}${rewriteTarget(definition[2], resolve)}${line.slice(definition[0].length)}`;
  }
  return splitCodeSpans(line)
    .map((part) =>
      part.code
        ? part.text
        : part.text.replace(
            INLINE_LINK,
            (_match, lead: string, target: string) => `${lead}${rewriteTarget(target, resolve)}`,
          ),
    )
    .join('');
}

/** Reading the documentation conventions of MUI's doc comments. Pure text functions. */
import ts from 'typescript';

const SITE_ORIGIN = /^https?:\/\/mui\.com/;

/** Collapses runs of whitespace (including newlines) to one space. */
export function normalizeWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A mui.com URL or a root-relative link as a site pathname: no origin, hash, query or trailing slash. */
export function toSitePathname(url: string): string | null {
  const withoutOrigin = url.replace(SITE_ORIGIN, '');
  if (!withoutOrigin.startsWith('/')) return null;
  const path = withoutOrigin.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** The text before the `Demos:` / `API:` sections of a component's doc comment. */
export function componentDescription(comment: string): string {
  const cut = comment.search(/^\s*(Demos|API):\s*$/m);
  return (cut === -1 ? comment : comment.slice(0, cut)).trim();
}

function section(comment: string, title: string): string {
  const match = new RegExp(`^\\s*${title}:\\s*$`, 'm').exec(comment);
  if (!match) return '';
  const rest = comment.slice(match.index + match[0].length);
  const end = rest.search(/^\s*[A-Z][A-Za-z ]*:\s*$/m);
  return end === -1 ? rest : rest.slice(0, end);
}

/** The `- [Title](url)` items of the `Demos:` section. */
export function parseDemoLinks(comment: string): { title: string; url: string }[] {
  const links: { title: string; url: string }[] = [];
  for (const match of section(comment, 'Demos').matchAll(/^\s*-\s*\[([^\]]+)\]\(([^)\s]+)\)/gm)) {
    links.push({ title: match[1], url: match[2] });
  }
  return links;
}

/**
 * The demo pages a doc comment links that exist in the navigation, without duplicates. A component
 * shared by two areas (Base UI's TextareaAutosize, re-exported by Material UI) links the demo page
 * of each: the page of one area lists its own area's demos when it has any.
 */
export function pageDemos(
  comment: string,
  area: string,
  navPathnames: ReadonlySet<string>,
): { title: string; pathname: string }[] {
  const demos: { title: string; pathname: string }[] = [];
  for (const link of parseDemoLinks(comment)) {
    const pathname = toSitePathname(link.url);
    if (pathname && navPathnames.has(pathname) && !demos.some((d) => d.pathname === pathname)) {
      demos.push({ title: link.title, pathname });
    }
  }
  const ownArea = demos.filter((demo) => demo.pathname.startsWith(`/${area}/`));
  return ownArea.length > 0 ? ownArea : demos;
}

/** `- inherits [ButtonBase API](https://mui.com/material-ui/api/button-base/)` -> name and URL. */
export function parseInheritance(comment: string): { component: string; url: string } | null {
  const match = /inherits\s+\[([^\]]+?)(?:\s+API)?\]\(([^)\s]+)\)/.exec(comment);
  return match ? { component: match[1], url: match[2] } : null;
}

/**
 * A doc comment without its maintainers' notes: a line that starts with `TODO` is addressed to the
 * library's developers ("TODO: Use module augmentation to move it to …"), not to its readers.
 */
export function withoutMaintainerNotes(comment: string): string {
  return comment
    .split('\n')
    .filter((line) => !/^\s*TODO\b/.test(line))
    .join('\n')
    .trim();
}

/** What a callback's doc comment says of its arguments (`@param`) and its result (`@returns`). */
export interface CallbackDoc {
  parameters: { name: string; type: string | null; optional: boolean; description: string }[];
  returns: { type: string | null; description: string } | null;
}

export interface DocInfo {
  description: string;
  defaultValue: string | null;
  deprecated: string | null;
  /** Null when the comment has neither `@param` nor `@returns`. */
  callback: CallbackDoc | null;
}

/** A `@param` tag's name, type and text: `@param {string} [details] Extra data.` */
function paramOf(tag: ts.JSDocParameterTag): CallbackDoc['parameters'][number] {
  return {
    name: tag.name.getText(),
    type: tag.typeExpression ? normalizeWhitespace(tag.typeExpression.type.getText()) : null,
    optional: tag.isBracketed,
    // The text may start with the `-` some authors put between a name and its meaning.
    description: normalizeWhitespace(ts.getTextOfJSDocComment(tag.comment) ?? '').replace(
      /^-\s*/,
      '',
    ),
  };
}

/** Description, `@default`, `@deprecated`, `@param` and `@returns` of a declaration's last doc comment. */
export function readDocInfo(node: ts.Node): DocInfo {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const doc = docs[docs.length - 1];
  if (!doc) return { description: '', defaultValue: null, deprecated: null, callback: null };
  let defaultValue: string | null = null;
  let deprecated: string | null = null;
  const parameters: CallbackDoc['parameters'] = [];
  let returns: CallbackDoc['returns'] = null;
  for (const tag of doc.tags ?? []) {
    const text = (ts.getTextOfJSDocComment(tag.comment) ?? '').trim();
    if (tag.tagName.text === 'default') defaultValue = text === '' ? null : text;
    if (tag.tagName.text === 'deprecated') deprecated = text === '' ? 'Deprecated' : text;
    if (ts.isJSDocParameterTag(tag)) parameters.push(paramOf(tag));
    if (ts.isJSDocReturnTag(tag)) {
      returns = {
        type: tag.typeExpression ? normalizeWhitespace(tag.typeExpression.type.getText()) : null,
        description: normalizeWhitespace(text).replace(/^-\s*/, ''),
      };
    }
  }
  return {
    description: withoutMaintainerNotes(ts.getTextOfJSDocComment(doc.comment) ?? ''),
    defaultValue,
    deprecated,
    callback: parameters.length > 0 || returns !== null ? { parameters, returns } : null,
  };
}

/**
 * What HTML a page's Markdown and a library's doc comments may produce: rehype-sanitize's allowlist
 * (GitHub's, as hast-util-sanitize ships it), extended only by what the site's Markdown needs, and
 * narrowed where GitHub's rules rely on its own page around them. Anything not named here is removed.
 *
 * The site's own additions come after sanitizing and are not subject to this schema: heading ids
 * (rehype-slug) and their self-links, table-cell alignment, link placeholders and shiki's
 * highlighted `<pre>` blocks.
 */
import { defaultSchema, type Options as Schema } from 'rehype-sanitize';
import { CALLOUT_TYPES } from './callouts';

/** The callout box written by `:::info` … `:::` (callouts.ts), or by hand with the same classes. */
const CALLOUT_CLASSES = ['callout', ...CALLOUT_TYPES.map((type) => `callout-${type}`)];

/**
 * Attributes GitHub allows on every element, less those this site has no use for and that can do
 * harm here: `name` makes an element a property of `document` (`<img name="cookie">` replaces
 * `document.cookie` for the page's scripts), and `action` is a URL that no protocol rule checks.
 */
const DROPPED_GLOBAL_ATTRIBUTES = new Set(['name', 'action']);

const globalAttributes = (defaultSchema.attributes?.['*'] ?? []).filter(
  (definition) =>
    !DROPPED_GLOBAL_ATTRIBUTES.has(typeof definition === 'string' ? definition : definition[0]),
);

/**
 * Elements removed with everything inside them. Any other element that is not allowed is replaced
 * by its content; for these the content is code, markup in another namespace, or text that a
 * browser parses differently (the ground of mutation XSS), never prose worth keeping.
 */
const STRIPPED_ELEMENTS = [
  'script',
  'style',
  'template',
  'noscript',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'plaintext',
  'object',
  'embed',
  'svg',
  'math',
  'select',
];

export const sanitizeSchema: Schema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'aside'],
  attributes: {
    ...defaultSchema.attributes,
    '*': globalAttributes,
    // The lead paragraph of every page: `<p class="description">`.
    p: [['className', 'description']],
    aside: [
      ['className', ...CALLOUT_CLASSES],
      ['dataCallout', ...CALLOUT_TYPES],
    ],
  },
  /**
   * Ids are kept as written instead of prefixed with `user-content-` (GitHub's defence against
   * an author's id taking the place of the page's own): a prefix would break every `#anchor` link
   * written for them. authorIds.ts refuses instead any id that could collide with the page's own.
   * `name` is not allowed at all (above), so nothing else needs a prefix.
   */
  clobber: [],
  strip: STRIPPED_ELEMENTS,
};

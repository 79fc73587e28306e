/** The shape of one entry of an area's side navigation (docs/product-rules.md#side-navigation). */

export type Plan = 'pro' | 'premium';

export interface NavEntry {
  /**
   * Canonical path without a trailing slash and without a language prefix,
   * e.g. `/material-ui/react-button`. For a group (an entry with `children`)
   * it is a virtual path naming the group, e.g. `/material-ui/components/inputs`,
   * and no page is exported for it.
   */
  pathname: string;
  /** Explicit title. `false` hides the title. Without it the title comes from a translation key or the last path segment. */
  title?: string | false;
  /** Translation key of a subheading shown above this group, e.g. `inputs`. */
  subheader?: string;
  children?: NavEntry[];
  /** The paid plan the entry is tied to. */
  plan?: Plan;
  newFeature?: boolean;
  /** Announced but not yet available: shown with a badge, never linked. */
  planned?: boolean;
  unstable?: boolean;
  legacy?: boolean;
  /** Name of an icon shown beside a top-level group. */
  icon?: string;
  /**
   * The SVG path of `icon`, written by the build into the trees it sends to pages
   * (src/content/navIconPaths.ts); authors name `icon` only.
   */
  iconPath?: string;
  /** Extra attributes for the link element. */
  linkProps?: Record<string, string>;
  /** Query string parameters appended to the link. */
  query?: Record<string, string>;
}

/** The documentation areas that have a side navigation tree. */
export const NAV_AREAS = ['material-ui', 'joy-ui', 'base-ui', 'system', 'x'] as const;
export type NavArea = (typeof NAV_AREAS)[number];

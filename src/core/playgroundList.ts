/**
 * The shape of an area's authored playground list (data/<area>/playground.ts): which component
 * pages get a playground, what each starts with, and why the others have none.
 */

/** A prop written on every render: a primitive, or an object of them (`inputProps`). */
export type FixedPropValue = string | number | boolean | { readonly [key: string]: FixedPropValue };

export interface PlaygroundEntry {
  /** The component's export name, as its API page names it (`Button`). */
  component: string;
  /** Text the component shows: the playground offers a text field for it. */
  text?: string;
  /** The prop `text` sets, when not `children` (a Material UI Chip's `label`). */
  textProp?: string;
  /**
   * JSX children when text is not enough (a list's items, a tooltip's anchor), written with the
   * area's own components; each tag must have an API page in the area.
   */
  childrenJsx?: string;
  /** Props the component needs on every render (a Tooltip's `title`, a Switch's label). */
  fixed?: Readonly<Record<string, FixedPropValue>>;
  /** Props that get no control besides those no playground controls (callbacks, `sx`, slots). */
  hide?: readonly string[];
}

export interface PlaygroundList {
  /** By page slug (`react-button`): the component that page's playground shows. */
  pages: Readonly<Record<string, PlaygroundEntry>>;
  /** Component pages with no playground, by slug, each with the reason. */
  excluded: Readonly<Record<string, string>>;
}

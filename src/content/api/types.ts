/** The JSON document written for each API page of the navigation (one file per page). */
import type { ApiKind } from '@/core/apiPageDescription';

/** A callback's arguments and result as its doc comment describes them (`@param`, `@returns`). */
export interface ApiCallback {
  parameters: { name: string; type: string | null; optional: boolean; description: string }[];
  /** What the callback returns, from `@returns`: its type and meaning; null when not described. */
  returns: { type: string | null; description: string } | null;
}

export interface ApiProp {
  name: string;
  type: string;
  defaultValue: string | null;
  description: string;
  required: boolean;
  deprecated: string | null;
  /** The string literals the type accepts, when it is a union of them (src/content/api/props.ts). */
  values?: string[];
  /** Set for a function-typed member whose doc comment has `@param` or `@returns`. */
  callback?: ApiCallback;
}

export interface ApiSlot {
  name: string;
  description: string;
  defaultComponent: string | null;
  className: string | null;
}

export interface ApiCssClass {
  key: string;
  className: string;
  description: string;
}

export interface ApiDoc {
  name: string;
  kind: ApiKind;
  area: string;
  pathname: string;
  packageName: string;
  packageVersion: string;
  imports: string[];
  description: string;
  props: ApiProp[];
  slots: ApiSlot[];
  classes: ApiCssClass[];
  inheritance: { component: string; pathname: string | null } | null;
  /** What receives the props the page does not list: the inherited component, else the root element. */
  spread: string | null;
  /** Whether a `ref` given to the component reaches its root element (the props accept `ref`). */
  refForwarded: boolean;
  /** The root element: the type map's default intrinsic element (`button`), else the ref's DOM type. */
  rootElement: string | null;
  /** The theme's key for default props and style overrides (`MuiButton`, `JoyButton`). */
  themeName: string | null;
  parameters: ApiProp[];
  returnValue: ApiProp[];
  sourceUrl: string;
  demos: { title: string; pathname: string }[];
}

/** One row of `generated/api/index.json`. */
export interface ApiIndexEntry {
  pathname: string;
  name: string;
  kind: ApiDoc['kind'];
  area: string;
}

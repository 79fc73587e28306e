/** The JSON document written for each API page of the navigation (one file per page). */
import type { ApiKind } from '@/core/apiPageDescription';

export interface ApiProp {
  name: string;
  type: string;
  defaultValue: string | null;
  description: string;
  required: boolean;
  deprecated: string | null;
  /** The string literals the type accepts, when it is a union of them (src/content/api/props.ts). */
  values?: string[];
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
  spread: string | null;
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

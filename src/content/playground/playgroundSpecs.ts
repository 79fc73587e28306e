/**
 * The playgrounds of the component pages, from each area's authored list
 * (data/<area>/playground.ts) and the API data extracted from the installed type definitions
 * (generated/api/). Build time only: the page data gets a page's PlaygroundSpec, the generator
 * (scripts/generate-playground.ts) the modules that render them, the type-check test the JSX.
 */
import fs from 'node:fs';
import path from 'node:path';
import { exportNameToSlug } from '@/core/apiSlug';
import {
  controlFor,
  orderControls,
  type PlaygroundControl,
  type PlaygroundSpec,
} from '@/core/playground';
import type { PlaygroundEntry, PlaygroundList } from '@/core/playgroundList';
import { apiPagePath } from '@/core/routeKinds';
import type { ApiDoc } from '@/content/api/types';
import { playground as baseList } from '../../../data/base-ui/playground';
import { playground as joyList } from '../../../data/joy-ui/playground';
import { playground as materialList } from '../../../data/material-ui/playground';
import { AREA_CONTENT_DIR, EXTERNAL_CONTENT_DIR, apiFileFor } from '../contentPaths';

/** The areas with playgrounds, each with its authored list. */
export const PLAYGROUND_LISTS: Readonly<Record<string, PlaygroundList>> = {
  'material-ui': materialList,
  'joy-ui': joyList,
  'base-ui': baseList,
};

export function listFileOf(area: string): string {
  return `data/${area}/playground.ts`;
}

/** How a module exports a component: `import Button from '@mui/material/Button';`. */
export interface ComponentImport {
  /** The name the JSX uses. */
  name: string;
  module: string;
  /** Whether it is a named export (`import { Button } from '@mui/base/Button';`). */
  named: boolean;
}

/** One listed page, resolved against the API data. */
export interface ResolvedPlayground {
  area: string;
  slug: string;
  spec: PlaygroundSpec;
  /** The imports of the component and of every component its children use. */
  imports: ComponentImport[];
}

/** The API document of an export of an area, or null when the area has no API page for it. */
function apiDocOf(area: string, name: string): ApiDoc | null {
  const file = apiFileFor(apiPagePath(area, exportNameToSlug(name)));
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ApiDoc) : null;
}

const IMPORT = /^import (?:(\w+)|\{ (\w+) \}) from '([^']+)';$/;

function importOf(doc: ApiDoc): ComponentImport | null {
  const match = IMPORT.exec(doc.imports[0] ?? '');
  if (!match) return null;
  return { name: match[1] ?? match[2] ?? doc.name, module: match[3] ?? '', named: !match[1] };
}

/** The capitalised tags of JSX children: the components they use. */
export function componentTags(jsx: string): string[] {
  return [...new Set([...jsx.matchAll(/<([A-Z][A-Za-z0-9]*)/g)].map((match) => match[1] ?? ''))];
}

function resolveEntry(
  area: string,
  slug: string,
  entry: PlaygroundEntry,
): { resolved: ResolvedPlayground | null; errors: string[] } {
  const where = `${listFileOf(area)}, page "${slug}"`;
  const errors: string[] = [];
  if (!fs.existsSync(path.join(AREA_CONTENT_DIR, area, `${slug}.md`))) {
    errors.push(
      `${where}: data/${area}/${slug}.md does not exist; use the slug of a page of ${area}`,
    );
  }
  if (entry.text !== undefined && entry.childrenJsx !== undefined) {
    errors.push(`${where}: give either text or childrenJsx, not both`);
  }
  const doc = apiDocOf(area, entry.component);
  const own = doc ? importOf(doc) : null;
  if (!doc || !own) {
    errors.push(
      `${where}: ${entry.component} has no API page in ${area} (generated/api${apiPagePath(area, exportNameToSlug(entry.component))}.json); check the name, or run npm run generate`,
    );
    return { resolved: null, errors };
  }
  const propNames = new Set(doc.props.map((prop) => prop.name));
  for (const name of entry.hide ?? []) {
    if (!propNames.has(name)) {
      errors.push(`${where}: hide lists "${name}", which is not a prop of ${entry.component}`);
    }
  }
  const imports: ComponentImport[] = [own];
  for (const tag of componentTags(entry.childrenJsx ?? '')) {
    if (tag === own.name) continue;
    const childDoc = apiDocOf(area, tag);
    const childImport = childDoc ? importOf(childDoc) : null;
    if (!childImport) {
      errors.push(`${where}: childrenJsx uses <${tag}>, which has no API page in ${area}`);
    } else if (!imports.some((known) => known.name === childImport.name)) {
      imports.push(childImport);
    }
  }
  const text =
    entry.text === undefined ? null : { prop: entry.textProp ?? 'children', value: entry.text };
  const hidden = new Set([...(entry.hide ?? []), ...Object.keys(entry.fixed ?? {})]);
  const controls = doc.props
    .map((prop) => controlFor(prop, hidden, text))
    .filter((control): control is PlaygroundControl => control !== null);
  // A text for a prop the component takes from its host element (an Alert's children, an
  // input's placeholder): the API page does not list it; the type-check test holds it.
  if (text && !propNames.has(text.prop)) {
    controls.push({ kind: 'text', name: text.prop, defaultValue: text.value });
  }
  const spec: PlaygroundSpec = {
    component: own.name,
    area,
    controls: orderControls(controls),
    fixed: entry.fixed ?? {},
    childrenJsx: entry.childrenJsx?.trim() ?? null,
  };
  return { resolved: { area, slug, spec, imports }, errors };
}

/** Every listed page of every area, resolved, with every error of the lists. */
export function resolvePlaygrounds(): { playgrounds: ResolvedPlayground[]; errors: string[] } {
  const playgrounds: ResolvedPlayground[] = [];
  const errors: string[] = [];
  for (const [area, list] of Object.entries(PLAYGROUND_LISTS)) {
    for (const [slug, entry] of Object.entries(list.pages)) {
      if (Object.prototype.hasOwnProperty.call(list.excluded, slug)) {
        errors.push(`${listFileOf(area)}: "${slug}" is both listed and excluded; keep one`);
      }
      const result = resolveEntry(area, slug, entry);
      errors.push(...result.errors);
      if (result.resolved) playgrounds.push(result.resolved);
    }
  }
  return { playgrounds, errors };
}

let cached: ResolvedPlayground[] | null = null;

/**
 * The playground of a page, or null when its area lists none for it. Throws, naming the list and
 * what to fix, when a list has an error.
 */
export function playgroundSpecOf(area: string | null, pagePath: string): PlaygroundSpec | null {
  // Another content folder (DOCS_CONTENT_DIR) has no API data, so no playgrounds.
  if (!area || !PLAYGROUND_LISTS[area] || EXTERNAL_CONTENT_DIR !== null) return null;
  if (!cached) {
    const { playgrounds, errors } = resolvePlaygrounds();
    if (errors.length > 0) throw new Error(`Playground lists:\n${errors.join('\n')}`);
    cached = playgrounds;
  }
  const slug = pagePath.slice(`/${area}/`.length);
  return cached.find((entry) => entry.area === area && entry.slug === slug)?.spec ?? null;
}

/** Per area: pages with a playground, pages excluded. For the content check's summary. */
export function playgroundCounts(): { area: string; listed: number; excluded: number }[] {
  return Object.entries(PLAYGROUND_LISTS).map(([area, list]) => ({
    area,
    listed: Object.keys(list.pages).length,
    excluded: Object.keys(list.excluded).length,
  }));
}

/**
 * The content check's part for playgrounds: per area, how many component pages have one and how
 * many are excluded; fails for an error in a list, an area below its minimum, or a component page
 * of an area with a list that is neither listed nor excluded (it needs a decision).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from '../contentPaths';
import { PLAYGROUND_LISTS, listFileOf, resolvePlaygrounds } from './playgroundSpecs';

/** The fewest playgrounds each area must have. */
export const PLAYGROUND_MINIMUMS: Readonly<Record<string, number>> = {
  'material-ui': 40,
  'joy-ui': 25,
};

/** The slugs of an area's component pages: Markdown pages whose front matter lists components. */
export function componentPageSlugs(area: string, dataDir: string = DATA_DIR): string[] {
  const dir = path.join(dataDir, area);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /^[a-z0-9-]+\.md$/.test(name))
    .filter((name) => /^components:\s*\S/m.test(fs.readFileSync(path.join(dir, name), 'utf8')))
    .map((name) => name.slice(0, -'.md'.length))
    .sort();
}

export function playgroundCheck(): { lines: string[]; failures: string[] } {
  const { errors } = resolvePlaygrounds();
  const lines: string[] = [];
  const failures = [...errors];
  for (const [area, list] of Object.entries(PLAYGROUND_LISTS)) {
    const listed = Object.keys(list.pages).length;
    const excluded = Object.keys(list.excluded).length;
    const minimum = PLAYGROUND_MINIMUMS[area] ?? 0;
    lines.push(
      `${area}: ${listed} component pages with a playground, ${excluded} excluded with a reason${minimum > 0 ? ` (at least ${minimum})` : ''}`,
    );
    if (listed < minimum) {
      failures.push(`${listFileOf(area)}: ${listed} playgrounds, fewer than ${minimum}`);
    }
    for (const slug of componentPageSlugs(area)) {
      if (!(slug in list.pages) && !(slug in list.excluded)) {
        failures.push(
          `${listFileOf(area)}: data/${area}/${slug}.md is a component page with no playground and no reason: list it in pages or in excluded`,
        );
      }
    }
  }
  return { lines, failures };
}

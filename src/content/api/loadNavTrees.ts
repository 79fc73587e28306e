/** Loads the navigation trees `data/<area>/pages.ts` that exist. */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { NAV_AREAS } from '@/core/navigationTypes';
import type { NavEntry } from '@/core/navigationTypes';

export type ModuleImporter = (file: string) => Promise<unknown>;

export interface LoadedTrees {
  trees: Map<string, NavEntry[]>;
  /** Files read, relative to the project root. */
  files: string[];
  /** Areas without a tree file. */
  missing: string[];
}

export function navTreeFile(rootDir: string, area: string): string {
  return path.join(rootDir, 'data', area, 'pages.ts');
}

const importByUrl: ModuleImporter = (file) => import(pathToFileURL(file).href);

function defaultExport(moduleValue: unknown): unknown {
  if (moduleValue !== null && typeof moduleValue === 'object' && 'default' in moduleValue) {
    const value: unknown = moduleValue.default;
    // A CommonJS interop layer may wrap the default export once more.
    if (
      !Array.isArray(value) &&
      value !== null &&
      typeof value === 'object' &&
      'default' in value
    ) {
      return value.default;
    }
    return value;
  }
  return undefined;
}

export async function loadNavTrees(
  rootDir: string,
  importer: ModuleImporter = importByUrl,
): Promise<LoadedTrees> {
  const trees = new Map<string, NavEntry[]>();
  const files: string[] = [];
  const missing: string[] = [];
  for (const area of NAV_AREAS) {
    const file = navTreeFile(rootDir, area);
    if (!fs.existsSync(file)) {
      missing.push(area);
      continue;
    }
    const tree = defaultExport(await importer(file));
    if (!Array.isArray(tree)) {
      throw new Error(`${path.relative(rootDir, file)} must export a NavEntry[] by default`);
    }
    trees.set(area, tree as NavEntry[]);
    files.push(path.relative(rootDir, file).split(path.sep).join('/'));
  }
  return { trees, files, missing };
}

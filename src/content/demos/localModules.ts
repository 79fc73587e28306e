/**
 * The files a demo imports by relative path (shared data sets such as data/x/datasets/), with
 * their TypeScript and JavaScript sources, so an opened project carries them too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AREA_CONTENT_DIR, relativeToProject } from '../contentPaths';
import { moduleNotFound } from '@/core/moduleNotFound';
import { transpileDemo } from './transpileDemo';

export interface DemoModule {
  specifier: string;
  /** Path in the project under src/, without extension: its path under the area's folder. */
  path: string;
  tsCode: string;
  jsCode: string;
}

const RELATIVE_IMPORT = /from\s*['"](\.\.?\/[^'"]+)['"]/g;

function relativeSpecifiers(code: string): string[] {
  return [...new Set([...code.matchAll(RELATIVE_IMPORT)].map((match) => match[1]))];
}

function resolveModule(specifier: string, importer: string): string {
  const base = path.resolve(path.dirname(importer), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate)) {
      return candidate;
    }
  }
  throw moduleNotFound(specifier, modulesBeside(specifier, base), relativeToProject(importer));
}

/** The specifiers that would resolve in the folder `specifier` points into: its .ts and .tsx files. */
function modulesBeside(specifier: string, base: string): string[] {
  const folder = path.dirname(base);
  if (!fs.existsSync(folder)) {
    return [];
  }
  const prefix = path.posix.dirname(specifier);
  return fs
    .readdirSync(folder)
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => `${prefix}/${file.replace(/\.tsx?$/, '')}`)
    .sort();
}

/**
 * Every module the demo reaches by relative imports, transitively, each once. A shared module may
 * import another (a simulated server over a data set): the project keeps their folder layout under
 * src/, so such an import resolves there as it does here.
 */
export async function localModules(tsCode: string, demoFile: string): Promise<DemoModule[]> {
  const modules: DemoModule[] = [];
  const seen = new Set<string>();
  const queue = relativeSpecifiers(tsCode).map((specifier) => ({ specifier, importer: demoFile }));
  while (queue.length > 0) {
    const { specifier, importer } = queue.shift() as { specifier: string; importer: string };
    const file = resolveModule(specifier, importer);
    if (seen.has(file)) {
      continue;
    }
    seen.add(file);
    const underArea = path.relative(AREA_CONTENT_DIR, file).split(path.sep);
    if (underArea[0] === '..' || underArea.length < 2) {
      throw new Error(
        `${relativeToProject(file)} (imported by the demo ${relativeToProject(demoFile)}) is outside the area folders: move it under data/<area>/ so it can open as a project`,
      );
    }
    const moduleCode = fs.readFileSync(file, 'utf8').trimEnd();
    queue.push(
      ...relativeSpecifiers(moduleCode).map((next) => ({ specifier: next, importer: file })),
    );
    modules.push({
      specifier,
      path: underArea
        .slice(1)
        .join('/')
        .replace(/\.tsx?$/, ''),
      tsCode: moduleCode,
      jsCode: await transpileDemo(moduleCode, file),
    });
  }
  return modules;
}

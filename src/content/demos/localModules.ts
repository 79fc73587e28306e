/**
 * The files a demo imports by relative path (shared data sets such as data/x/datasets/), with
 * their TypeScript and JavaScript sources, so an opened project carries them too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AREA_CONTENT_DIR, relativeToProject } from '../contentPaths';
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
  throw new Error(
    `${relativeToProject(importer)} imports ${specifier}, which is not a .ts or .tsx file beside it: Module not found`,
  );
}

export async function localModules(tsCode: string, demoFile: string): Promise<DemoModule[]> {
  const modules: DemoModule[] = [];
  for (const specifier of relativeSpecifiers(tsCode)) {
    const file = resolveModule(specifier, demoFile);
    const moduleCode = fs.readFileSync(file, 'utf8').trimEnd();
    if (relativeSpecifiers(moduleCode).length > 0) {
      throw new Error(
        `${relativeToProject(file)} (imported by the demo ${relativeToProject(demoFile)}) imports another file by a relative path: keep shared demo modules to one level so they can open as a project`,
      );
    }
    const area = path.relative(AREA_CONTENT_DIR, file).split(path.sep).slice(1);
    modules.push({
      specifier,
      path: area.join('/').replace(/\.tsx?$/, ''),
      tsCode: moduleCode,
      jsCode: await transpileDemo(moduleCode, file),
    });
  }
  return modules;
}

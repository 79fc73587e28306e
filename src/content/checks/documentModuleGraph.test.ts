/**
 * `next dev` reloads the open page whenever a module of pages/_document.tsx changes, where an
 * edit of any other server module only refreshes the page's data. The document must therefore
 * not load the navigation trees (data/<area>/pages.ts) or other authored content: an author's
 * edit of a tree would reload the page (scroll position, open menus and demo state lost) instead
 * of updating the side navigation in place. The production-only lookup in _document is a dynamic
 * import, which is not part of this graph.
 */
import fs from 'node:fs';
import path from 'node:path';
import { staticImports } from '@/core/staticImports';

const ROOT = path.resolve(__dirname, '../../..');
const EXTENSIONS = ['', '.ts', '.tsx', '.json', '/index.ts', '/index.tsx'];

/** The project file a specifier names, or null for a package. */
function resolveProjectFile(specifier: string, from: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, 'src', specifier.slice(2));
  else if (specifier.startsWith('@data/')) base = path.join(ROOT, 'data', specifier.slice(6));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${path.relative(ROOT, from)} imports ${specifier}, which resolves to no file`);
}

/** Every project file that `entry` loads, itself included, relative to the project. */
function moduleGraph(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const specifier of staticImports(fs.readFileSync(file, 'utf8'))) {
      const next = resolveProjectFile(specifier, file);
      if (next !== null) queue.push(next);
    }
  }
  return [...seen].map((file) => path.relative(ROOT, file).split(path.sep).join('/'));
}

describe("pages/_document.tsx's module graph", () => {
  const graph = moduleGraph(path.join(ROOT, 'pages', '_document.tsx'));

  it('is followed through the project (the walk reaches the pre-paint script)', () => {
    expect(graph).toContain('src/theme/prePaintScript.ts');
  });

  it('holds no authored content: no navigation tree, Markdown or translation file', () => {
    const content = graph.filter(
      (file) =>
        file.startsWith('data/') ||
        file.startsWith('translations/') ||
        file === 'src/content/navigationTrees.ts',
    );
    expect(content).toEqual([]);
  });
});

/**
 * Writes the route files of the languages other than English (`pages/zh/…`) from the English
 * route files, one per entry of src/core/routeKinds.ts (rule in src/content/routes/languageTwin.ts).
 * An author adds a route kind with one table entry and one English route file; this generator,
 * which `npm run build`, `npm run dev` and `npm test` run first, writes its twin. Only files whose
 * content changed are written, and twins of entries no longer in the table are removed.
 *
 *   tsx scripts/generate-routes.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { languageTwinSource } from '@/content/routes/languageTwin';
import { ROUTE_KINDS, ROUTE_TWIN_LANGUAGES, routeFileOf } from '@/core/routeKinds';

const PAGES_DIR = 'pages';

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.tsx'));
}

/** Writes the twins; returns how many files it wrote and removed. */
export function generateRoutes(root = process.cwd()): { written: number; removed: number } {
  let written = 0;
  let removed = 0;
  for (const language of ROUTE_TWIN_LANGUAGES) {
    const wanted = new Set<string>();
    for (const { pattern } of ROUTE_KINDS) {
      const englishFile = routeFileOf(pattern);
      const twinFile = routeFileOf(pattern, language);
      wanted.add(twinFile);
      const englishPath = path.join(root, PAGES_DIR, englishFile);
      if (!fs.existsSync(englishPath)) {
        throw new Error(
          `pages/${englishFile} is missing: src/core/routeKinds.ts lists the pattern ${pattern}. Write its route file (docs/authoring.md#a-new-kind-of-page) or remove the entry.`,
        );
      }
      const source = languageTwinSource(
        fs.readFileSync(englishPath, 'utf8'),
        englishFile,
        language,
      );
      const twinPath = path.join(root, PAGES_DIR, twinFile);
      if (!fs.existsSync(twinPath) || fs.readFileSync(twinPath, 'utf8') !== source) {
        fs.mkdirSync(path.dirname(twinPath), { recursive: true });
        fs.writeFileSync(twinPath, source);
        written += 1;
      }
    }
    const languageDir = path.join(root, PAGES_DIR, language);
    for (const file of filesUnder(languageDir)) {
      if (!wanted.has(`${language}/${file}`)) {
        fs.rmSync(path.join(languageDir, file));
        removed += 1;
      }
    }
  }
  return { written, removed };
}

export function run(): void {
  const { written, removed } = generateRoutes();
  console.log(
    `[routes] ${written === 0 && removed === 0 ? 'up to date' : `wrote ${written}, removed ${removed}`} (pages/${ROUTE_TWIN_LANGUAGES.join(', pages/')}/ from the English route files)`,
  );
}

if (process.argv[1]?.endsWith('generate-routes.ts')) {
  try {
    run();
  } catch (error) {
    console.error(`[routes] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

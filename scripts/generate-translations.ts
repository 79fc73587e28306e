/**
 * Writes generated/translations/ from the English translations authors edit,
 * translations/translations.json, split by src/core/translationNamespaces.ts:
 *
 * - translations.json: the namespaces every page uses, in every page's scripts
 *   (src/providers/translationResources.ts);
 * - translations.<namespace>.json, one per lazy namespace (api, demo, settings, home): imported by
 *   src/providers/strings/<namespace>Strings.ts, which the components using the namespace import,
 *   so the strings load with their chunk.
 *
 * Only files whose content changed are written (under `next dev` an unchanged file would make Next
 * update the page for nothing), and files of namespaces no longer lazy are removed.
 * scripts/dev/contentWatcher.mjs runs `generateTranslations` again when translations.json changes.
 * The other languages' files are not split: a page in that language imports its file whole.
 *
 *   tsx scripts/generate-translations.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TranslationResource } from '@/core/i18n';
import {
  LAZY_NAMESPACES,
  splitTranslations,
  translationPartFile,
} from '@/core/translationNamespaces';

/** The English source, from the project's root. */
export const ENGLISH_SOURCE = path.join('translations', 'translations.json');
/** Where the parts are written, from the project's root. */
export const PARTS_DIR = path.join('generated', 'translations');

function writeIfChanged(file: string, content: string): boolean {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) {
    return false;
  }
  fs.writeFileSync(file, content);
  return true;
}

/**
 * Splits the English translations into generated/translations/. Returns the files it wrote (those
 * whose content changed) and removed, relative to the root.
 */
export function generateTranslations(root: string = process.cwd()): {
  written: string[];
  removed: string[];
} {
  const source = path.join(root, ENGLISH_SOURCE);
  let english: TranslationResource;
  try {
    english = JSON.parse(fs.readFileSync(source, 'utf8')) as TranslationResource;
  } catch (error) {
    throw new Error(
      `${ENGLISH_SOURCE} could not be read as JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const { eager, lazy } = splitTranslations(english, LAZY_NAMESPACES);
  const outDir = path.join(root, PARTS_DIR);
  fs.mkdirSync(outDir, { recursive: true });
  const files = new Map<string, TranslationResource>([[translationPartFile(null), eager]]);
  for (const namespace of LAZY_NAMESPACES) {
    files.set(translationPartFile(namespace), lazy[namespace]);
  }
  const written: string[] = [];
  for (const [name, part] of files) {
    if (writeIfChanged(path.join(outDir, name), `${JSON.stringify(part, null, 2)}\n`)) {
      written.push(path.join(PARTS_DIR, name));
    }
  }
  const removed: string[] = [];
  for (const name of fs.readdirSync(outDir)) {
    if (/^translations\..+\.json$/.test(name) && !files.has(name)) {
      fs.rmSync(path.join(outDir, name));
      removed.push(path.join(PARTS_DIR, name));
    }
  }
  return { written, removed };
}

/** Splits the translations and says what changed. Run by scripts/generate.ts, or on its own. */
export function run(): void {
  const { written, removed } = generateTranslations();
  const changes = [
    ...written.map((file) => `wrote ${file}`),
    ...removed.map((file) => `removed ${file}`),
  ];
  console.log(
    changes.length > 0
      ? `[translations] ${changes.join(', ')}`
      : `[translations] ${PARTS_DIR}/ is up to date`,
  );
}

if (process.argv[1]?.endsWith('generate-translations.ts')) {
  try {
    run();
  } catch (error) {
    console.error(
      `[translations] could not split ${ENGLISH_SOURCE}: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}

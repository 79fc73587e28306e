/**
 * The icon finder's synonyms (data/icon-synonyms.json): what a reader types for an icon beside
 * the words of its name. Read at build time by scripts/generate-icons.ts; the words end up in the
 * finder's index.
 */

export interface IconSynonymsProblem {
  file: string;
  message: string;
}

/** The lower-case words of a list of phrases (`"trash, waste bin"` → trash waste bin), deduplicated. */
export function synonymWords(phrases: string, nameWords: readonly string[] = []): string[] {
  const own = new Set(nameWords);
  const words = phrases
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !own.has(word));
  return [...new Set(words)];
}

/**
 * Reads the synonyms file: `{ "icons": { "<Icon>": "phrase, phrase" } }`. Returns each icon's
 * words (its name's own words left out); throws one error listing every problem, naming the file,
 * the icon and what to do.
 */
export function parseIconSynonyms(
  json: unknown,
  file: string,
  icons: ReadonlySet<string>,
  wordsOf: (icon: string) => readonly string[],
): Map<string, string[]> {
  const problems: string[] = [];
  const result = new Map<string, string[]>();
  const entries =
    typeof json === 'object' && json !== null ? (json as Record<string, unknown>).icons : undefined;
  if (typeof entries !== 'object' || entries === null || Array.isArray(entries)) {
    throw new Error(
      `${file}: expected { "icons": { "<Icon name>": "phrase, phrase" } }; fix the file's shape`,
    );
  }
  for (const [icon, phrases] of Object.entries(entries)) {
    if (!icons.has(icon)) {
      problems.push(
        `"${icon}" is not an icon of @mui/icons-material (use the Filled module's name, e.g. "Delete" for DeleteOutlined)`,
      );
      continue;
    }
    if (typeof phrases !== 'string' || synonymWords(phrases).length === 0) {
      problems.push(`"${icon}" has no phrases: give a comma-separated text, or remove the entry`);
      continue;
    }
    const words = synonymWords(phrases, wordsOf(icon));
    if (words.length > 0) result.set(icon, words);
  }
  if (problems.length > 0) {
    throw new Error(`${file}:\n  ${problems.join('\n  ')}`);
  }
  return result;
}

/** Build-time syntax highlighting: no highlighter reaches the browser. Light and dark themes as CSS variables. */
import { bundledThemes, createHighlighter, createOnigurumaEngine, type Highlighter } from 'shiki';
import type { BundledLanguage, ThemeRegistrationRaw } from 'shiki';
import { processWide, RecentMap } from '../processWide';
import { pairedHtml, pairThemes } from './pairedThemes';
import { reusingScanners } from './reusedScanners';

export const HIGHLIGHTED_LANGUAGES = ['tsx', 'ts', 'jsx', 'js', 'bash', 'json', 'css'] as const;

const ALIASES: Record<string, string> = {
  typescript: 'ts',
  javascript: 'js',
  sh: 'bash',
  shell: 'bash',
  diff: 'text',
};

/**
 * GitHub's high-contrast themes: every token colour reaches WCAG AA (4.5:1) on the code block
 * backgrounds; the plain GitHub themes' comments, keywords and parameters do not.
 */
const LIGHT_THEME = 'github-light-high-contrast';
const DARK_THEME = 'github-dark-high-contrast';

const PAIR_THEME = 'docs-light-dark-pair';

/**
 * Compiled pattern lists kept for reuse (reusedScanners.ts). Highlighting all of the site's code
 * blocks and demos compiles about 140 distinct lists.
 */
const KEPT_SCANNERS = 512;

/**
 * Shiki stops tokenizing a line after 500 ms by default and leaves the rest of it, and the state
 * the next lines start from, wrong: on a loaded build machine (other builds, two prerender
 * workers per core) an ordinary line crossed that, so the same code came out highlighted
 * differently from one build to the next. The limit stays, for a pathological line, but far above
 * any ordinary line's time.
 */
const TOKENIZE_TIME_LIMIT_MS = 10_000;

const TWO_THEMES = {
  themes: { light: LIGHT_THEME, dark: DARK_THEME },
  defaultColor: false,
  tokenizeTimeLimit: TOKENIZE_TIME_LIMIT_MS,
} as const;

interface Highlighting {
  highlighter: Highlighter;
  /** Writes a tokenized block as the two-theme output (pairedThemes.ts); null: Shiki's own mode. */
  paired: ((code: string, lang: string) => string) | null;
}

async function rawTheme(name: keyof typeof bundledThemes): Promise<ThemeRegistrationRaw> {
  const loaded = await bundledThemes[name]();
  return loaded.default as ThemeRegistrationRaw;
}

async function createHighlighting(): Promise<Highlighting> {
  const [light, dark] = await Promise.all([rawTheme(LIGHT_THEME), rawTheme(DARK_THEME)]);
  const pair = pairThemes(PAIR_THEME, light, dark);
  const engine = reusingScanners(await createOnigurumaEngine(import('shiki/wasm')), KEPT_SCANNERS);
  const highlighter = await createHighlighter({
    themes: pair ? [LIGHT_THEME, DARK_THEME, pair.theme] : [LIGHT_THEME, DARK_THEME],
    langs: [...HIGHLIGHTED_LANGUAGES],
    engine,
  });
  if (!pair) {
    return { highlighter, paired: null };
  }
  // The two-theme <pre …><code>, which does not depend on the code.
  const sample = highlighter.codeToHtml('x', { lang: 'text', ...TWO_THEMES });
  const preOpen = sample.slice(0, sample.indexOf('<code>') + '<code>'.length);
  return {
    highlighter,
    paired: (code, lang) =>
      pairedHtml(
        pair,
        preOpen,
        highlighter.codeToTokens(code, {
          // One of HIGHLIGHTED_LANGUAGES (normaliseLanguage), all loaded above.
          lang: lang as BundledLanguage,
          theme: PAIR_THEME,
          tokenizeTimeLimit: TOKENIZE_TIME_LIMIT_MS,
        }).tokens,
      ),
  };
}

/** Made once per process: `next dev` re-evaluates this module after a module edit (processWide.ts). */
function getHighlighting(): Promise<Highlighting> {
  return processWide('highlighting', createHighlighting);
}

/** Shiki's own two-theme highlighting, which tokenizes once per theme (for the tests). */
export async function highlightTwice(code: string, language: string): Promise<string> {
  const { highlighter } = await getHighlighting();
  return highlighter.codeToHtml(code, { lang: normaliseLanguage(language), ...TWO_THEMES });
}

export function normaliseLanguage(language: string | null | undefined): string {
  const lower = (language ?? '').toLowerCase();
  const name = ALIASES[lower] ?? lower;
  return (HIGHLIGHTED_LANGUAGES as readonly string[]).includes(name) ? name : 'text';
}

/**
 * Recently highlighted blocks: a page's English and Chinese versions, and the JavaScript and
 * TypeScript of a demo rendered for several pages, share their code. Bounded, for `next dev`.
 */
export const HIGHLIGHT_CACHE_SIZE = 2000;

/** Highlighted `<pre>` HTML for a code block. Unknown languages are shown as plain text. */
export async function highlight(code: string, language: string): Promise<string> {
  const lang = normaliseLanguage(language);
  const key = `${lang}\0${code}`;
  const recent = processWide('highlighted', () => new RecentMap<string>(HIGHLIGHT_CACHE_SIZE));
  const cached = recent.get(key);
  if (cached !== undefined) {
    return cached;
  }
  const { highlighter, paired } = await getHighlighting();
  // Plain text is not tokenized: Shiki's own mode costs nothing there.
  const html =
    paired !== null && lang !== 'text'
      ? paired(code, lang)
      : highlighter.codeToHtml(code, { lang, ...TWO_THEMES });
  recent.set(key, html);
  return html;
}

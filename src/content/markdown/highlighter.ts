/** Build-time syntax highlighting: no highlighter reaches the browser. Light and dark themes as CSS variables. */
import { createHighlighter, type Highlighter } from 'shiki';
import { processWide, RecentMap } from '../processWide';

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

/** Made once per process: `next dev` re-evaluates this module after a module edit (processWide.ts). */
function getHighlighter(): Promise<Highlighter> {
  return processWide('highlighter', () =>
    createHighlighter({
      themes: [LIGHT_THEME, DARK_THEME],
      langs: [...HIGHLIGHTED_LANGUAGES],
    }),
  );
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
  const highlighter = await getHighlighter();
  const html = highlighter.codeToHtml(code, {
    lang,
    themes: { light: LIGHT_THEME, dark: DARK_THEME },
    defaultColor: false,
  });
  recent.set(key, html);
  return html;
}

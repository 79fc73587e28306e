/** Build-time syntax highlighting: no highlighter reaches the browser. Light and dark themes as CSS variables. */
import { createHighlighter, type Highlighter } from 'shiki';

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

let highlighterPromise: Promise<Highlighter> | null = null;

function getHighlighter(): Promise<Highlighter> {
  highlighterPromise ??= createHighlighter({
    themes: [LIGHT_THEME, DARK_THEME],
    langs: [...HIGHLIGHTED_LANGUAGES],
  });
  return highlighterPromise;
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
const recent = new Map<string, string>();
export const HIGHLIGHT_CACHE_SIZE = 2000;

/** Highlighted `<pre>` HTML for a code block. Unknown languages are shown as plain text. */
export async function highlight(code: string, language: string): Promise<string> {
  const lang = normaliseLanguage(language);
  const key = `${lang}\0${code}`;
  const cached = recent.get(key);
  if (cached !== undefined) {
    // Most recently used last, so the oldest entry is the first one evicted.
    recent.delete(key);
    recent.set(key, cached);
    return cached;
  }
  const highlighter = await getHighlighter();
  const html = highlighter.codeToHtml(code, {
    lang,
    themes: { light: LIGHT_THEME, dark: DARK_THEME },
    defaultColor: false,
  });
  recent.set(key, html);
  if (recent.size > HIGHLIGHT_CACHE_SIZE) {
    const oldest = recent.keys().next().value;
    if (oldest !== undefined) {
      recent.delete(oldest);
    }
  }
  return html;
}

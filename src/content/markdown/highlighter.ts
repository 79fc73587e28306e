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

let highlighterPromise: Promise<Highlighter> | null = null;

function getHighlighter(): Promise<Highlighter> {
  highlighterPromise ??= createHighlighter({
    themes: ['github-light', 'github-dark'],
    langs: [...HIGHLIGHTED_LANGUAGES],
  });
  return highlighterPromise;
}

export function normaliseLanguage(language: string | null | undefined): string {
  const lower = (language ?? '').toLowerCase();
  const name = ALIASES[lower] ?? lower;
  return (HIGHLIGHTED_LANGUAGES as readonly string[]).includes(name) ? name : 'text';
}

/** Highlighted `<pre>` HTML for a code block. Unknown languages are shown as plain text. */
export async function highlight(code: string, language: string): Promise<string> {
  const highlighter = await getHighlighter();
  return highlighter.codeToHtml(code, {
    lang: normaliseLanguage(language),
    themes: { light: 'github-light', dark: 'github-dark' },
    defaultColor: false,
  });
}

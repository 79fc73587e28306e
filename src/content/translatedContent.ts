/** Translated Markdown sits beside the English file with a language suffix: `installation.zh.md`. */
import fs from 'node:fs';
import type { Language } from '@/core/language';

export function translatedMarkdownFile(englishFile: string, language: Language): string | null {
  const file = englishFile.replace(/\.md$/, `.${language}.md`);
  return fs.existsSync(file) ? file : null;
}

/**
 * A translation must keep what readers copy or follow: the code blocks verbatim, the demos, the
 * link targets, and the front matter other than title and description.
 */
import { markdownDemos } from './markdownOutline';

export interface ParityInput {
  body: string;
  /** Front matter without title and description (components, hooks, ...), as comparable text. */
  data: Record<string, unknown>;
}

const FENCED_CODE = /^\s{0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\s{0,3}\1\s*$/gm;
const LINK_TARGET = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)|\bhref="([^"]+)"/g;

export function codeBlocks(body: string): string[] {
  return [...body.matchAll(FENCED_CODE)].map((match) => match[0].trim());
}

export function linkTargets(body: string): string[] {
  const prose = body.replace(FENCED_CODE, '');
  return [...prose.matchAll(LINK_TARGET)].map((match) => match[1] ?? match[2]).sort();
}

/** What differs between an English page and its translation, as readable messages. */
export function translationDifferences(english: ParityInput, translated: ParityInput): string[] {
  const differences: string[] = [];
  const englishCode = codeBlocks(english.body);
  const translatedCode = codeBlocks(translated.body);
  if (JSON.stringify(englishCode) !== JSON.stringify(translatedCode)) {
    const index = englishCode.findIndex((block, position) => translatedCode[position] !== block);
    differences.push(
      `code blocks differ (${englishCode.length} in English, ${translatedCode.length} translated; first difference at block ${index + 1})`,
    );
  }
  const englishDemos = markdownDemos(english.body);
  const translatedDemos = markdownDemos(translated.body);
  if (JSON.stringify(englishDemos) !== JSON.stringify(translatedDemos)) {
    differences.push(`demos differ: ${englishDemos.join(', ')} / ${translatedDemos.join(', ')}`);
  }
  const englishLinks = linkTargets(english.body);
  const translatedLinks = linkTargets(translated.body);
  if (JSON.stringify(englishLinks) !== JSON.stringify(translatedLinks)) {
    const missing = englishLinks.filter((link) => !translatedLinks.includes(link));
    const extra = translatedLinks.filter((link) => !englishLinks.includes(link));
    differences.push(
      `links differ: missing ${missing.join(' ') || '-'}; extra ${extra.join(' ') || '-'}`,
    );
  }
  if (JSON.stringify(english.data) !== JSON.stringify(translated.data)) {
    differences.push('front matter other than title and description differs');
  }
  return differences;
}

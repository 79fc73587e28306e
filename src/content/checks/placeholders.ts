/**
 * Placeholder phrases that must not reach a published page. Phrases, not bare words: the
 * `placeholder` prop of an input is legitimate, "placeholder text" left in a page is not.
 */

interface PlaceholderRule {
  phrase: string;
  pattern: RegExp;
}

const RULES: readonly PlaceholderRule[] = [
  { phrase: 'lorem ipsum', pattern: /\blorem ipsum\b/i },
  { phrase: 'TODO', pattern: /\bTODO\b/ },
  { phrase: 'TBD', pattern: /\bTBD\b/ },
  { phrase: 'FIXME', pattern: /\bFIXME\b/ },
  { phrase: 'coming soon', pattern: /\bcoming soon\b/i },
  { phrase: 'placeholder text', pattern: /\bplaceholder text\b/i },
  { phrase: 'content goes here', pattern: /\bcontent goes here\b/i },
  { phrase: 'to be written', pattern: /\bto be written\b/i },
  { phrase: '敬请期待', pattern: /敬请期待/ },
  { phrase: '待补充', pattern: /待补充/ },
  { phrase: '占位文字', pattern: /占位(?:文字|文本)/ },
];

/** The placeholder phrases found in a text, each once, in the order of the rules. */
export function findPlaceholders(text: string): string[] {
  return RULES.filter((rule) => rule.pattern.test(text)).map((rule) => rule.phrase);
}

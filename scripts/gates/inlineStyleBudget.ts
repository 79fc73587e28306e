/**
 * The inline style budget over an exported site: no page carries more CSS in `<style>` elements
 * than bench/budgets.json `inlineStyleKB` allows (KB of 1,000 bytes). The shell's styles belong in
 * the shared stylesheet (scripts/export/rewrites/sharedStylesRewrite.ts), which the browser caches once.
 * Build-time only (reads the export folder).
 */
import fs from 'node:fs';
import path from 'node:path';
import budgets from '../../bench/budgets.json';
import { inlineStyleBytes } from '@/content/export/emotionStyleTags';
import { htmlFiles } from './exportFiles';

export const INLINE_STYLE_BUDGET_BYTES = budgets.inlineStyleKB.max * 1000;

export interface InlineStyleExcess {
  /** The page's file, relative to the export folder. */
  file: string;
  bytes: number;
}

/** The pages of `dir` over the budget, largest first. */
export function pagesOverInlineStyleBudget(
  dir: string,
  budgetBytes = INLINE_STYLE_BUDGET_BYTES,
): InlineStyleExcess[] {
  return htmlFiles(dir)
    .map((file) => ({
      file,
      bytes: inlineStyleBytes(fs.readFileSync(path.join(dir, file), 'utf8')),
    }))
    .filter(({ bytes }) => bytes > budgetBytes)
    .sort((a, b) => b.bytes - a.bytes);
}

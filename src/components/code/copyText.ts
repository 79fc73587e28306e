/**
 * Copies text: the Clipboard API first, then clipboard-copy's selection-based fallback. When both
 * fail the browser's not-allowed error is thrown (SPEC.md §8); callers decide whether to ignore it.
 */
import clipboardCopy from 'clipboard-copy';

export async function copyText(text: string): Promise<void> {
  await clipboardCopy(text);
}

/** How long the copy button reads `Copied` (SPEC.md §9). */
export const COPIED_FEEDBACK_MS = 2000;

/** ⌘ on Apple platforms, Ctrl elsewhere. */
export function copyShortcutLabel(platform: string): string {
  return /mac|iphone|ipad|ipod/i.test(platform) ? '⌘C' : 'Ctrl+C';
}

/** The shortcut's rule lives in src/core/copyShortcut.ts. */
export { isCopyShortcut } from '@/core/copyShortcut';

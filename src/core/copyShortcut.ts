/**
 * The copy shortcut of a code block (docs/product-rules.md#copying-code): Ctrl, Cmd or Alt with C, only when no text is
 * selected. The physical key (`event.code === 'KeyC'`) counts, not the character it types: on
 * macOS Alt+C types `ç`, and other keyboard layouts put another letter on that key.
 */
export interface ShortcutKeys {
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

export function isCopyShortcut(event: ShortcutKeys, selectedText: string): boolean {
  return (
    (event.ctrlKey || event.metaKey || event.altKey) &&
    event.code === 'KeyC' &&
    selectedText.length === 0
  );
}

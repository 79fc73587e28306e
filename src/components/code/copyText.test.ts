/**
 * @jest-environment jsdom
 */
import { copyShortcutLabel, copyText } from './copyText';
import { installClipboard, type ClipboardStandIn } from './clipboardStandIn';

let clipboard: ClipboardStandIn | undefined;
afterEach(() => clipboard?.restore());

describe('copyText', () => {
  it('writes through the Clipboard API when it is allowed', async () => {
    clipboard = installClipboard({ api: 'ok', fallback: false });
    await copyText('npm install @mui/material');
    expect(clipboard.written).toEqual(['npm install @mui/material']);
    expect(clipboard.fallbackCopied).toEqual([]);
  });

  it('falls back to selecting the text and copying it when the Clipboard API refuses', async () => {
    clipboard = installClipboard({ api: 'reject', fallback: true });
    await copyText('const a = 1;');
    expect(clipboard.fallbackCopied).toEqual(['const a = 1;']);
    // The temporary selection is cleaned up.
    expect(window.getSelection()?.toString()).toBe('');
    expect(document.body.textContent).toBe('');
  });

  it('falls back when there is no Clipboard API at all', async () => {
    clipboard = installClipboard({ api: 'missing', fallback: true });
    await copyText('x');
    expect(clipboard.fallbackCopied).toEqual(['x']);
  });

  it('throws the not-allowed error when both ways fail', async () => {
    clipboard = installClipboard({ api: 'missing', fallback: false });
    await expect(copyText('x')).rejects.toMatchObject({ name: 'NotAllowedError' });
    clipboard.restore();
    clipboard = installClipboard({ api: 'reject', fallback: false });
    await expect(copyText('x')).rejects.toMatchObject({ name: 'NotAllowedError' });
  });
});

// `Copied` for two seconds, then `Copy`, is tested where it shows: CodeBlock.test.tsx.
describe('copy shortcut', () => {
  it.each([
    ['MacIntel', '⌘C'],
    ['iPhone', '⌘C'],
    ['iPad', '⌘C'],
    ['Win32', 'Ctrl+C'],
    ['Linux x86_64', 'Ctrl+C'],
    ['', 'Ctrl+C'],
  ])('labels the shortcut on %j as %s', (platform, label) => {
    expect(copyShortcutLabel(platform)).toBe(label);
  });
});

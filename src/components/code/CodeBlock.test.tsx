/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { UserLanguageProvider } from '@/providers/UserLanguageProvider';
import CodeBlock from './CodeBlock';
import { installClipboard, setPlatform, type ClipboardStandIn } from './clipboardStandIn';

const CODE = 'npm install @mui/material';

function renderBlock() {
  const view = render(
    <UserLanguageProvider language="en">
      <CodeBlock
        code={CODE}
        html={`<pre tabindex="0"><code>${CODE}</code></pre>`}
        language="bash"
      />
    </UserLanguageProvider>,
  );
  const block = view.container.querySelector('.code-block') as HTMLElement;
  return { ...view, block };
}

/** Lets the copy promise settle inside act(). */
async function settle(): Promise<void> {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

let clipboard: ClipboardStandIn;
let restorePlatform: (() => void) | undefined;

beforeEach(() => {
  jest.useFakeTimers();
  clipboard = installClipboard({ api: 'ok', fallback: false });
});

afterEach(() => {
  jest.useRealTimers();
  clipboard.restore();
  restorePlatform?.();
  restorePlatform = undefined;
  jest.restoreAllMocks();
});

describe('CodeBlock copy button', () => {
  it('copies the code and reads Copied for 2 seconds, then Copy', async () => {
    renderBlock();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await settle();
    expect(clipboard.written).toEqual([CODE]);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('restarts the 2 seconds on a second copy', async () => {
    renderBlock();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await settle();
    act(() => jest.advanceTimersByTime(1500));
    fireEvent.click(screen.getByRole('button', { name: 'Copied' }));
    await settle();
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('ignores a copy failure silently: no error, no Copied', async () => {
    clipboard.restore();
    clipboard = installClipboard({ api: 'reject', fallback: false });
    const consoleError = jest.spyOn(console, 'error');
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      renderBlock();
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
      await settle();
      await act(async () => {
        jest.useRealTimers();
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
      expect(consoleError).not.toHaveBeenCalled();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('CodeBlock copy shortcut', () => {
  function press(modifiers: Partial<KeyboardEventInit>) {
    // The physical C key; with Alt on macOS it types `ç`, which must copy too.
    fireEvent.keyDown(document, {
      key: modifiers.altKey ? 'ç' : 'c',
      code: 'KeyC',
      ...modifiers,
    });
  }

  it.each([{ ctrlKey: true }, { metaKey: true }, { altKey: true }])(
    'copies the block under the pointer on %j+C',
    async (modifier) => {
      const { block } = renderBlock();
      fireEvent.mouseEnter(block);
      press(modifier);
      await settle();
      expect(clipboard.written).toEqual([CODE]);
      expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    },
  );

  it('copies the block that has focus', async () => {
    const { block } = renderBlock();
    act(() => (block.querySelector('pre') as HTMLElement).focus());
    press({ ctrlKey: true });
    await settle();
    expect(clipboard.written).toEqual([CODE]);
  });

  it('does nothing when text is selected', async () => {
    const { block } = renderBlock();
    fireEvent.mouseEnter(block);
    jest
      .spyOn(window, 'getSelection')
      .mockReturnValue({ toString: () => 'install' } as unknown as Selection);
    press({ ctrlKey: true });
    await settle();
    expect(clipboard.written).toEqual([]);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('does nothing when the block is neither hovered nor focused', async () => {
    const { block } = renderBlock();
    fireEvent.mouseEnter(block);
    fireEvent.mouseLeave(block);
    press({ ctrlKey: true });
    await settle();
    expect(clipboard.written).toEqual([]);
  });

  it('shows ⌘C on macOS as visible text and as the button description', () => {
    restorePlatform = setPlatform('MacIntel');
    renderBlock();
    const button = screen.getByRole('button', { name: 'Copy' });
    expect(button).toHaveAccessibleDescription('⌘C');
    expect(screen.getByText('⌘C')).toBeInTheDocument();
    expect(screen.queryByText('Ctrl+C')).toBeNull();
  });

  it('shows Ctrl+C elsewhere', () => {
    restorePlatform = setPlatform('Win32');
    renderBlock();
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveAccessibleDescription('Ctrl+C');
    expect(screen.getByText('Ctrl+C')).toBeInTheDocument();
  });
});

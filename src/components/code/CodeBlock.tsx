/**
 * A highlighted code block with a `Copy` button. Ctrl, Cmd or Alt with C copies the block under
 * the pointer or focus when no text is selected.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { copyShortcutLabel, isCopyShortcut } from './copyText';
import { useCopyFeedback } from './useCopyFeedback';

export default function CodeBlock({
  code,
  html,
  language,
}: {
  code: string;
  html: string;
  language: string;
}) {
  const { copied, copy } = useCopyFeedback();
  const [active, setActive] = React.useState(false);
  const [shortcut, setShortcut] = React.useState('Ctrl+C');
  React.useEffect(() => setShortcut(copyShortcutLabel(window.navigator.platform)), []);

  React.useEffect(() => {
    if (!active) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (isCopyShortcut(event, window.getSelection()?.toString() ?? '')) {
        event.preventDefault();
        copy(code);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, code, copy]);

  return (
    <Box
      className="code-block"
      data-language={language}
      onMouseEnter={() => setActive(true)}
      onMouseLeave={() => setActive(false)}
      onFocus={() => setActive(true)}
      onBlur={() => setActive(false)}
      sx={{ position: 'relative', my: 2 }}
    >
      <Box dangerouslySetInnerHTML={{ __html: html }} />
      <Button
        size="small"
        variant="outlined"
        color="secondary"
        onClick={() => copy(code)}
        title={`${shortcut}`}
        sx={{
          position: 'absolute',
          top: 8,
          insetInlineEnd: 8,
          minWidth: 0,
          py: 0,
          bgcolor: 'background.paper',
        }}
      >
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </Box>
  );
}

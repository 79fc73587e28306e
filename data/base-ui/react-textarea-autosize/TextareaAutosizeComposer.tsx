import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

const draft =
  'Hi team, the release notes are ready for review.\nThe changelog lists every fix.\nThe screenshots are in the shared folder.\nPlease comment by Friday.\nThanks!\nSee you at the demo.';

export default function TextareaAutosizeComposer() {
  const [text, setText] = React.useState(draft);
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'flex-end',
        gap: 8,
        width: '100%',
        maxWidth: 340,
        padding: 8,
        border: '1px solid #94a3b8',
        borderRadius: 16,
      }}
    >
      <TextareaAutosize
        aria-label="Message"
        maxRows={4}
        value={text}
        onChange={(event) => setText(event.target.value)}
        style={{
          flex: 1,
          font: 'inherit',
          fontSize: 14,
          lineHeight: 1.5,
          border: 'none',
          background: 'transparent',
          color: 'inherit',
          resize: 'none',
        }}
      />
      <button type="button" disabled={text.trim() === ''} onClick={() => setText('')}>
        Send
      </button>
    </div>
  );
}

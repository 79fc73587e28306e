import * as React from 'react';
import { styled } from '@mui/system';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

const LIMIT = 140;

const Textarea = styled(TextareaAutosize)`
  box-sizing: border-box;
  width: 100%;
  max-width: 320px;
  font: inherit;
  font-size: 0.875rem;
  line-height: 1.5;
  padding: 8px 12px;
  border: 1px solid #94a3b8;
  border-radius: 10px;
  resize: none;
  &:focus-visible {
    outline: 3px solid #93c5fd;
  }
`;

export default function TextareaAutosizeComment() {
  const id = React.useId();
  const [text, setText] = React.useState('');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, fontSize: 14 }}>
      <label htmlFor={id}>Your comment</label>
      <Textarea
        id={id}
        minRows={2}
        value={text}
        maxLength={LIMIT}
        onChange={(event) => setText(event.target.value)}
        placeholder="The box grows as you write"
      />
      <span aria-live="polite">
        {LIMIT - text.length} of {LIMIT} characters left
      </span>
    </div>
  );
}

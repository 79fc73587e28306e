import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

const starter = [
  'Line one',
  'Line two',
  'Line three',
  'Line four',
  'Line five',
  'Line six',
  'Line seven',
].join('\n');

const style: React.CSSProperties = {
  boxSizing: 'border-box',
  width: 240,
  font: 'inherit',
  fontSize: 14,
  lineHeight: 1.5,
  padding: '6px 10px',
  border: '1px solid #cbd5e1',
  borderRadius: 8,
  resize: 'none',
};

export default function TextareaAutosizeMinMax() {
  const [text, setText] = React.useState(starter);
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextareaAutosize
        aria-label="At least three rows"
        minRows={3}
        placeholder="minRows={3}"
        style={style}
      />
      <TextareaAutosize
        aria-label="At most four rows"
        maxRows={4}
        value={text}
        onChange={(event) => setText(event.target.value)}
        style={style}
      />
    </div>
  );
}

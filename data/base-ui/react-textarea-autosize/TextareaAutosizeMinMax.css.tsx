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

// Plain CSS. TextareaAutosize sets only the height, so every other rule is yours.
const styles = `
.css-textarea-minmax { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
.css-textarea-minmax textarea {
  box-sizing: border-box;
  width: 240px;
  font: inherit;
  font-size: 0.875rem;
  line-height: 1.5;
  padding: 6px 10px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background: #fff;
  color: #0f172a;
  resize: none;
}
`;

export default function TextareaAutosizeMinMax() {
  const [text, setText] = React.useState(starter);
  return (
    <div className="css-textarea-minmax">
      <style>{styles}</style>
      <TextareaAutosize aria-label="At least three rows" minRows={3} placeholder="minRows={3}" />
      <TextareaAutosize
        aria-label="At most four rows"
        maxRows={4}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}

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

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-textarea-minmax .flex { display: flex; }
.tw-textarea-minmax .flex-wrap { flex-wrap: wrap; }
.tw-textarea-minmax .items-start { align-items: flex-start; }
.tw-textarea-minmax .gap-4 { gap: 1rem; }
.tw-textarea-minmax .box-border { box-sizing: border-box; }
.tw-textarea-minmax .w-60 { width: 15rem; }
.tw-textarea-minmax .\\[font\\:inherit\\] { font: inherit; }
.tw-textarea-minmax .text-sm { font-size: 0.875rem; line-height: 1.5; }
.tw-textarea-minmax .px-2\\.5 { padding-left: 0.625rem; padding-right: 0.625rem; }
.tw-textarea-minmax .py-1\\.5 { padding-top: 0.375rem; padding-bottom: 0.375rem; }
.tw-textarea-minmax .border { border: 1px solid #cbd5e1; }
.tw-textarea-minmax .rounded-lg { border-radius: 0.5rem; }
.tw-textarea-minmax .bg-white { background-color: #fff; }
.tw-textarea-minmax .text-slate-900 { color: #0f172a; }
.tw-textarea-minmax .resize-none { resize: none; }
`;

const field =
  'box-border w-60 [font:inherit] text-sm px-2.5 py-1.5 border rounded-lg bg-white text-slate-900 resize-none';

export default function TextareaAutosizeMinMax() {
  const [text, setText] = React.useState(starter);
  return (
    <div className="tw-textarea-minmax">
      <style>{utilities}</style>
      <div className="flex flex-wrap items-start gap-4">
        <TextareaAutosize
          aria-label="At least three rows"
          minRows={3}
          placeholder="minRows={3}"
          className={field}
        />
        <TextareaAutosize
          aria-label="At most four rows"
          maxRows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={field}
        />
      </div>
    </div>
  );
}

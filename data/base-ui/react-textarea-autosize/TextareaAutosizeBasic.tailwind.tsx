import { TextareaAutosize } from '@mui/base/TextareaAutosize';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-textarea textarea { font-family: inherit; }
.tw-textarea .box-border { box-sizing: border-box; }
.tw-textarea .w-80 { width: 20rem; }
.tw-textarea .px-3 { padding-left: 0.75rem; padding-right: 0.75rem; }
.tw-textarea .py-2 { padding-top: 0.5rem; padding-bottom: 0.5rem; }
.tw-textarea .text-sm { font-size: 0.875rem; line-height: 1.5; }
.tw-textarea .text-slate-900 { color: #0f172a; }
.tw-textarea .bg-white { background-color: #fff; }
.tw-textarea .border { border: 1px solid #cbd5e1; }
.tw-textarea .rounded-lg { border-radius: 0.5rem; }
.tw-textarea .resize-none { resize: none; }
.tw-textarea .focus\\:outline-none:focus { outline: 2px solid transparent; }
.tw-textarea .focus\\:border-blue-600:focus { border-color: #2563eb; }
.tw-textarea .focus\\:ring:focus { box-shadow: 0 0 0 3px #bfdbfe; }
`;

export default function TextareaAutosizeBasic() {
  return (
    <div className="tw-textarea">
      <style>{utilities}</style>
      <TextareaAutosize
        aria-label="Comment"
        minRows={2}
        placeholder="Write a comment. The box grows as you type."
        className="box-border w-80 px-3 py-2 text-sm text-slate-900 bg-white border rounded-lg resize-none focus:outline-none focus:border-blue-600 focus:ring"
      />
    </div>
  );
}

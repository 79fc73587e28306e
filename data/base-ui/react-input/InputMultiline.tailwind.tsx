import * as React from 'react';
import { Input } from '@mui/base/Input';
import type { InputOwnerState } from '@mui/base/Input';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import type { TextareaAutosizeProps } from '@mui/base/TextareaAutosize';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-input-multi .flex { display: flex; }
.tw-input-multi .flex-col { flex-direction: column; }
.tw-input-multi .gap-3 { gap: 0.75rem; }
.tw-input-multi .w-80 { width: 20rem; }
.tw-input-multi .w-full { width: 100%; }
.tw-input-multi .box-border { box-sizing: border-box; }
.tw-input-multi .\\[font\\:inherit\\] { font: inherit; }
.tw-input-multi .text-sm { font-size: 0.875rem; line-height: 1.5; }
.tw-input-multi .px-3 { padding-left: 0.75rem; padding-right: 0.75rem; }
.tw-input-multi .py-2 { padding-top: 0.5rem; padding-bottom: 0.5rem; }
.tw-input-multi .rounded-lg { border-radius: 0.5rem; }
.tw-input-multi .rounded-\\[inherit\\] { border-radius: inherit; }
.tw-input-multi .border { border: 1px solid #cbd5e1; }
.tw-input-multi .border-0 { border: 0; }
.tw-input-multi .border-blue-600 { border-color: #2563eb; }
.tw-input-multi .ring { box-shadow: 0 0 0 3px #bfdbfe; }
.tw-input-multi .bg-white { background-color: #fff; }
.tw-input-multi .bg-transparent { background-color: transparent; }
.tw-input-multi .text-slate-900 { color: #0f172a; }
.tw-input-multi .outline-none { outline: none; }
.tw-input-multi .resize-none { resize: none; }
`;

type GrowingTextareaProps = TextareaAutosizeProps & { ownerState?: InputOwnerState };

// Input passes its ownerState to custom slots; the wrapper drops it so it never reaches the DOM.
const GrowingTextarea = React.forwardRef<HTMLTextAreaElement, GrowingTextareaProps>(
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  function GrowingTextarea({ ownerState, ...other }, ref) {
    return <TextareaAutosize {...other} ref={ref} />;
  },
);

function slotProps(label: string) {
  return {
    root: (ownerState: InputOwnerState) => ({
      className: `w-80 rounded-lg border bg-white ${ownerState.focused ? 'border-blue-600 ring' : ''}`,
    }),
    input: {
      'aria-label': label,
      className:
        'box-border w-full [font:inherit] text-sm px-3 py-2 border-0 rounded-[inherit] bg-transparent text-slate-900 outline-none resize-none',
    },
  };
}

export default function InputMultiline() {
  return (
    <div className="tw-input-multi">
      <style>{utilities}</style>
      <div className="flex flex-col gap-3">
        <Input
          multiline
          rows={3}
          placeholder="Fixed: three rows"
          slotProps={slotProps('Fixed height notes')}
        />
        <Input
          multiline
          minRows={2}
          maxRows={5}
          slots={{ textarea: GrowingTextarea }}
          placeholder="Grows from two to five rows"
          slotProps={slotProps('Growing notes')}
        />
      </div>
    </div>
  );
}

import * as React from 'react';
import { Input } from '@mui/base/Input';
import type { InputOwnerState } from '@mui/base/Input';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import type { TextareaAutosizeProps } from '@mui/base/TextareaAutosize';

// Plain CSS targeting the class names that Base UI applies by default.
const styles = `
.css-input-multi { display: flex; flex-direction: column; gap: 12px; }
.css-input-multi .MuiInput-root { width: 320px; border: 1px solid #cbd5e1; border-radius: 8px; background: #fff; }
.css-input-multi .MuiInput-root.Mui-focused { border-color: #2563eb; box-shadow: 0 0 0 3px #bfdbfe; }
.css-input-multi .MuiInput-input {
  box-sizing: border-box;
  width: 100%;
  font: inherit;
  font-size: 0.875rem;
  line-height: 1.5;
  padding: 8px 12px;
  border: none;
  border-radius: inherit;
  background: transparent;
  color: #0f172a;
  outline: none;
  resize: none;
}
`;

type GrowingTextareaProps = TextareaAutosizeProps & { ownerState?: InputOwnerState };

// Input passes its ownerState to custom slots; the wrapper drops it so it never reaches the DOM.
const GrowingTextarea = React.forwardRef<HTMLTextAreaElement, GrowingTextareaProps>(
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  function GrowingTextarea({ ownerState, ...other }, ref) {
    return <TextareaAutosize {...other} ref={ref} />;
  },
);

export default function InputMultiline() {
  return (
    <div className="css-input-multi">
      <style>{styles}</style>
      <Input
        multiline
        rows={3}
        placeholder="Fixed: three rows"
        slotProps={{ input: { 'aria-label': 'Fixed height notes' } }}
      />
      <Input
        multiline
        minRows={2}
        maxRows={5}
        slots={{ textarea: GrowingTextarea }}
        placeholder="Grows from two to five rows"
        slotProps={{ input: { 'aria-label': 'Growing notes' } }}
      />
    </div>
  );
}

import { styled } from '@mui/system';
import { Input, inputClasses } from '@mui/base/Input';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

const MultilineField = styled(Input)`
  width: 320px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background: #fff;

  &.${inputClasses.focused} {
    border-color: #2563eb;
    box-shadow: 0 0 0 3px #bfdbfe;
  }

  & textarea {
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

// styled() filters out the `ownerState` prop that Input passes to custom slots,
// so it does not reach the DOM through TextareaAutosize.
const GrowingTextarea = styled(TextareaAutosize)``;

export default function InputMultiline() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <MultilineField
        multiline
        rows={3}
        placeholder="Fixed: three rows"
        slotProps={{ input: { 'aria-label': 'Fixed height notes' } }}
      />
      <MultilineField
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

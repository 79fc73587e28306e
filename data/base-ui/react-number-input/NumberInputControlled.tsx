import * as React from 'react';
import { styled } from '@mui/system';
import {
  Unstable_NumberInput as NumberInput,
  numberInputClasses,
} from '@mui/base/Unstable_NumberInput';

const Stepper = styled(NumberInput)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  & .${numberInputClasses.input} {
    width: 56px;
    font: inherit;
    text-align: center;
    padding: 6px;
    border: 1px solid #cbd5e1;
    border-radius: 8px;
    background: #fff;
    color: #0f172a;
  }
  & .${numberInputClasses.input}:focus {
    outline: 3px solid #bfdbfe;
    border-color: #2563eb;
  }
  & .${numberInputClasses.incrementButton} {
    order: 1;
  }
  & button {
    width: 32px;
    height: 32px;
    font: inherit;
    font-weight: 700;
    border: 1px solid #cbd5e1;
    border-radius: 50%;
    background: #fff;
    color: #0f172a;
    cursor: pointer;
  }
  & button:disabled {
    color: #cbd5e1;
    cursor: not-allowed;
  }
`;

export default function NumberInputControlled() {
  const [value, setValue] = React.useState<number | undefined>(4);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Stepper
        min={0}
        max={20}
        step={2}
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        slotProps={{
          input: { 'aria-label': 'Even number between 0 and 20' },
          incrementButton: { children: '+', 'aria-label': 'Add 2' },
          decrementButton: { children: '−', 'aria-label': 'Subtract 2' },
        }}
      />
      <span style={{ fontSize: 14 }}>Value: {value ?? 'empty'}</span>
    </div>
  );
}

import * as React from 'react';
import { styled } from '@mui/system';
import {
  Unstable_NumberInput as NumberInput,
  numberInputClasses,
} from '@mui/base/Unstable_NumberInput';

const Stepper = styled(NumberInput)`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid #94a3b8;
  border-radius: 999px;
  overflow: hidden;
  &.${numberInputClasses.focused} {
    box-shadow: 0 0 0 3px #bbf7d0;
  }
  & .${numberInputClasses.input} {
    order: 2;
    width: 64px;
    font: inherit;
    font-size: 0.875rem;
    text-align: center;
    border: none;
    background: transparent;
    color: inherit;
    outline: none;
  }
  & .${numberInputClasses.decrementButton} {
    order: 1;
  }
  & .${numberInputClasses.incrementButton} {
    order: 3;
  }
  & button {
    width: 36px;
    height: 36px;
    border: none;
    background: #166534;
    color: #fff;
    font-size: 1rem;
    cursor: pointer;
  }
  & button:disabled {
    background: #94a3b8;
    cursor: default;
  }
`;

export default function NumberInputSteps() {
  const [minutes, setMinutes] = React.useState<number | undefined>(30);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, fontSize: 14 }}>
      <Stepper
        value={minutes}
        onChange={(_event, value) => setMinutes(value ?? undefined)}
        min={0}
        max={240}
        step={5}
        shiftMultiplier={6}
        slotProps={{
          input: { 'aria-label': 'Break length in minutes' },
          incrementButton: { children: '+', 'aria-label': 'Five minutes more' },
          decrementButton: { children: '−', 'aria-label': 'Five minutes less' },
        }}
      />
      <span>{minutes ?? 0} min (Shift + arrows: half an hour)</span>
    </div>
  );
}

import { styled } from '@mui/system';
import {
  Unstable_NumberInput as NumberInput,
  numberInputClasses,
} from '@mui/base/Unstable_NumberInput';

const StyledNumberInput = styled(NumberInput)`
  display: inline-grid;
  grid-template-columns: 1fr 32px;
  grid-template-rows: 1fr 1fr;
  width: 200px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background: #fff;
  overflow: hidden;
  &.${numberInputClasses.focused} {
    border-color: #2563eb;
    box-shadow: 0 0 0 3px #bfdbfe;
  }
  & .${numberInputClasses.input} {
    grid-row: 1 / 3;
    font: inherit;
    font-size: 0.875rem;
    padding: 8px 12px;
    border: none;
    background: transparent;
    color: #0f172a;
    outline: none;
  }
  & .${numberInputClasses.incrementButton}, & .${numberInputClasses.decrementButton} {
    font-size: 0.625rem;
    border: none;
    border-left: 1px solid #e2e8f0;
    background: #f8fafc;
    color: #334155;
    cursor: pointer;
  }
  & .${numberInputClasses.incrementButton} {
    grid-area: 1 / 2;
    border-bottom: 1px solid #e2e8f0;
  }
  & .${numberInputClasses.decrementButton} {
    grid-area: 2 / 2;
  }
  & button:disabled {
    color: #cbd5e1;
    cursor: default;
  }
`;

export default function NumberInputBasic() {
  return (
    <StyledNumberInput
      min={1}
      max={12}
      slotProps={{
        input: { 'aria-label': 'Guests', placeholder: 'Guests' },
        incrementButton: { children: '▲', 'aria-label': 'Increase' },
        decrementButton: { children: '▼', 'aria-label': 'Decrease' },
      }}
    />
  );
}

import { styled } from '@mui/system';
import {
  Unstable_NumberInput as NumberInput,
  numberInputClasses,
} from '@mui/base/Unstable_NumberInput';

const PriceInput = styled(NumberInput)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  width: 100%;
  max-width: 220px;
  padding: 0 8px;
  border: 1px solid #94a3b8;
  border-radius: 8px;
  font-size: 0.875rem;
  &.${numberInputClasses.focused} {
    border-color: #2563eb;
    box-shadow: 0 0 0 3px #bfdbfe;
  }
  & .${numberInputClasses.input} {
    order: 1;
    flex: 1;
    min-width: 0;
    padding: 8px 0;
    font: inherit;
    border: none;
    background: transparent;
    color: inherit;
    outline: none;
  }
  & .adornment {
    order: 0;
    font-weight: 600;
  }
  & .adornment:last-of-type {
    order: 2;
  }
  & .${numberInputClasses.incrementButton}, & .${numberInputClasses.decrementButton} {
    display: none;
  }
`;

export default function NumberInputAdornments() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      <PriceInput
        defaultValue={120}
        min={0}
        startAdornment={<span className="adornment">€</span>}
        endAdornment={<span className="adornment">per night</span>}
        slotProps={{ input: { 'aria-label': 'Price per night in euros' } }}
      />
    </div>
  );
}

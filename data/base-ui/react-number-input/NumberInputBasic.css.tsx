import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';

// Plain CSS targeting the class names that Base UI applies by default.
const styles = `
.css-number .MuiNumberInput-root {
  display: inline-grid;
  grid-template-columns: 1fr 32px;
  grid-template-rows: 1fr 1fr;
  width: 200px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background: #fff;
  overflow: hidden;
}
.css-number .MuiNumberInput-root.Mui-focused { border-color: #2563eb; box-shadow: 0 0 0 3px #bfdbfe; }
.css-number .MuiNumberInput-input {
  grid-row: 1 / 3;
  font: inherit;
  font-size: 0.875rem;
  padding: 8px 12px;
  border: none;
  background: transparent;
  outline: none;
}
.css-number .MuiNumberInput-incrementButton,
.css-number .MuiNumberInput-decrementButton {
  font-size: 0.625rem;
  border: none;
  border-left: 1px solid #e2e8f0;
  background: #f8fafc;
  cursor: pointer;
}
.css-number .MuiNumberInput-incrementButton { grid-area: 1 / 2; border-bottom: 1px solid #e2e8f0; }
.css-number .MuiNumberInput-decrementButton { grid-area: 2 / 2; }
.css-number .MuiNumberInput-root button:disabled { color: #cbd5e1; cursor: default; }
`;

export default function NumberInputBasic() {
  return (
    <div className="css-number">
      <style>{styles}</style>
      <NumberInput
        min={1}
        max={12}
        slotProps={{
          input: { 'aria-label': 'Guests', placeholder: 'Guests' },
          incrementButton: { children: '▲', 'aria-label': 'Increase' },
          decrementButton: { children: '▼', 'aria-label': 'Decrease' },
        }}
      />
    </div>
  );
}

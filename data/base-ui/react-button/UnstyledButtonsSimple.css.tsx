import { Button } from '@mui/base/Button';

// Plain CSS targeting the class names that Base UI applies by default.
const styles = `
.css-button { display: flex; gap: 12px; }
.css-button .MuiButton-root {
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  padding: 8px 16px;
  border-radius: 8px;
  border: 1px solid #1d4ed8;
  background-color: #2563eb;
  color: #fff;
  cursor: pointer;
  transition: background-color 120ms ease;
}
.css-button .MuiButton-root:hover { background-color: #1d4ed8; }
.css-button .MuiButton-root.Mui-active { background-color: #1e40af; }
.css-button .MuiButton-root.Mui-focusVisible { outline: 3px solid #93c5fd; outline-offset: 2px; }
.css-button .MuiButton-root.Mui-disabled { opacity: 0.45; cursor: not-allowed; }
`;

export default function UnstyledButtonsSimple() {
  return (
    <div className="css-button">
      <style>{styles}</style>
      <Button>Publish</Button>
      <Button disabled>Publish</Button>
    </div>
  );
}

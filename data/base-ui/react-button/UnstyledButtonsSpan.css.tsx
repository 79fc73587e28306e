import { Button } from '@mui/base/Button';

// Plain CSS targeting the class names that Base UI applies by default.
const styles = `
.css-button-span { display: flex; gap: 12px; align-items: center; }
.css-button-span .MuiButton-root {
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  display: inline-block;
  padding: 8px 16px;
  border-radius: 999px;
  background-color: #f1f5f9;
  color: #1e3a8a;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
}
.css-button-span .MuiButton-root:hover { background-color: #e2e8f0; }
.css-button-span .MuiButton-root.Mui-focusVisible { outline: 3px solid #93c5fd; }
`;

export default function UnstyledButtonsSpan() {
  return (
    <div className="css-button-span">
      <style>{styles}</style>
      <Button slots={{ root: 'span' }}>Span with role=button</Button>
      <Button href="#using-with-links">Anchor (href)</Button>
    </div>
  );
}

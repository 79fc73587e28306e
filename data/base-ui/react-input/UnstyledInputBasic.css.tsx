import { Input } from '@mui/base/Input';

// Plain CSS targeting the class names that Base UI applies by default.
const styles = `
.css-input .MuiInput-root {
  display: inline-flex;
  width: 280px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background: #fff;
  transition: border-color 120ms ease;
}
.css-input .MuiInput-root:hover { border-color: #94a3b8; }
.css-input .MuiInput-root.Mui-focused { border-color: #2563eb; box-shadow: 0 0 0 3px #bfdbfe; }
.css-input .MuiInput-input {
  flex: 1;
  font: inherit;
  font-size: 0.875rem;
  padding: 8px 12px;
  border: none;
  border-radius: inherit;
  background: transparent;
  color: #0f172a;
  outline: none;
}
`;

export default function UnstyledInputBasic() {
  return (
    <div className="css-input">
      <style>{styles}</style>
      <Input placeholder="Project name" slotProps={{ input: { 'aria-label': 'Project name' } }} />
    </div>
  );
}

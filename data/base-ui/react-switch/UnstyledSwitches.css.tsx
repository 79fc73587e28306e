import { Switch } from '@mui/base/Switch';

// Plain CSS targeting the class names that Base UI applies by default.
const styles = `
.css-switch { display: flex; gap: 16px; }
.css-switch .MuiSwitch-root { position: relative; display: inline-block; width: 40px; height: 24px; cursor: pointer; }
.css-switch .MuiSwitch-track {
  position: absolute;
  inset: 0;
  border-radius: 12px;
  background: #cbd5e1;
  transition: background-color 150ms ease;
}
.css-switch .MuiSwitch-thumb {
  position: absolute;
  top: 4px;
  left: 4px;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: #fff;
  transition: left 150ms ease;
}
.css-switch .Mui-checked .MuiSwitch-track { background: #2563eb; }
.css-switch .Mui-checked .MuiSwitch-thumb { left: 20px; }
.css-switch .Mui-focusVisible .MuiSwitch-track { box-shadow: 0 0 0 3px #93c5fd; }
.css-switch .MuiSwitch-root.Mui-disabled { opacity: 0.4; cursor: not-allowed; }
.css-switch .MuiSwitch-input {
  position: absolute;
  inset: 0;
  z-index: 1;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: inherit;
}
`;

export default function UnstyledSwitches() {
  return (
    <div className="css-switch">
      <style>{styles}</style>
      <Switch slotProps={{ input: { 'aria-label': 'Notifications' } }} defaultChecked />
      <Switch slotProps={{ input: { 'aria-label': 'Newsletter' } }} />
      <Switch slotProps={{ input: { 'aria-label': 'Beta features' } }} disabled />
      <Switch slotProps={{ input: { 'aria-label': 'Required setting' } }} defaultChecked disabled />
    </div>
  );
}

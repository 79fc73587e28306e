import { useSwitch } from '@mui/base/useSwitch';

// useSwitch renders no class names of its own; these classes are the demo's own.
const styles = `
.css-use-switch { display: flex; gap: 12px; flex-wrap: wrap; }
.css-use-switch label {
  display: inline-flex;
  align-items: center;
  gap: 10px;
  padding: 6px 12px;
  border-radius: 999px;
  border: 1px solid #cbd5e1;
  background: #fff;
  color: #0f172a;
  cursor: pointer;
  font-size: 0.875rem;
}
.css-use-switch label.is-checked { border-color: #16a34a; background: #f0fdf4; }
.css-use-switch label.is-focus-visible { outline: 3px solid #86efac; }
.css-use-switch input { position: absolute; opacity: 0; width: 1px; height: 1px; }
.css-use-switch .state { font-weight: 700; color: #64748b; }
.css-use-switch .is-checked .state { color: #15803d; }
`;

interface LabeledSwitchProps {
  label: string;
  defaultChecked?: boolean;
}

function LabeledSwitch({ label, defaultChecked }: LabeledSwitchProps) {
  const { getInputProps, checked, focusVisible } = useSwitch({ defaultChecked });
  const className = `${checked ? 'is-checked' : ''} ${focusVisible ? 'is-focus-visible' : ''}`;
  return (
    <label className={className}>
      <input {...getInputProps()} role="switch" />
      <span aria-hidden className="state">
        {checked ? 'ON' : 'OFF'}
      </span>
      {label}
    </label>
  );
}

export default function UseSwitchLabeled() {
  return (
    <div className="css-use-switch">
      <style>{styles}</style>
      <LabeledSwitch label="Wi-Fi" defaultChecked />
      <LabeledSwitch label="Bluetooth" />
    </div>
  );
}

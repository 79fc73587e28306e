import { useSwitch } from '@mui/base/useSwitch';

interface LabeledSwitchProps {
  label: string;
  defaultChecked?: boolean;
}

function LabeledSwitch({ label, defaultChecked }: LabeledSwitchProps) {
  const { getInputProps, checked, focusVisible } = useSwitch({ defaultChecked });
  return (
    <label
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 10,
        padding: '6px 12px',
        borderRadius: 999,
        border: `1px solid ${checked ? '#16a34a' : '#cbd5e1'}`,
        background: checked ? '#f0fdf4' : '#fff',
        color: '#0f172a',
        outline: focusVisible ? '3px solid #86efac' : 'none',
        cursor: 'pointer',
        fontSize: 14,
      }}
    >
      <input
        {...getInputProps()}
        role="switch"
        style={{ position: 'absolute', opacity: 0, width: 1, height: 1 }}
      />
      <span aria-hidden style={{ fontWeight: 700, color: checked ? '#15803d' : '#64748b' }}>
        {checked ? 'ON' : 'OFF'}
      </span>
      {label}
    </label>
  );
}

export default function UseSwitchLabeled() {
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <LabeledSwitch label="Wi-Fi" defaultChecked />
      <LabeledSwitch label="Bluetooth" />
    </div>
  );
}

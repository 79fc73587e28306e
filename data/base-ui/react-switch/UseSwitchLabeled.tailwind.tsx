import { useSwitch } from '@mui/base/useSwitch';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-use-switch .flex { display: flex; }
.tw-use-switch .inline-flex { display: inline-flex; }
.tw-use-switch .flex-wrap { flex-wrap: wrap; }
.tw-use-switch .items-center { align-items: center; }
.tw-use-switch .gap-2\\.5 { gap: 0.625rem; }
.tw-use-switch .gap-3 { gap: 0.75rem; }
.tw-use-switch .px-3 { padding-left: 0.75rem; padding-right: 0.75rem; }
.tw-use-switch .py-1\\.5 { padding-top: 0.375rem; padding-bottom: 0.375rem; }
.tw-use-switch .rounded-full { border-radius: 9999px; }
.tw-use-switch .border { border: 1px solid #cbd5e1; }
.tw-use-switch .border-green-600 { border-color: #16a34a; }
.tw-use-switch .bg-white { background-color: #fff; }
.tw-use-switch .bg-green-50 { background-color: #f0fdf4; }
.tw-use-switch .text-slate-900 { color: #0f172a; }
.tw-use-switch .text-slate-500 { color: #64748b; }
.tw-use-switch .text-green-700 { color: #15803d; }
.tw-use-switch .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-use-switch .font-bold { font-weight: 700; }
.tw-use-switch .outline-3 { outline: 3px solid; }
.tw-use-switch .outline-green-300 { outline-color: #86efac; }
.tw-use-switch .cursor-pointer { cursor: pointer; }
.tw-use-switch .sr-only {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
}
`;

interface LabeledSwitchProps {
  label: string;
  defaultChecked?: boolean;
}

function LabeledSwitch({ label, defaultChecked }: LabeledSwitchProps) {
  const { getInputProps, checked, focusVisible } = useSwitch({ defaultChecked });
  const className = [
    'inline-flex items-center gap-2.5 px-3 py-1.5 rounded-full border text-sm text-slate-900 cursor-pointer',
    checked ? 'border-green-600 bg-green-50' : 'bg-white',
    focusVisible ? 'outline-3 outline-green-300' : '',
  ].join(' ');
  return (
    <label className={className}>
      <input {...getInputProps()} role="switch" className="sr-only" />
      <span aria-hidden className={`font-bold ${checked ? 'text-green-700' : 'text-slate-500'}`}>
        {checked ? 'ON' : 'OFF'}
      </span>
      {label}
    </label>
  );
}

export default function UseSwitchLabeled() {
  return (
    <div className="tw-use-switch">
      <style>{utilities}</style>
      <div className="flex flex-wrap gap-3">
        <LabeledSwitch label="Wi-Fi" defaultChecked />
        <LabeledSwitch label="Bluetooth" />
      </div>
    </div>
  );
}

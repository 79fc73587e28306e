import { Switch } from '@mui/base/Switch';
import type { SwitchOwnerState } from '@mui/base/Switch';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-switch .flex { display: flex; }
.tw-switch .gap-4 { gap: 1rem; }
.tw-switch .relative { position: relative; }
.tw-switch .absolute { position: absolute; }
.tw-switch .inline-block { display: inline-block; }
.tw-switch .inset-0 { inset: 0; }
.tw-switch .z-10 { z-index: 10; }
.tw-switch .m-0 { margin: 0; }
.tw-switch .w-10 { width: 2.5rem; }
.tw-switch .h-6 { height: 1.5rem; }
.tw-switch .w-full { width: 100%; }
.tw-switch .h-full { height: 100%; }
.tw-switch .size-4 { width: 1rem; height: 1rem; }
.tw-switch .top-1 { top: 0.25rem; }
.tw-switch .left-1 { left: 0.25rem; }
.tw-switch .left-5 { left: 1.25rem; }
.tw-switch .rounded-full { border-radius: 9999px; }
.tw-switch .bg-white { background-color: #fff; }
.tw-switch .bg-slate-300 { background-color: #cbd5e1; }
.tw-switch .bg-blue-600 { background-color: #2563eb; }
.tw-switch .ring { box-shadow: 0 0 0 3px #93c5fd; }
.tw-switch .opacity-0 { opacity: 0; }
.tw-switch .opacity-40 { opacity: 0.4; }
.tw-switch .cursor-pointer { cursor: pointer; }
.tw-switch .cursor-not-allowed { cursor: not-allowed; }
.tw-switch .cursor-\\[inherit\\] { cursor: inherit; }
.tw-switch .transition-all { transition: all 150ms ease; }
`;

const slotProps = (label: string) => ({
  root: (ownerState: SwitchOwnerState) => ({
    className: `relative inline-block w-10 h-6 ${ownerState.disabled ? 'opacity-40 cursor-not-allowed' : 'cursor-pointer'}`,
  }),
  track: (ownerState: SwitchOwnerState) => ({
    className: `absolute inset-0 rounded-full transition-all ${ownerState.checked ? 'bg-blue-600' : 'bg-slate-300'} ${
      ownerState.focusVisible ? 'ring' : ''
    }`,
  }),
  thumb: (ownerState: SwitchOwnerState) => ({
    className: `absolute top-1 size-4 rounded-full bg-white transition-all ${ownerState.checked ? 'left-5' : 'left-1'}`,
  }),
  input: {
    className: 'absolute inset-0 z-10 w-full h-full m-0 opacity-0 cursor-[inherit]',
    'aria-label': label,
  },
});

export default function UnstyledSwitches() {
  return (
    <div className="tw-switch">
      <style>{utilities}</style>
      <div className="flex gap-4">
        <Switch slotProps={slotProps('Notifications')} defaultChecked />
        <Switch slotProps={slotProps('Newsletter')} />
        <Switch slotProps={slotProps('Beta features')} disabled />
        <Switch slotProps={slotProps('Required setting')} defaultChecked disabled />
      </div>
    </div>
  );
}

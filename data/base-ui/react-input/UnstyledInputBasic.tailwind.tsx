import { Input } from '@mui/base/Input';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-input .inline-flex { display: inline-flex; }
.tw-input .w-72 { width: 18rem; }
.tw-input .flex-1 { flex: 1 1 0%; }
.tw-input .rounded-lg { border-radius: 0.5rem; }
.tw-input .border { border: 1px solid #cbd5e1; }
.tw-input .border-0 { border: 0; }
.tw-input .hover\\:border-slate-400:hover { border-color: #94a3b8; }
.tw-input .border-blue-600 { border-color: #2563eb; }
.tw-input .ring { box-shadow: 0 0 0 3px #bfdbfe; }
.tw-input .bg-white { background-color: #fff; }
.tw-input .bg-transparent { background-color: transparent; }
.tw-input .px-3 { padding-left: 0.75rem; padding-right: 0.75rem; }
.tw-input .py-2 { padding-top: 0.5rem; padding-bottom: 0.5rem; }
.tw-input input { font-family: inherit; } /* normally done by the Tailwind preflight */
.tw-input .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-input .text-slate-900 { color: #0f172a; }
.tw-input .outline-none { outline: none; }
`;

export default function UnstyledInputBasic() {
  return (
    <div className="tw-input">
      <style>{utilities}</style>
      <Input
        placeholder="Project name"
        slotProps={{
          root: (ownerState) => ({
            className: `inline-flex w-72 rounded-lg border bg-white ${
              ownerState.focused ? 'border-blue-600 ring' : 'hover:border-slate-400'
            }`,
          }),
          input: {
            className:
              'flex-1 border-0 rounded-lg bg-transparent px-3 py-2 text-sm text-slate-900 outline-none',
            'aria-label': 'Project name',
          },
        }}
      />
    </div>
  );
}

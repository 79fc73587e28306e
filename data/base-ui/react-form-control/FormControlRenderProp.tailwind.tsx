import * as React from 'react';
import { FormControl } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
// `dark:` keys on the site's colour-scheme attribute (darkMode: ['selector', '[data-mui-color-scheme="dark"]']).
const utilities = `
.tw-fc-render .flex { display: flex; }
.tw-fc-render .flex-col { flex-direction: column; }
.tw-fc-render .gap-1\\.5 { gap: 0.375rem; }
.tw-fc-render .w-70 { width: 17.5rem; }
.tw-fc-render .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-fc-render .\\[font\\:inherit\\] { font: inherit; }
.tw-fc-render .px-3 { padding-left: 0.75rem; padding-right: 0.75rem; }
.tw-fc-render .py-2 { padding-top: 0.5rem; padding-bottom: 0.5rem; }
.tw-fc-render .rounded-lg { border-radius: 0.5rem; }
.tw-fc-render .border-2 { border-width: 2px; border-style: solid; }
.tw-fc-render .border-slate-300 { border-color: #cbd5e1; }
.tw-fc-render .border-blue-600 { border-color: #2563eb; }
.tw-fc-render .border-red-600 { border-color: #dc2626; }
.tw-fc-render .bg-white { background-color: #fff; }
.tw-fc-render .text-slate-900 { color: #0f172a; }
.tw-fc-render .text-slate-500 { color: #64748b; }
.tw-fc-render .text-red-700 { color: #b91c1c; }
.tw-fc-render .outline-none { outline: none; }
[data-mui-color-scheme='dark'] .tw-fc-render .dark\\:text-slate-400 { color: #94a3b8; }
[data-mui-color-scheme='dark'] .tw-fc-render .dark\\:text-red-400 { color: #f87171; }
`;

export default function FormControlRenderProp() {
  const [value, setValue] = React.useState('hello');
  const id = React.useId();
  return (
    <div className="tw-fc-render">
      <style>{utilities}</style>
      <FormControl
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={value.length > 10}
        className="flex flex-col gap-1.5 w-70 text-sm"
      >
        {({ filled, focused, error }) => {
          const border = error
            ? 'border-red-600'
            : focused
              ? 'border-blue-600'
              : 'border-slate-300';
          return (
            <React.Fragment>
              <label htmlFor={id}>Tagline (10 characters at most)</label>
              <Input
                id={id}
                slotProps={{
                  input: {
                    'aria-describedby': `${id}-state`,
                    className: `[font:inherit] px-3 py-2 rounded-lg border-2 ${border} bg-white text-slate-900 outline-none`,
                  },
                }}
              />
              <span
                id={`${id}-state`}
                className={
                  error ? 'text-red-700 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'
                }
              >
                {error
                  ? `Too long by ${value.length - 10}`
                  : `filled: ${String(filled)} · focused: ${String(focused)}`}
              </span>
            </React.Fragment>
          );
        }}
      </FormControl>
    </div>
  );
}

import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-fc input { font-family: inherit; }
.tw-fc .flex { display: flex; }
.tw-fc .flex-col { flex-direction: column; }
.tw-fc .gap-1 { gap: 0.25rem; }
.tw-fc .w-72 { width: 18rem; }
.tw-fc .w-full { width: 100%; }
.tw-fc .box-border { box-sizing: border-box; }
.tw-fc .px-3 { padding-left: 0.75rem; padding-right: 0.75rem; }
.tw-fc .py-2 { padding-top: 0.5rem; padding-bottom: 0.5rem; }
.tw-fc .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-fc .font-semibold { font-weight: 600; }
.tw-fc .text-red-700 { color: #b91c1c; }
.tw-fc .border { border: 1px solid #cbd5e1; }
.tw-fc .rounded-lg { border-radius: 0.5rem; }
.tw-fc .outline-none { outline: none; }
.tw-fc .border-blue-600 { border-color: #2563eb; }
.tw-fc .ring { box-shadow: 0 0 0 3px #bfdbfe; }
`;

function Label({ children }: { children: React.ReactNode }) {
  const state = useFormControlContext();
  return (
    <label htmlFor="fc-username-tw" className="font-semibold">
      {children}
      {state?.required ? <span aria-hidden> *</span> : null}
    </label>
  );
}

function HelperText() {
  const state = useFormControlContext();
  const [touched, setTouched] = React.useState(false);
  React.useEffect(() => {
    if (state?.focused) {
      setTouched(true);
    }
  }, [state?.focused]);
  if (!state || !touched || state.focused || state.filled) {
    return null;
  }
  return <span className="text-red-700">Please choose a user name.</span>;
}

export default function FormControlBasic() {
  return (
    <div className="tw-fc">
      <style>{utilities}</style>
      <FormControl required defaultValue="" className="flex flex-col gap-1 w-72 text-sm">
        <Label>User name</Label>
        <Input
          id="fc-username-tw"
          placeholder="ada_l"
          slotProps={{
            input: (ownerState) => ({
              className: `box-border w-full px-3 py-2 text-sm border rounded-lg outline-none ${ownerState.focused ? 'border-blue-600 ring' : ''}`,
            }),
          }}
        />
        <HelperText />
      </FormControl>
    </div>
  );
}

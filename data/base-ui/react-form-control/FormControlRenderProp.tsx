import * as React from 'react';
import { FormControl } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';

export default function FormControlRenderProp() {
  const [value, setValue] = React.useState('hello');
  return (
    <FormControl
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={value.length > 10}
      style={{ display: 'flex', flexDirection: 'column', gap: 6, width: 280, fontSize: 14 }}
    >
      {({ filled, focused, error }) => (
        <React.Fragment>
          <label htmlFor="fc-tagline">Tagline (10 characters at most)</label>
          <Input
            id="fc-tagline"
            slotProps={{
              input: {
                'aria-describedby': 'fc-tagline-state',
                style: {
                  font: 'inherit',
                  padding: '8px 12px',
                  borderRadius: 8,
                  border: `2px solid ${error ? '#dc2626' : focused ? '#2563eb' : '#cbd5e1'}`,
                  outline: 'none',
                },
              },
            }}
          />
          <span id="fc-tagline-state" style={{ color: error ? '#b91c1c' : '#64748b' }}>
            {error
              ? `Too long by ${value.length - 10}`
              : `filled: ${String(filled)} · focused: ${String(focused)}`}
          </span>
        </React.Fragment>
      )}
    </FormControl>
  );
}

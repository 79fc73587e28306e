import * as React from 'react';
import { useInput } from '@mui/base/useInput';

// useInput gives the state and the props; the markup is ours: a field with a floating label.
function FloatingField({ label }: { label: string }) {
  const id = React.useId();
  const [value, setValue] = React.useState('');
  const { getRootProps, getInputProps, focused } = useInput({
    value,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValue(event.target.value),
  });
  const raised = focused || value !== '';
  return (
    <div
      {...getRootProps()}
      style={{
        position: 'relative',
        width: '100%',
        maxWidth: 260,
        paddingTop: 18,
        borderBottom: `2px solid ${focused ? '#2563eb' : '#94a3b8'}`,
      }}
    >
      <label
        htmlFor={id}
        style={{
          position: 'absolute',
          left: 0,
          top: raised ? 0 : 20,
          fontSize: raised ? 12 : 14,
          transition: 'top 120ms, font-size 120ms',
        }}
      >
        {label}
      </label>
      <input
        {...getInputProps()}
        id={id}
        style={{
          width: '100%',
          padding: '4px 0',
          font: 'inherit',
          fontSize: 14,
          border: 'none',
          background: 'transparent',
          color: 'inherit',
          outline: 'none',
        }}
      />
    </div>
  );
}

export default function UseInputField() {
  return <FloatingField label="City" />;
}

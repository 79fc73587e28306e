import * as React from 'react';
import Input from '@mui/joy/Input';
import { styled } from '@mui/joy/styles';

const Field = styled('div')({ position: 'relative', flex: 1, display: 'flex' });

const NativeInput = styled('input')({
  border: 'none',
  minWidth: 0,
  flex: 1,
  outline: 0,
  padding: '1.1rem 0 0.25rem',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  color: 'inherit',
  backgroundColor: 'transparent',
  '&:not(:placeholder-shown) ~ label, &:focus ~ label': {
    top: '0.35rem',
    fontSize: '0.75rem',
  },
  '&:focus ~ label': { color: 'var(--Input-focusedHighlight)' },
});

const FloatingLabel = styled('label')(({ theme }) => ({
  position: 'absolute',
  left: 0,
  top: 'calc((100% - 1.25rem) / 2)',
  color: theme.vars.palette.text.tertiary,
  fontSize: theme.vars.fontSize.md,
  lineHeight: '1.25rem',
  pointerEvents: 'none',
  transition: 'all 150ms',
}));

const FloatingField = React.forwardRef<
  HTMLInputElement,
  React.InputHTMLAttributes<HTMLInputElement>
>(function FloatingField(props, ref) {
  const id = React.useId();
  return (
    <Field>
      <NativeInput {...props} id={id} ref={ref} placeholder=" " />
      <FloatingLabel htmlFor={id}>Full name</FloatingLabel>
    </Field>
  );
});

export default function FloatingLabelInput() {
  return (
    <Input
      slots={{ input: FloatingField }}
      sx={{ width: 280, maxWidth: '100%', '--Input-minHeight': '56px' }}
    />
  );
}

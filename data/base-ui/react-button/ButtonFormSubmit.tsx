import * as React from 'react';
import { styled } from '@mui/system';
import { Button, buttonClasses } from '@mui/base/Button';

const SubmitButton = styled(Button)`
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  padding: 8px 16px;
  border: 0;
  border-radius: 999px;
  background: #0f766e;
  color: #fff;
  cursor: pointer;
  &.${buttonClasses.active} {
    transform: scale(0.96);
  }
  &.${buttonClasses.focusVisible} {
    outline: 3px solid #5eead4;
    outline-offset: 2px;
  }
`;

export default function ButtonFormSubmit() {
  const id = React.useId();
  const [sent, setSent] = React.useState<string | null>(null);
  return (
    <form
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', fontSize: 14 }}
      onSubmit={(event) => {
        event.preventDefault();
        setSent(String(new FormData(event.currentTarget).get('email') ?? ''));
      }}
    >
      <label htmlFor={id}>Email</label>
      <input id={id} name="email" type="email" required defaultValue="ada@example.com" />
      {/* type="submit" is passed to the native button, which submits the form. */}
      <SubmitButton type="submit">Subscribe</SubmitButton>
      <span role="status" style={{ flexBasis: '100%' }}>
        {sent === null ? 'Not subscribed yet.' : `Subscribed ${sent}.`}
      </span>
    </form>
  );
}

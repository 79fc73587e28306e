import * as React from 'react';
import Slide from '@mui/material/Slide';
import { styled } from '@mui/system';
import { Modal } from '@mui/base/Modal';

const Root = styled(Modal)`
  position: fixed;
  inset: 0;
  z-index: 1300;
  display: flex;
  align-items: flex-end;
  justify-content: center;
`;

const Backdrop = styled('div')`
  position: fixed;
  inset: 0;
  z-index: -1;
  background: rgb(15 23 42 / 0.4);
`;

const Sheet = styled('div')`
  width: 100%;
  max-width: 480px;
  padding: 16px 20px 24px;
  border-radius: 16px 16px 0 0;
  background: #fff;
  color: #0f172a;
  font-size: 0.875rem;
  &:focus {
    outline: none;
  }
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & li button {
    width: 100%;
    padding: 10px 0;
    border: 0;
    border-bottom: 1px solid #e2e8f0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
`;

export default function ModalSheet() {
  const [open, setOpen] = React.useState(false);
  const [choice, setChoice] = React.useState('nothing yet');
  const pick = (value: string) => {
    setChoice(value);
    setOpen(false);
  };
  return (
    <div style={{ fontSize: 14 }}>
      <button type="button" onClick={() => setOpen(true)}>
        Share…
      </button>{' '}
      Shared: {choice}
      <Root
        open={open}
        onClose={() => setOpen(false)}
        closeAfterTransition
        slots={{ backdrop: Backdrop }}
      >
        <Slide in={open} direction="up" timeout={250}>
          <Sheet role="dialog" aria-modal="true" aria-label="Share options">
            <ul>
              {['Copy link', 'Email', 'Message'].map((option) => (
                <li key={option}>
                  <button type="button" onClick={() => pick(option)}>
                    {option}
                  </button>
                </li>
              ))}
            </ul>
          </Sheet>
        </Slide>
      </Root>
    </div>
  );
}

import * as React from 'react';
import { styled } from '@mui/system';
import { Popper } from '@mui/base/Popper';

const Bubble = styled('div')`
  max-width: 220px;
  margin: 8px;
  padding: 8px 12px;
  border-radius: 8px;
  background: #0f172a;
  color: #f8fafc;
  font-size: 0.8125rem;
  z-index: 1;
`;

export default function PopperBasic() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const open = Boolean(anchor);
  return (
    <div>
      <button
        type="button"
        aria-describedby={open ? 'popper-basic' : undefined}
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
      >
        {open ? 'Hide hint' : 'Show hint'}
      </button>
      <Popper id="popper-basic" open={open} anchorEl={anchor} placement="bottom-start">
        <Bubble>Hints stay next to their button when the page scrolls.</Bubble>
      </Popper>
    </div>
  );
}

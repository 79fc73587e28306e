import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper, { type PaperProps } from '@mui/material/Paper';

interface Offset {
  x: number;
  y: number;
}

const DragContext = React.createContext<Offset>({ x: 0, y: 0 });

// The paper moves by the offset the title's drag has reached.
function MovablePaper(props: PaperProps) {
  const { x, y } = React.useContext(DragContext);
  return <Paper {...props} style={{ ...props.style, transform: `translate(${x}px, ${y}px)` }} />;
}

export default function DraggableDialog() {
  const [open, setOpen] = React.useState(false);
  const [offset, setOffset] = React.useState<Offset>({ x: 0, y: 0 });
  const start = React.useRef<{ pointer: Offset; offset: Offset } | null>(null);
  const id = React.useId();
  const close = () => setOpen(false);

  const onPointerDown = (event: React.PointerEvent<HTMLElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { pointer: { x: event.clientX, y: event.clientY }, offset };
  };
  const onPointerMove = (event: React.PointerEvent<HTMLElement>) => {
    if (!start.current) return;
    setOffset({
      x: start.current.offset.x + event.clientX - start.current.pointer.x,
      y: start.current.offset.y + event.clientY - start.current.pointer.y,
    });
  };
  const onPointerUp = () => {
    start.current = null;
  };

  return (
    <DragContext.Provider value={offset}>
      <Button
        variant="outlined"
        onClick={() => {
          setOffset({ x: 0, y: 0 });
          setOpen(true);
        }}
      >
        Open a draggable dialog
      </Button>
      <Dialog open={open} onClose={close} PaperComponent={MovablePaper} aria-labelledby={id}>
        <DialogTitle
          id={id}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          sx={{ cursor: 'move', touchAction: 'none', userSelect: 'none' }}
        >
          Drag me by the title
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            Move the dialog aside to read what is behind it. The title is the handle, so the text
            below stays selectable.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Close</Button>
        </DialogActions>
      </Dialog>
    </DragContext.Provider>
  );
}

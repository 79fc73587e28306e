import * as React from 'react';
import Button from '@mui/material/Button';
import type { SlideProps } from '@mui/material/Slide';
import Slide from '@mui/material/Slide';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

type Direction = NonNullable<SlideProps['direction']>;

function makeSlide(direction: Direction) {
  return function DirectionalSlide(props: SlideProps) {
    return <Slide {...props} direction={direction} />;
  };
}

const slides: Record<Direction, ReturnType<typeof makeSlide>> = {
  left: makeSlide('left'),
  up: makeSlide('up'),
  right: makeSlide('right'),
  down: makeSlide('down'),
};

export default function DirectionSnackbar() {
  const [direction, setDirection] = React.useState<Direction>('up');
  const [open, setOpen] = React.useState(false);
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {(Object.keys(slides) as Direction[]).map((key) => (
        <Button
          key={key}
          onClick={() => {
            setDirection(key);
            setOpen(true);
          }}
        >
          Slide {key}
        </Button>
      ))}
      <Snackbar
        open={open}
        onClose={() => setOpen(false)}
        autoHideDuration={2500}
        TransitionComponent={slides[direction]}
        message={`Slid ${direction}`}
        key={direction}
      />
    </Stack>
  );
}

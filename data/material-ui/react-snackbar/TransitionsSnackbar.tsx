import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Grow from '@mui/material/Grow';
import type { SlideProps } from '@mui/material/Slide';
import Slide from '@mui/material/Slide';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import type { TransitionProps } from '@mui/material/transitions';

function SlideUp(props: SlideProps) {
  return <Slide {...props} direction="up" />;
}

type Transition = React.JSXElementConstructor<TransitionProps & { children: React.ReactElement }>;

const transitions: { name: string; component: Transition }[] = [
  { name: 'Grow', component: Grow },
  { name: 'Fade', component: Fade },
  { name: 'Slide', component: SlideUp },
];

export default function TransitionsSnackbar() {
  const [state, setState] = React.useState<{ open: boolean; index: number }>({
    open: false,
    index: 0,
  });
  const current = transitions[state.index];
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {transitions.map((transition, index) => (
        <Button key={transition.name} onClick={() => setState({ open: true, index })}>
          {transition.name}
        </Button>
      ))}
      <Snackbar
        open={state.open}
        onClose={() => setState((prev) => ({ ...prev, open: false }))}
        autoHideDuration={2500}
        TransitionComponent={current.component}
        message={`Arrived with ${current.name}`}
        key={current.name}
      />
    </Stack>
  );
}

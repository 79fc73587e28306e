import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';

const TRANSITIONS = {
  none: '0s',
  quick: '0.15s ease',
  slow: '0.6s ease-in-out',
};

type Speed = keyof typeof TRANSITIONS;

export default function AccordionTransition() {
  const [speed, setSpeed] = React.useState<Speed>('slow');
  return (
    <Stack spacing={2} sx={{ maxWidth: 400 }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Transition"
        value={speed}
        onChange={(event) => setSpeed(event.target.value as Speed)}
      >
        {(Object.keys(TRANSITIONS) as Speed[]).map((item) => (
          <Radio key={item} value={item} label={item} />
        ))}
      </RadioGroup>
      <AccordionGroup transition={TRANSITIONS[speed]}>
        {['Morning', 'Afternoon'].map((name) => (
          <Accordion key={name}>
            <AccordionSummary>{name} schedule</AccordionSummary>
            <AccordionDetails>
              Opening and closing follow the chosen transition. Readers who ask for reduced motion
              should get the instant one.
            </AccordionDetails>
          </Accordion>
        ))}
      </AccordionGroup>
    </Stack>
  );
}

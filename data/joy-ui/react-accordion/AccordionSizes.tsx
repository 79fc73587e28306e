import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';

type Size = 'sm' | 'md' | 'lg';

export default function AccordionSizes() {
  const [size, setSize] = React.useState<Size>('md');
  return (
    <Stack spacing={2} sx={{ maxWidth: 400 }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Accordion size"
        value={size}
        onChange={(event) => setSize(event.target.value as Size)}
      >
        {(['sm', 'md', 'lg'] as const).map((item) => (
          <Radio key={item} value={item} label={item} />
        ))}
      </RadioGroup>
      <AccordionGroup size={size}>
        {['First', 'Second', 'Third'].map((name) => (
          <Accordion key={name}>
            <AccordionSummary>{name} section</AccordionSummary>
            <AccordionDetails>Text and spacing follow the group&apos;s size.</AccordionDetails>
          </Accordion>
        ))}
      </AccordionGroup>
    </Stack>
  );
}

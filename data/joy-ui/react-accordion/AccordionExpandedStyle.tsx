import Accordion, { accordionClasses } from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

export default function AccordionExpandedStyle() {
  return (
    <AccordionGroup
      sx={{
        maxWidth: 400,
        [`& .${accordionClasses.root}`]: { transition: 'background-color 0.2s' },
        [`& .${accordionClasses.root}.${accordionClasses.expanded}`]: {
          bgcolor: 'background.level1',
          borderRadius: 'md',
          borderBottom: '1px solid',
          borderColor: 'background.level2',
        },
      }}
    >
      {['Plan', 'Seats', 'Support'].map((name, index) => (
        <Accordion key={name} defaultExpanded={index === 0}>
          <AccordionSummary>{name}</AccordionSummary>
          <AccordionDetails>The open item gets a shaded background.</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}

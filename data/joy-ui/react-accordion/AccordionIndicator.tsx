import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary, { accordionSummaryClasses } from '@mui/joy/AccordionSummary';
import AddIcon from '@mui/icons-material/Add';

export default function AccordionIndicator() {
  return (
    <AccordionGroup
      sx={{
        maxWidth: 400,
        [`& .${accordionSummaryClasses.indicator}`]: { transition: '0.2s' },
        [`& [aria-expanded="true"] .${accordionSummaryClasses.indicator}`]: {
          transform: 'rotate(45deg)',
        },
      }}
    >
      {['Ingredients', 'Method', 'Serving'].map((name) => (
        <Accordion key={name}>
          <AccordionSummary indicator={<AddIcon />}>{name}</AccordionSummary>
          <AccordionDetails>
            The plus turns into a cross while {name.toLowerCase()} is open.
          </AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}

import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

const ITEMS = [
  ['Project brief', 'Goals, audience and timeline.'],
  ['Design files', 'Mock-ups for desktop and phone.'],
  ['Handover', 'Notes for the developers.'],
];

export default function DepthPanel() {
  return (
    <AccordionGroup
      variant="outlined"
      transition="0.2s"
      sx={{
        maxWidth: 400,
        borderRadius: 'lg',
        overflow: 'hidden',
        '& > *:not(:first-of-type)': { borderTop: 'none' },
        '& [aria-expanded="true"]': { boxShadow: 'inset 0 -1px 0 var(--joy-palette-divider)' },
        '& .MuiAccordion-root.Mui-expanded': {
          bgcolor: 'background.surface',
          boxShadow: 'md',
          zIndex: 1,
          position: 'relative',
        },
        bgcolor: 'background.level1',
      }}
    >
      {ITEMS.map(([title, text], index) => (
        <Accordion key={title} defaultExpanded={index === 1}>
          <AccordionSummary>{title}</AccordionSummary>
          <AccordionDetails sx={{ pt: 1 }}>{text}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}

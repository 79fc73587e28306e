import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

export default function AccordionNoDivider() {
  return (
    <AccordionGroup
      disableDivider
      variant="soft"
      sx={{ maxWidth: 400, borderRadius: 'md', gap: 0.5, p: 0.5 }}
    >
      {['Shipping', 'Returns', 'Warranty'].map((topic) => (
        <Accordion key={topic} sx={{ borderRadius: 'sm', bgcolor: 'background.surface' }}>
          <AccordionSummary>{topic}</AccordionSummary>
          <AccordionDetails>Details about {topic.toLowerCase()}.</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}

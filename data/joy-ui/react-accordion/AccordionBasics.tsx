import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

export default function AccordionBasics() {
  return (
    <AccordionGroup sx={{ maxWidth: 400 }}>
      <Accordion>
        <AccordionSummary>What is included?</AccordionSummary>
        <AccordionDetails>
          Breakfast, a city map and bicycle rental for the whole stay.
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>When is check-in?</AccordionSummary>
        <AccordionDetails>
          From 15:00. Late arrivals can collect the key from the night desk.
        </AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}

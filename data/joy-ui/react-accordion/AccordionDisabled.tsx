import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

export default function AccordionDisabled() {
  return (
    <AccordionGroup sx={{ maxWidth: 400 }}>
      <Accordion>
        <AccordionSummary>Account</AccordionSummary>
        <AccordionDetails>Name, email and password.</AccordionDetails>
      </Accordion>
      <Accordion disabled>
        <AccordionSummary>Billing (available on paid plans)</AccordionSummary>
        <AccordionDetails>Invoices and payment methods.</AccordionDetails>
      </Accordion>
      <Accordion expanded disabled>
        <AccordionSummary>Terms (always open)</AccordionSummary>
        <AccordionDetails>A disabled accordion can be kept open, too.</AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}

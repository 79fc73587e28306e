import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function AccordionExpandDefault() {
  return (
    <div>
      <Accordion defaultExpanded>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="default-open-header"
          aria-controls="default-open-content"
        >
          <Typography>Getting started (open at first)</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography>
            Install the package, wrap your app in the provider, and import a component.
          </Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="default-closed-header"
          aria-controls="default-closed-content"
        >
          <Typography>Advanced setup</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography>Configure server rendering and a custom theme.</Typography>
        </AccordionDetails>
      </Accordion>
    </div>
  );
}

import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import RemoveIcon from '@mui/icons-material/Remove';

export default function AccordionExpandIcon() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Accordion>
        <AccordionSummary
          expandIcon={<ArrowDownwardIcon />}
          id="expand-icon-arrow-header"
          aria-controls="expand-icon-arrow-content"
        >
          <Typography>An arrow that turns</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography>Any icon rotates half a turn when the panel opens.</Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion expanded={open} onChange={(_event, next) => setOpen(next)}>
        <AccordionSummary
          // A plus that becomes a minus: swap the icon and cancel the rotation.
          expandIcon={open ? <RemoveIcon /> : <AddIcon />}
          sx={{ '& .MuiAccordionSummary-expandIconWrapper.Mui-expanded': { transform: 'none' } }}
          id="expand-icon-plus-header"
          aria-controls="expand-icon-plus-content"
        >
          <Typography>A plus that becomes a minus</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography>For this one the panel's state picks the icon.</Typography>
        </AccordionDetails>
      </Accordion>
    </div>
  );
}

import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { TransitionProps } from '@mui/material/transitions';

const FadeIn = React.forwardRef(function FadeIn(
  props: TransitionProps & { children?: React.ReactElement },
  ref: React.Ref<unknown>,
) {
  const { children, ...other } = props;
  return children ? (
    <Fade ref={ref} {...other}>
      {children}
    </Fade>
  ) : null;
});

export default function AccordionTransition() {
  // The unmounted panel's region exists only while open, so the summary points at it only then.
  const [unmountOpen, setUnmountOpen] = React.useState(false);
  const [expanded, setExpanded] = React.useState(false);
  return (
    <div>
      <Accordion
        expanded={expanded}
        onChange={() => setExpanded(!expanded)}
        TransitionComponent={FadeIn}
        TransitionProps={{ timeout: 400 }}
        sx={{
          // Fade does not animate the height: hide the closed details so they take no room.
          '& .MuiAccordion-region': { height: expanded ? 'auto' : 0 },
          '& .MuiAccordionDetails-root': { display: expanded ? 'block' : 'none' },
        }}
      >
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="fade-header"
          aria-controls="fade-content"
        >
          <Typography>Fades in</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography>This panel uses Fade instead of the default Collapse.</Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion
        TransitionProps={{ unmountOnExit: true }}
        expanded={unmountOpen}
        onChange={(_event, isExpanded) => setUnmountOpen(isExpanded)}
      >
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="unmount-header"
          aria-controls={unmountOpen ? 'unmount-content' : undefined}
        >
          <Typography>Unmounted while closed</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography>This content is only in the page while the panel is open.</Typography>
        </AccordionDetails>
      </Accordion>
    </div>
  );
}

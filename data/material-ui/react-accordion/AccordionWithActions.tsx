import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

const expandIcon = (
  <SvgIcon>
    <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
  </SvgIcon>
);

export default function AccordionWithActions() {
  const [subscribed, setSubscribed] = React.useState(false);

  return (
    <div>
      <Accordion defaultExpanded>
        <AccordionSummary
          expandIcon={expandIcon}
          id="newsletter-header"
          aria-controls="newsletter-content"
        >
          <Typography>Newsletter</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography color="text.secondary">
            {subscribed
              ? 'You receive one email a month with product news.'
              : 'Get one email a month with product news. You can leave at any time.'}
          </Typography>
        </AccordionDetails>
        <AccordionActions>
          <Button disabled={!subscribed} onClick={() => setSubscribed(false)}>
            Unsubscribe
          </Button>
          <Button variant="contained" disabled={subscribed} onClick={() => setSubscribed(true)}>
            Subscribe
          </Button>
        </AccordionActions>
      </Accordion>
      <Accordion disabled>
        <AccordionSummary expandIcon={expandIcon} id="beta-header" aria-controls="beta-content">
          <Typography>Beta features (not available on your plan)</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography>Early access to features that are still being tested.</Typography>
        </AccordionDetails>
      </Accordion>
    </div>
  );
}

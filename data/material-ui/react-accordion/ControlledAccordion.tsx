import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

const steps = [
  {
    id: 'account',
    title: 'Account',
    summary: 'ada@example.com',
    body: 'Email address and password.',
  },
  { id: 'profile', title: 'Profile', summary: 'Ada L.', body: 'Display name, photo and bio.' },
  { id: 'privacy', title: 'Privacy', summary: 'Friends only', body: 'Who can see your activity.' },
];

export default function ControlledAccordion() {
  const [expanded, setExpanded] = React.useState<string | false>('account');

  return (
    <div>
      {steps.map((step) => (
        <Accordion
          key={step.id}
          expanded={expanded === step.id}
          onChange={(_event, isExpanded) => setExpanded(isExpanded ? step.id : false)}
        >
          <AccordionSummary
            id={`${step.id}-settings-header`}
            aria-controls={`${step.id}-settings-content`}
            expandIcon={
              <SvgIcon>
                <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
              </SvgIcon>
            }
          >
            <Typography sx={{ width: '35%', flexShrink: 0 }}>{step.title}</Typography>
            <Typography color="text.secondary">{step.summary}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography>{step.body}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}

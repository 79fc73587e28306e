import * as React from 'react';
import AccordionGroup from '@mui/joy/AccordionGroup';
import Accordion from '@mui/joy/Accordion';
import AccordionSummary from '@mui/joy/AccordionSummary';
import AccordionDetails from '@mui/joy/AccordionDetails';

const sections = [
  { id: 'account', title: 'Account', body: 'Change your name, email and password.' },
  { id: 'privacy', title: 'Privacy', body: 'Choose who can see your profile and activity.' },
  { id: 'billing', title: 'Billing', body: 'Update your card and download invoices.' },
];

export default function ControlledAccordion() {
  const [expanded, setExpanded] = React.useState<string | null>('account');
  return (
    <AccordionGroup variant="outlined" size="lg" sx={{ maxWidth: 480, borderRadius: 'md' }}>
      {sections.map((section) => (
        <Accordion
          key={section.id}
          expanded={expanded === section.id}
          onChange={(_event, isExpanded) => setExpanded(isExpanded ? section.id : null)}
        >
          <AccordionSummary>{section.title}</AccordionSummary>
          <AccordionDetails>{section.body}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}

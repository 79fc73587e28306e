import * as React from 'react';
import MuiAccordion, { type AccordionProps } from '@mui/material/Accordion';
import MuiAccordionSummary, { type AccordionSummaryProps } from '@mui/material/AccordionSummary';
import AccordionDetails from '@mui/material/AccordionDetails';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import ArrowForwardIosSharpIcon from '@mui/icons-material/ArrowForwardIosSharp';

// Flat panels joined by borders, with the arrow before the title.
const Accordion = styled((props: AccordionProps) => (
  <MuiAccordion disableGutters elevation={0} square {...props} />
))(({ theme }) =>
  // sx tokens: the colours follow the colour scheme through its CSS variables.
  theme.unstable_sx({
    border: 1,
    borderColor: 'divider',
    '&:not(:last-child)': { borderBottom: 0 },
    '&::before': { display: 'none' },
  }),
);

const AccordionSummary = styled((props: AccordionSummaryProps) => (
  <MuiAccordionSummary
    expandIcon={<ArrowForwardIosSharpIcon sx={{ fontSize: '0.9rem' }} />}
    {...props}
  />
))(({ theme }) => ({
  ...theme.unstable_sx({ bgcolor: 'action.hover' }),
  flexDirection: 'row-reverse',
  '& .MuiAccordionSummary-expandIconWrapper.Mui-expanded': { transform: 'rotate(90deg)' },
  '& .MuiAccordionSummary-content': { marginLeft: theme.spacing(1) },
}));

const chapters = [
  {
    id: 'one',
    title: 'Chapter one',
    text: 'The journey begins at a small station in the mountains.',
  },
  { id: 'two', title: 'Chapter two', text: 'A storm closes the pass, and the travellers wait.' },
  { id: 'three', title: 'Chapter three', text: 'The road opens again, and they reach the sea.' },
];

export default function CustomizedAccordions() {
  // One name in state: opening a panel closes the one that was open.
  const [expanded, setExpanded] = React.useState<string | false>('one');

  return (
    <div>
      {chapters.map((chapter) => (
        <Accordion
          key={chapter.id}
          expanded={expanded === chapter.id}
          onChange={(_event, isOpen) => setExpanded(isOpen ? chapter.id : false)}
        >
          <AccordionSummary
            id={`chapter-${chapter.id}-header`}
            aria-controls={`chapter-${chapter.id}-content`}
          >
            <Typography>{chapter.title}</Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ borderTop: 1, borderColor: 'divider' }}>
            <Typography>{chapter.text}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}

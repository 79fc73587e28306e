import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

function ExpandIcon() {
  return (
    <SvgIcon>
      <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
    </SvgIcon>
  );
}

const faqs = [
  {
    id: 'shipping',
    question: 'How long does shipping take?',
    answer: 'Orders leave our warehouse within two working days and usually arrive within a week.',
  },
  {
    id: 'returns',
    question: 'Can I return an item?',
    answer: 'Yes. Unused items can be returned within 30 days for a full refund.',
  },
  {
    id: 'warranty',
    question: 'Is there a warranty?',
    answer: 'Every product comes with a two-year warranty covering manufacturing defects.',
  },
];

export default function BasicAccordion() {
  return (
    <div>
      {faqs.map((faq, index) => (
        <Accordion key={faq.id} defaultExpanded={index === 0}>
          <AccordionSummary
            expandIcon={<ExpandIcon />}
            id={`${faq.id}-header`}
            aria-controls={`${faq.id}-content`}
          >
            <Typography component="h3">{faq.question}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{faq.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}

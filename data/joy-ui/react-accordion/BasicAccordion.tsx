import AccordionGroup from '@mui/joy/AccordionGroup';
import Accordion from '@mui/joy/Accordion';
import AccordionSummary from '@mui/joy/AccordionSummary';
import AccordionDetails from '@mui/joy/AccordionDetails';

const faqs = [
  {
    q: 'Can I change my plan later?',
    a: 'Yes. Upgrades apply immediately; downgrades take effect at the next billing date.',
  },
  { q: 'Do you offer refunds?', a: 'Annual plans can be refunded within 14 days of purchase.' },
  { q: 'Is there a student discount?', a: 'Students get 50% off with a valid school email.' },
];

export default function BasicAccordion() {
  return (
    <AccordionGroup sx={{ maxWidth: 480 }}>
      {faqs.map((faq, index) => (
        <Accordion key={faq.q} defaultExpanded={index === 0}>
          <AccordionSummary>{faq.q}</AccordionSummary>
          <AccordionDetails>{faq.a}</AccordionDetails>
        </Accordion>
      ))}
      <Accordion disabled>
        <AccordionSummary>Enterprise contracts (contact sales)</AccordionSummary>
        <AccordionDetails>Handled by the sales team.</AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const sections = [
  { label: 'Account', text: 'Change your name, email address and password.' },
  { label: 'Notifications', text: 'Choose which events send you an email or a push message.' },
  { label: 'Privacy', text: 'Decide who can see your profile and activity.' },
  { label: 'Billing', text: 'Update the payment method and download invoices.' },
];

export default function VerticalTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ display: 'flex', height: 200, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Tabs
        orientation="vertical"
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        aria-label="Settings sections"
        sx={{ borderRight: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {sections.map((section, index) => (
          <Tab
            key={section.label}
            label={section.label}
            id={`vertical-tab-${index}`}
            aria-controls={`vertical-tabpanel-${index}`}
          />
        ))}
      </Tabs>
      {sections.map((section, index) => (
        <Box
          key={section.label}
          role="tabpanel"
          hidden={value !== index}
          id={`vertical-tabpanel-${index}`}
          aria-labelledby={`vertical-tab-${index}`}
          sx={{ p: 2 }}
        >
          <Typography variant="subtitle1" component="h3">
            {section.label}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {section.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

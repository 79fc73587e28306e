import * as React from 'react';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab, { tabClasses } from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Typography from '@mui/joy/Typography';
import Chip from '@mui/joy/Chip';

const plans = [
  { label: 'Monthly', price: '$12', note: 'billed every month' },
  { label: 'Yearly', price: '$120', note: 'billed once a year, two months free' },
];

export default function PricingTabs() {
  return (
    <Tabs
      defaultValue={1}
      variant="outlined"
      sx={{ borderRadius: 'lg', maxWidth: 340, overflow: 'hidden' }}
    >
      <TabList
        aria-label="Billing period"
        disableUnderline
        tabFlex={1}
        sx={{
          [`& .${tabClasses.root}`]: { fontWeight: 'lg' },
          [`& .${tabClasses.root}[aria-selected="true"]`]: { bgcolor: 'background.level1' },
        }}
      >
        {plans.map((plan) => (
          <Tab key={plan.label} disableIndicator>
            {plan.label}
            {plan.label === 'Yearly' && (
              <Chip component="span" size="sm" color="success" variant="soft" sx={{ ml: 1 }}>
                Save 17%
              </Chip>
            )}
          </Tab>
        ))}
      </TabList>
      {plans.map((plan, index) => (
        <TabPanel key={plan.label} value={index}>
          <Typography level="h2" component="p">
            {plan.price}
          </Typography>
          <Typography level="body-sm">{plan.note}</Typography>
        </TabPanel>
      ))}
    </Tabs>
  );
}

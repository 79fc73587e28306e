import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function DisabledTabs() {
  const [value, setValue] = React.useState(0);
  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        aria-label="Checkout steps"
      >
        <Tab label="Cart" />
        <Tab label="Shipping" />
        <Tab label="Payment (add an address first)" disabled />
      </Tabs>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function AccessibleTabsManual() {
  const [value, setValue] = React.useState(0);
  return (
    <Box>
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        aria-label="Selection on Enter or Space"
      >
        <Tab label="North" />
        <Tab label="East" />
        <Tab label="South" />
      </Tabs>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function AccessibleTabsAutomatic() {
  const [value, setValue] = React.useState(0);
  return (
    <Box>
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        selectionFollowsFocus
        aria-label="Selection follows focus"
      >
        <Tab label="North" />
        <Tab label="East" />
        <Tab label="South" />
      </Tabs>
    </Box>
  );
}

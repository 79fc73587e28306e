import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import PhoneIcon from '@mui/icons-material/Phone';
export default function IconPositionTabs() {
  const [value, setValue] = React.useState(0);
  return (
    <Box sx={{ maxWidth: '100%' }}>
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Icon positions"
      >
        <Tab icon={<PhoneIcon />} label="Top" />
        <Tab icon={<PhoneIcon />} iconPosition="start" label="Start" />
        <Tab icon={<PhoneIcon />} iconPosition="end" label="End" />
        <Tab icon={<PhoneIcon />} iconPosition="bottom" label="Bottom" />
      </Tabs>
    </Box>
  );
}

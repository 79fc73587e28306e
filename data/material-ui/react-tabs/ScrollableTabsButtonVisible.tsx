import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs, { tabsClasses } from '@mui/material/Tabs';

const stations = [
  'Central',
  'Harbour',
  'Museum',
  'University',
  'Stadium',
  'Airport',
  'Old Town',
  'Riverside',
];

export default function ScrollableTabsButtonVisible() {
  const [value, setValue] = React.useState(0);
  return (
    <Box sx={{ maxWidth: { xs: 320, sm: 480 }, bgcolor: 'background.paper' }}>
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        variant="scrollable"
        scrollButtons
        sx={{
          [`& .${tabsClasses.scrollButtons}`]: { '&.Mui-disabled': { opacity: 0.3 } },
        }}
        aria-label="Stations"
      >
        {stations.map((station) => (
          <Tab key={station} label={station} />
        ))}
      </Tabs>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function WrappedLabelTabs() {
  const [value, setValue] = React.useState('pro');
  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <Tabs
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
        aria-label="Plans"
      >
        <Tab value="basic" label="Basic" />
        <Tab
          value="pro"
          label="Professional plan with priority support and unlimited seats"
          wrapped
        />
        <Tab value="team" label="Team" />
      </Tabs>
    </Box>
  );
}

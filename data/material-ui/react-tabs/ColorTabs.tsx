import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function ColorTabs() {
  const [value, setValue] = React.useState('edit');
  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
        textColor="secondary"
        indicatorColor="secondary"
        aria-label="Document views"
      >
        <Tab value="edit" label="Edit" />
        <Tab value="preview" label="Preview" />
        <Tab value="history" label="History" />
      </Tabs>
    </Box>
  );
}

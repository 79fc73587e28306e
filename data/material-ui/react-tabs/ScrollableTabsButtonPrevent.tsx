import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const chapters = [
  'Prologue',
  'Chapter one',
  'Chapter two',
  'Chapter three',
  'Chapter four',
  'Epilogue',
];

export default function ScrollableTabsButtonPrevent() {
  const [value, setValue] = React.useState(0);
  return (
    <Box sx={{ maxWidth: { xs: 320, sm: 480 }, bgcolor: 'background.paper' }}>
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        variant="scrollable"
        scrollButtons={false}
        aria-label="Chapters"
      >
        {chapters.map((chapter) => (
          <Tab key={chapter} label={chapter} />
        ))}
      </Tabs>
    </Box>
  );
}

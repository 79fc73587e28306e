import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const panels = [
  { label: 'Overview', text: 'A quick summary of the project and its current status.' },
  { label: 'Activity', text: 'Recent commits, comments and reviews appear here.' },
  { label: 'Settings', text: 'Rename the project, change visibility or archive it.' },
];

export default function BasicTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={value}
          onChange={(_event, newValue: number) => setValue(newValue)}
          aria-label="Project sections"
        >
          {panels.map((panel, index) => (
            <Tab
              key={panel.label}
              label={panel.label}
              id={`basic-tab-${index}`}
              aria-controls={`basic-tabpanel-${index}`}
            />
          ))}
        </Tabs>
      </Box>
      {panels.map((panel, index) => (
        <div
          key={panel.label}
          role="tabpanel"
          hidden={value !== index}
          id={`basic-tabpanel-${index}`}
          aria-labelledby={`basic-tab-${index}`}
        >
          {value === index && <Typography sx={{ p: 2 }}>{panel.text}</Typography>}
        </div>
      ))}
    </Box>
  );
}

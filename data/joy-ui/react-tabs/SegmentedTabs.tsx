import * as React from 'react';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab, { tabClasses } from '@mui/joy/Tab';
import Typography from '@mui/joy/Typography';

const periods = ['Day', 'Week', 'Month', 'Year'];

export default function SegmentedTabs() {
  const [period, setPeriod] = React.useState<string | number | null>('Week');
  return (
    <Tabs
      value={period}
      onChange={(_event, value) => setPeriod(value)}
      sx={{ bgcolor: 'transparent' }}
    >
      <TabList
        aria-label="Reporting period"
        disableUnderline
        tabFlex={1}
        sx={{
          p: 0.5,
          gap: 0.5,
          maxWidth: 360,
          borderRadius: 'xl',
          bgcolor: 'background.level1',
          [`& .${tabClasses.root}[aria-selected="true"]`]: {
            boxShadow: 'sm',
            bgcolor: 'background.surface',
          },
        }}
      >
        {periods.map((p) => (
          <Tab key={p} value={p} disableIndicator sx={{ borderRadius: 'xl' }}>
            {p}
          </Tab>
        ))}
      </TabList>
      <Typography level="body-sm" sx={{ mt: 2 }}>
        Showing totals per {String(period).toLowerCase()}.
      </Typography>
    </Tabs>
  );
}

import * as React from 'react';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab, { tabClasses } from '@mui/joy/Tab';

const pages = ['Recipes', 'Weather', 'Train times'];

export default function BrowserTabs() {
  const [index, setIndex] = React.useState<number>(0);
  return (
    <Tabs
      value={index}
      onChange={(_, value) => setIndex(value as number)}
      sx={{ bgcolor: 'transparent', maxWidth: '100%' }}
    >
      <TabList
        aria-label="Open pages"
        disableUnderline
        sx={{
          overflow: 'auto',
          bgcolor: 'background.level1',
          borderRadius: 'md md 0 0',
          px: 0.5,
          pt: 0.5,
          gap: 0.5,
          [`& .${tabClasses.root}`]: {
            flex: 'none',
            borderRadius: 'md md 0 0',
            minWidth: 110,
          },
          [`& .${tabClasses.root}[aria-selected="true"]`]: {
            bgcolor: 'background.surface',
            boxShadow: 'xs',
          },
        }}
      >
        {pages.map((page) => (
          <Tab key={page} disableIndicator variant="plain" color="neutral">
            {page}
          </Tab>
        ))}
      </TabList>
    </Tabs>
  );
}

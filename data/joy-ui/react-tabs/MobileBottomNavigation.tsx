import * as React from 'react';
import Box from '@mui/joy/Box';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab, { tabClasses } from '@mui/joy/Tab';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import HomeRounded from '@mui/icons-material/HomeRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import ShoppingBagRounded from '@mui/icons-material/ShoppingBagRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';

const items = [
  { label: 'Home', icon: <HomeRounded /> },
  { label: 'Search', icon: <SearchRounded /> },
  { label: 'Bag', icon: <ShoppingBagRounded /> },
  { label: 'Me', icon: <PersonRounded /> },
];

export default function MobileBottomNavigation() {
  const [index, setIndex] = React.useState(0);
  return (
    <Box
      sx={{
        maxWidth: 340,
        mx: 'auto',
        height: 260,
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 'lg',
        border: '1px solid',
        borderColor: 'divider',
        overflow: 'hidden',
      }}
    >
      <Box sx={{ flex: 1, p: 2 }}>
        <Typography level="title-lg">{items[index].label}</Typography>
        <Typography level="body-sm">The screen for this section.</Typography>
      </Box>
      <Tabs
        size="lg"
        value={index}
        onChange={(_, value) => setIndex(value as number)}
        sx={{ bgcolor: 'transparent' }}
      >
        <TabList
          aria-label="App sections"
          tabFlex={1}
          variant="soft"
          disableUnderline
          sx={{
            [`& .${tabClasses.root}`]: { py: 1, fontSize: 'sm' },
            [`& .${tabClasses.root}[aria-selected="true"]`]: {
              color: 'primary.plainColor',
              bgcolor: 'transparent',
            },
          }}
        >
          {items.map((item) => (
            <Tab key={item.label} orientation="vertical" disableIndicator>
              <ListItemDecorator>{item.icon}</ListItemDecorator>
              {item.label}
            </Tab>
          ))}
        </TabList>
      </Tabs>
    </Box>
  );
}

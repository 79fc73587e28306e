import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab, { tabClasses } from '@mui/joy/Tab';

const topics = [
  'World',
  'Politics',
  'Business',
  'Technology',
  'Science',
  'Health',
  'Sport',
  'Culture',
  'Travel',
  'Food',
  'Weather',
];

export default function TabsScrollable() {
  return (
    <Tabs defaultValue={0} sx={{ maxWidth: '100%' }}>
      <TabList
        aria-label="News topics"
        sx={{
          overflow: 'auto',
          scrollSnapType: 'x mandatory',
          '&::-webkit-scrollbar': { display: 'none' },
          [`& .${tabClasses.root}`]: { flex: 'none', scrollSnapAlign: 'start' },
        }}
      >
        {topics.map((topic) => (
          <Tab key={topic}>{topic}</Tab>
        ))}
      </TabList>
    </Tabs>
  );
}

import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Typography from '@mui/joy/Typography';
import Sheet from '@mui/joy/Sheet';

const paragraphs = [
  'Arrive ten minutes early so there is time to find a seat.',
  'Bring a refillable bottle; water stations are on every floor.',
  'Talks are recorded and published the following week.',
  'The quiet room on the second floor is open all day.',
  'Lunch is served from noon in the main hall.',
  'Feedback forms are at the exit of each room.',
];

export default function TabsSticky() {
  return (
    <Sheet variant="outlined" sx={{ height: 220, overflow: 'auto', borderRadius: 'sm' }}>
      <Tabs defaultValue={0}>
        <TabList aria-label="Event guide" sticky="top">
          <Tab>Day one</Tab>
          <Tab>Day two</Tab>
        </TabList>
        {[0, 1].map((day) => (
          <TabPanel key={day} value={day}>
            {paragraphs.map((text) => (
              <Typography key={text} sx={{ mb: 1.5 }}>
                {text}
              </Typography>
            ))}
          </TabPanel>
        ))}
      </Tabs>
    </Sheet>
  );
}

import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';

export default function TabsIndicatorVertical() {
  return (
    <Tabs
      orientation="vertical"
      defaultValue={0}
      sx={{ flexDirection: 'row-reverse', minHeight: 140 }}
    >
      <TabList aria-label="Indicator on the right" underlinePlacement="left">
        <Tab indicatorPlacement="left">Chapter 1</Tab>
        <Tab indicatorPlacement="left">Chapter 2</Tab>
        <Tab indicatorPlacement="left">Chapter 3</Tab>
      </TabList>
      <TabPanel value={0}>The list sits on the right; the indicator faces the content.</TabPanel>
      <TabPanel value={1}>Second chapter summary.</TabPanel>
      <TabPanel value={2}>Third chapter summary.</TabPanel>
    </Tabs>
  );
}

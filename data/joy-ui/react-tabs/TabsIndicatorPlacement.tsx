import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';

export default function TabsIndicatorPlacement() {
  return (
    <Tabs defaultValue={0}>
      <TabList aria-label="Indicator on top" underlinePlacement="top">
        <Tab indicatorPlacement="top">Overview</Tab>
        <Tab indicatorPlacement="top">Activity</Tab>
        <Tab indicatorPlacement="top">Files</Tab>
      </TabList>
    </Tabs>
  );
}

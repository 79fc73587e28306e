import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';

export default function TabsIndicatorInset() {
  return (
    <Tabs defaultValue={1}>
      <TabList aria-label="Inset indicator" underlinePlacement="bottom">
        <Tab indicatorInset>Photos</Tab>
        <Tab indicatorInset>Videos</Tab>
        <Tab indicatorInset>Albums</Tab>
      </TabList>
    </Tabs>
  );
}

import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';

export default function TabsVertical() {
  return (
    <Tabs orientation="vertical" defaultValue={0} sx={{ minHeight: 160 }}>
      <TabList aria-label="Settings">
        <Tab>General</Tab>
        <Tab>Notifications</Tab>
        <Tab>Privacy</Tab>
      </TabList>
      <TabPanel value={0}>Language, region and start page.</TabPanel>
      <TabPanel value={1}>Choose which events send you an email.</TabPanel>
      <TabPanel value={2}>Decide who can see your profile.</TabPanel>
    </Tabs>
  );
}

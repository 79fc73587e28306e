import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';

export default function BasicTabs() {
  return (
    <Tabs defaultValue="overview" sx={{ maxWidth: 480 }}>
      <TabList aria-label="Project sections">
        <Tab value="overview">Overview</Tab>
        <Tab value="activity">Activity</Tab>
        <Tab value="settings">Settings</Tab>
        <Tab value="archived" disabled>
          Archived
        </Tab>
      </TabList>
      <TabPanel value="overview">A summary of the project and its members.</TabPanel>
      <TabPanel value="activity">Recent commits, comments and releases.</TabPanel>
      <TabPanel value="settings">Visibility, integrations and danger zone.</TabPanel>
      <TabPanel value="archived">Nothing archived yet.</TabPanel>
    </Tabs>
  );
}

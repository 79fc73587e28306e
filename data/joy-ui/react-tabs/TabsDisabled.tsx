import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';

export default function TabsDisabled() {
  return (
    <Tabs defaultValue={0}>
      <TabList aria-label="Account areas">
        <Tab>Profile</Tab>
        <Tab disabled>Billing (admins only)</Tab>
        <Tab>Security</Tab>
      </TabList>
    </Tabs>
  );
}

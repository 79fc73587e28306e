import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';

export default function CenteredTabs() {
  return (
    <Tabs defaultValue={0} sx={{ bgcolor: 'transparent' }}>
      <TabList aria-label="Gallery filters" sx={{ justifyContent: 'center' }}>
        <Tab>All</Tab>
        <Tab>Landscapes</Tab>
        <Tab>Portraits</Tab>
      </TabList>
    </Tabs>
  );
}

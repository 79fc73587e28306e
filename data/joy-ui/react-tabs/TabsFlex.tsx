import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';

export default function TabsFlex() {
  return (
    <Tabs defaultValue={0}>
      <TabList aria-label="Equal width tabs" tabFlex={1}>
        <Tab>Sign in</Tab>
        <Tab>Create an account</Tab>
      </TabList>
    </Tabs>
  );
}

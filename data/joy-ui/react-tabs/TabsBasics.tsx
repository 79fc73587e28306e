import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';

export default function TabsBasics() {
  return (
    <Tabs defaultValue={0}>
      <TabList aria-label="Recipe sections">
        <Tab>Ingredients</Tab>
        <Tab>Method</Tab>
        <Tab>Notes</Tab>
      </TabList>
      <TabPanel value={0}>Flour, water, salt and a little yeast.</TabPanel>
      <TabPanel value={1}>Mix, rest for an hour, fold, then bake at 230 °C.</TabPanel>
      <TabPanel value={2}>The dough keeps for two days in the fridge.</TabPanel>
    </Tabs>
  );
}

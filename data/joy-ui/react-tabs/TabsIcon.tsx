import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import HomeRounded from '@mui/icons-material/HomeRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';

export default function TabsIcon() {
  return (
    <Tabs defaultValue={0}>
      <TabList aria-label="Icon and label tabs">
        <Tab>
          <ListItemDecorator>
            <HomeRounded />
          </ListItemDecorator>
          Home
        </Tab>
        <Tab>
          <ListItemDecorator>
            <FavoriteRounded />
          </ListItemDecorator>
          Saved
        </Tab>
        <Tab>
          <ListItemDecorator>
            <PersonRounded />
          </ListItemDecorator>
          Profile
        </Tab>
      </TabList>
    </Tabs>
  );
}

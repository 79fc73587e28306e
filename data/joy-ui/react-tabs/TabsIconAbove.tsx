import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import PhoneRounded from '@mui/icons-material/PhoneRounded';
import ChatRounded from '@mui/icons-material/ChatRounded';
import ContactsRounded from '@mui/icons-material/ContactsRounded';

export default function TabsIconAbove() {
  return (
    <Tabs defaultValue={1}>
      <TabList aria-label="Stacked icon tabs" tabFlex={1}>
        {[
          { label: 'Calls', icon: <PhoneRounded /> },
          { label: 'Chats', icon: <ChatRounded /> },
          { label: 'Contacts', icon: <ContactsRounded /> },
        ].map((item) => (
          <Tab key={item.label} orientation="vertical">
            <ListItemDecorator>{item.icon}</ListItemDecorator>
            {item.label}
          </Tab>
        ))}
      </TabList>
    </Tabs>
  );
}

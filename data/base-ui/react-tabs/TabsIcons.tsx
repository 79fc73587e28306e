import { styled } from '@mui/system';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab, tabClasses } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

const List = styled(TabsList)`
  display: flex;
  gap: 8px;
`;

const IconTab = styled(Tab)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  width: 72px;
  padding: 8px 0;
  font: inherit;
  font-size: 0.75rem;
  border: 1px solid #94a3b8;
  border-radius: 12px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid #f9a8d4;
  }
  &.${tabClasses.selected} {
    border-color: #be185d;
    background: #be185d;
    color: #fff;
  }
`;

const tabs = [
  { value: 'home', icon: '⌂', label: 'Home', text: 'Your feed, newest first.' },
  { value: 'saved', icon: '★', label: 'Saved', text: 'Four saved articles.' },
  { value: 'me', icon: '☺', label: 'Profile', text: 'Signed in as Ada.' },
];

export default function TabsIcons() {
  return (
    <Tabs defaultValue="home">
      <List aria-label="App sections">
        {tabs.map((tab) => (
          <IconTab key={tab.value} value={tab.value}>
            <span aria-hidden style={{ fontSize: 18 }}>
              {tab.icon}
            </span>
            {tab.label}
          </IconTab>
        ))}
      </List>
      {tabs.map((tab) => (
        <TabPanel key={tab.value} value={tab.value} style={{ padding: '12px 0', fontSize: 14 }}>
          {tab.text}
        </TabPanel>
      ))}
    </Tabs>
  );
}

import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

// Plain CSS targeting the class names that Base UI applies by default.
const styles = `
.css-tabs-vertical .MuiTabs-root { display: flex; gap: 16px; font-size: 0.875rem; }
.css-tabs-vertical .MuiTabsList-root {
  display: flex;
  flex-direction: column;
  min-width: 140px;
  border-right: 2px solid #e2e8f0;
}
.css-tabs-vertical .MuiTab-root {
  font: inherit;
  text-align: left;
  padding: 8px 12px;
  margin-right: -2px;
  border: none;
  border-right: 2px solid transparent;
  background: none;
  cursor: pointer;
}
.css-tabs-vertical .MuiTab-root:focus-visible { outline: 2px solid #0d9488; }
.css-tabs-vertical .MuiTab-root.Mui-selected { border-right-color: #0d9488; color: #0f766e; font-weight: 600; }
[data-mui-color-scheme='dark'] .css-tabs-vertical .MuiTab-root.Mui-selected { color: #2dd4bf; }
`;

export default function UnstyledTabsVertical() {
  return (
    <div className="css-tabs-vertical">
      <style>{styles}</style>
      <Tabs defaultValue={0} orientation="vertical">
        <TabsList aria-label="Account settings">
          <Tab>Profile</Tab>
          <Tab>Security</Tab>
          <Tab>Notifications</Tab>
        </TabsList>
        <TabPanel value={0}>Name, avatar and public email.</TabPanel>
        <TabPanel value={1}>Password, passkeys and sessions.</TabPanel>
        <TabPanel value={2}>Email and push preferences.</TabPanel>
      </Tabs>
    </div>
  );
}

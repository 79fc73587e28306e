import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

// Plain CSS targeting the class names that Base UI applies by default.
const styles = `
.css-tabs .MuiTabsList-root { display: inline-flex; gap: 4px; padding: 4px; border-radius: 10px; background: #f1f5f9; }
.css-tabs .MuiTab-root {
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  padding: 6px 14px;
  border: none;
  border-radius: 8px;
  background: transparent;
  color: #475569;
  cursor: pointer;
}
.css-tabs .MuiTab-root:focus-visible { outline: 3px solid #bfdbfe; }
.css-tabs .MuiTab-root.Mui-selected { background: #fff; color: #0f172a; box-shadow: 0 1px 3px rgb(15 23 42 / 0.15); }
.css-tabs .MuiTab-root.Mui-disabled { opacity: 0.4; cursor: not-allowed; }
.css-tabs .MuiTabPanel-root { padding: 12px 4px; font-size: 0.875rem; }
`;

export default function UnstyledTabsBasic() {
  return (
    <div className="css-tabs">
      <style>{styles}</style>
      <Tabs defaultValue="overview">
        <TabsList aria-label="Project sections">
          <Tab value="overview">Overview</Tab>
          <Tab value="activity">Activity</Tab>
          <Tab value="settings">Settings</Tab>
          <Tab value="archive" disabled>
            Archive
          </Tab>
        </TabsList>
        <TabPanel value="overview">Three open issues and one release candidate.</TabPanel>
        <TabPanel value="activity">Last commit was pushed two hours ago.</TabPanel>
        <TabPanel value="settings">Visibility: internal. Default branch: main.</TabPanel>
        <TabPanel value="archive">Archived items.</TabPanel>
      </Tabs>
    </div>
  );
}

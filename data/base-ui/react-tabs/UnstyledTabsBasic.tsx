import { styled } from '@mui/system';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab, tabClasses } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

const List = styled(TabsList)`
  display: inline-flex;
  gap: 4px;
  padding: 4px;
  border-radius: 10px;
  background: #f1f5f9;
`;

const StyledTab = styled(Tab)`
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  padding: 6px 14px;
  border: none;
  border-radius: 8px;
  background: transparent;
  color: #475569;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid #bfdbfe;
  }
  &.${tabClasses.selected} {
    background: #fff;
    color: #0f172a;
    box-shadow: 0 1px 3px rgb(15 23 42 / 0.15);
  }
  &.${tabClasses.disabled} {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

const Panel = styled(TabPanel)`
  padding: 12px 4px;
  font-size: 0.875rem;
`;

export default function UnstyledTabsBasic() {
  return (
    <Tabs defaultValue="overview">
      <List aria-label="Project sections">
        <StyledTab value="overview">Overview</StyledTab>
        <StyledTab value="activity">Activity</StyledTab>
        <StyledTab value="settings">Settings</StyledTab>
        <StyledTab value="archive" disabled>
          Archive
        </StyledTab>
      </List>
      <Panel value="overview">Three open issues and one release candidate.</Panel>
      <Panel value="activity">Last commit was pushed two hours ago.</Panel>
      <Panel value="settings">Visibility: internal. Default branch: main.</Panel>
      <Panel value="archive">Archived items.</Panel>
    </Tabs>
  );
}

import { styled } from '@mui/system';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab, tabClasses } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

const Layout = styled(Tabs)`
  display: flex;
  gap: 16px;
  font-size: 0.875rem;
`;

const List = styled(TabsList)`
  display: flex;
  flex-direction: column;
  min-width: 140px;
  border-right: 2px solid #e2e8f0;
`;

const StyledTab = styled(Tab)`
  font: inherit;
  text-align: left;
  padding: 8px 12px;
  margin-right: -2px;
  border: none;
  border-right: 2px solid transparent;
  background: none;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid #0d9488;
  }

  &.${tabClasses.selected} {
    border-right-color: #0d9488;
    color: #0f766e;
    font-weight: 600;
  }

  [data-mui-color-scheme='dark'] &.${tabClasses.selected} {
    color: #2dd4bf;
  }
`;

export default function UnstyledTabsVertical() {
  return (
    <Layout defaultValue={0} orientation="vertical">
      <List aria-label="Account settings">
        <StyledTab>Profile</StyledTab>
        <StyledTab>Security</StyledTab>
        <StyledTab>Notifications</StyledTab>
      </List>
      <TabPanel value={0}>Name, avatar and public email.</TabPanel>
      <TabPanel value={1}>Password, passkeys and sessions.</TabPanel>
      <TabPanel value={2}>Email and push preferences.</TabPanel>
    </Layout>
  );
}

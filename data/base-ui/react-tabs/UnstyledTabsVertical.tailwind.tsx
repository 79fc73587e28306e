import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import type { TabOwnerState } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
// `dark:` keys on the site's colour-scheme attribute (darkMode: ['selector', '[data-mui-color-scheme="dark"]']).
const utilities = `
.tw-tabs-vertical .flex { display: flex; }
.tw-tabs-vertical .flex-col { flex-direction: column; }
.tw-tabs-vertical .gap-4 { gap: 1rem; }
.tw-tabs-vertical .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-tabs-vertical .min-w-35 { min-width: 8.75rem; }
.tw-tabs-vertical .border-r-2 { border-right: 2px solid #e2e8f0; }
.tw-tabs-vertical .border-0 { border: 0; }
.tw-tabs-vertical .border-transparent { border-right-color: transparent; }
.tw-tabs-vertical .border-teal-600 { border-right-color: #0d9488; }
.tw-tabs-vertical .\\[font\\:inherit\\] { font: inherit; }
.tw-tabs-vertical .text-left { text-align: left; }
.tw-tabs-vertical .px-3 { padding-left: 0.75rem; padding-right: 0.75rem; }
.tw-tabs-vertical .py-2 { padding-top: 0.5rem; padding-bottom: 0.5rem; }
.tw-tabs-vertical .-mr-0\\.5 { margin-right: -2px; }
.tw-tabs-vertical .bg-transparent { background-color: transparent; }
.tw-tabs-vertical .font-semibold { font-weight: 600; }
.tw-tabs-vertical .text-teal-700 { color: #0f766e; }
[data-mui-color-scheme='dark'] .tw-tabs-vertical .dark\\:text-teal-400 { color: #2dd4bf; }
.tw-tabs-vertical .cursor-pointer { cursor: pointer; }
.tw-tabs-vertical .focus-visible\\:outline-teal-600:focus-visible { outline: 2px solid #0d9488; }
`;

function tabClassName(ownerState: TabOwnerState) {
  const state = ownerState.selected
    ? 'border-teal-600 text-teal-700 dark:text-teal-400 font-semibold'
    : 'border-transparent';
  return `[font:inherit] text-left px-3 py-2 -mr-0.5 border-0 border-r-2 bg-transparent cursor-pointer focus-visible:outline-teal-600 ${state}`;
}

const tabSlotProps = {
  root: (ownerState: TabOwnerState) => ({ className: tabClassName(ownerState) }),
};

export default function UnstyledTabsVertical() {
  return (
    <div className="tw-tabs-vertical">
      <style>{utilities}</style>
      <Tabs defaultValue={0} orientation="vertical" className="flex gap-4 text-sm">
        <TabsList aria-label="Account settings" className="flex flex-col min-w-35 border-r-2">
          <Tab slotProps={tabSlotProps}>Profile</Tab>
          <Tab slotProps={tabSlotProps}>Security</Tab>
          <Tab slotProps={tabSlotProps}>Notifications</Tab>
        </TabsList>
        <TabPanel value={0}>Name, avatar and public email.</TabPanel>
        <TabPanel value={1}>Password, passkeys and sessions.</TabPanel>
        <TabPanel value={2}>Email and push preferences.</TabPanel>
      </Tabs>
    </div>
  );
}

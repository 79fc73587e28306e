import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import type { TabOwnerState } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

// Tailwind generates these utilities in a real project; they are inlined here so the demo renders.
const utilities = `
.tw-tabs button { font-family: inherit; border: 0; background: transparent; } /* normally done by the Tailwind preflight */
.tw-tabs .inline-flex { display: inline-flex; }
.tw-tabs .gap-1 { gap: 0.25rem; }
.tw-tabs .p-1 { padding: 0.25rem; }
.tw-tabs .px-1 { padding-left: 0.25rem; padding-right: 0.25rem; }
.tw-tabs .py-3 { padding-top: 0.75rem; padding-bottom: 0.75rem; }
.tw-tabs .px-3\\.5 { padding-left: 0.875rem; padding-right: 0.875rem; }
.tw-tabs .py-1\\.5 { padding-top: 0.375rem; padding-bottom: 0.375rem; }
.tw-tabs .rounded-lg { border-radius: 0.5rem; }
.tw-tabs .rounded-md { border-radius: 0.375rem; }
.tw-tabs .bg-slate-100 { background-color: #f1f5f9; }
.tw-tabs .bg-white { background-color: #fff; }
.tw-tabs .text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.tw-tabs .font-semibold { font-weight: 600; }
.tw-tabs .text-slate-600 { color: #475569; }
.tw-tabs .text-slate-900 { color: #0f172a; }
.tw-tabs .shadow-sm { box-shadow: 0 1px 3px rgb(15 23 42 / 0.15); }
.tw-tabs .opacity-40 { opacity: 0.4; }
.tw-tabs .cursor-pointer { cursor: pointer; }
.tw-tabs .cursor-not-allowed { cursor: not-allowed; }
.tw-tabs .focus-visible\\:ring:focus-visible { outline: none; box-shadow: 0 0 0 3px #bfdbfe; }
`;

const tabSlotProps = {
  root: (ownerState: TabOwnerState) => ({
    className: [
      'px-3.5 py-1.5 rounded-md text-sm font-semibold focus-visible:ring',
      ownerState.selected ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600',
      ownerState.disabled ? 'opacity-40 cursor-not-allowed' : 'cursor-pointer',
    ].join(' '),
  }),
};

export default function UnstyledTabsBasic() {
  return (
    <div className="tw-tabs">
      <style>{utilities}</style>
      <Tabs defaultValue="overview">
        <TabsList
          className="inline-flex gap-1 p-1 rounded-lg bg-slate-100"
          aria-label="Project sections"
        >
          <Tab value="overview" slotProps={tabSlotProps}>
            Overview
          </Tab>
          <Tab value="activity" slotProps={tabSlotProps}>
            Activity
          </Tab>
          <Tab value="settings" slotProps={tabSlotProps}>
            Settings
          </Tab>
          <Tab value="archive" disabled slotProps={tabSlotProps}>
            Archive
          </Tab>
        </TabsList>
        <TabPanel value="overview" className="px-1 py-3 text-sm">
          Three open issues and one release candidate.
        </TabPanel>
        <TabPanel value="activity" className="px-1 py-3 text-sm">
          Last commit was pushed two hours ago.
        </TabPanel>
        <TabPanel value="settings" className="px-1 py-3 text-sm">
          Visibility: internal. Default branch: main.
        </TabPanel>
        <TabPanel value="archive" className="px-1 py-3 text-sm">
          Archived items.
        </TabPanel>
      </Tabs>
    </div>
  );
}

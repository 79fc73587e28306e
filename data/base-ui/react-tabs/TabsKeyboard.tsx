import * as React from 'react';
import { styled } from '@mui/system';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab, tabClasses } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

const PillTab = styled(Tab)`
  font: inherit;
  font-size: 0.875rem;
  padding: 6px 12px;
  border: 1px solid #94a3b8;
  border-radius: 999px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid #facc15;
  }
  &.${tabClasses.selected} {
    border-color: #854d0e;
    background: #854d0e;
    color: #fff;
  }
`;

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

export default function TabsKeyboard() {
  const [follows, setFollows] = React.useState(true);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, fontSize: 14 }}>
      <label>
        <input type="checkbox" checked={follows} onChange={(e) => setFollows(e.target.checked)} />{' '}
        selectionFollowsFocus
      </label>
      <Tabs defaultValue="Mon" selectionFollowsFocus={follows}>
        <TabsList aria-label="Weekday" style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
          {days.map((day) => (
            <PillTab key={day} value={day}>
              {day}
            </PillTab>
          ))}
        </TabsList>
        {days.map((day) => (
          <TabPanel key={day} value={day} style={{ paddingTop: 8 }}>
            Timetable for {day}.
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

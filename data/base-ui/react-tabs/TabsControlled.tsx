import * as React from 'react';
import { styled } from '@mui/system';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab, tabClasses } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

const List = styled(TabsList)`
  display: flex;
  flex-wrap: wrap;
  border-bottom: 1px solid #94a3b8;
`;

const UnderlineTab = styled(Tab)`
  font: inherit;
  font-size: 0.875rem;
  padding: 8px 12px;
  border: none;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid #0ea5e9;
  }
  &.${tabClasses.selected} {
    border-bottom-color: #0284c7;
    font-weight: 700;
  }
`;

const steps = ['Cart', 'Shipping', 'Payment'];

export default function TabsControlled() {
  const [step, setStep] = React.useState(0);
  return (
    <Tabs value={step} onChange={(_event, value) => setStep(Number(value))}>
      <List aria-label="Checkout steps">
        {steps.map((label, index) => (
          <UnderlineTab key={label} value={index}>
            {index + 1}. {label}
          </UnderlineTab>
        ))}
      </List>
      {steps.map((label, index) => (
        <TabPanel key={label} value={index} style={{ padding: '12px 0', fontSize: 14 }}>
          <p style={{ marginTop: 0 }}>
            Step {index + 1} of 3: {label.toLowerCase()}.
          </p>
          <button
            type="button"
            disabled={index === steps.length - 1}
            onClick={() => setStep(index + 1)}
          >
            Continue
          </button>
        </TabPanel>
      ))}
    </Tabs>
  );
}

import * as React from 'react';
import { styled } from '@mui/system';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';

interface Plan {
  id: string;
  name: string;
  seats: number;
}

const plans: Plan[] = [
  { id: 'starter', name: 'Starter', seats: 3 },
  { id: 'team', name: 'Team', seats: 20 },
  { id: 'company', name: 'Company', seats: 200 },
];

const Button = styled('button')`
  min-width: 160px;
  padding: 6px 10px;
  font: inherit;
  text-align: left;
  border: 1px solid #94a3b8;
  border-radius: 6px;
  background: #fff;
  color: #0f172a;
  &.${selectClasses.focusVisible} {
    outline: 3px solid #c7d2fe;
  }
`;

const Listbox = styled('ul')`
  margin: 4px 0;
  padding: 4px;
  list-style: none;
  border: 1px solid #94a3b8;
  border-radius: 6px;
  background: #fff;
  color: #0f172a;
  font-size: 0.875rem;
`;

const Item = styled(Option)`
  padding: 4px 8px;
  &.${optionClasses.highlighted} {
    background: #e0e7ff;
  }
` as typeof Option;

export default function SelectObjectValues() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [plan, setPlan] = React.useState<Plan | null>(plans[1]);
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 8,
        fontSize: 14,
      }}
    >
      {/* The value is the plan object itself; the button shows the option's label. */}
      <Select<Plan, false>
        value={plan}
        onChange={(_event, newValue) => setPlan(newValue)}
        aria-label="Plan"
        listboxId={`${id}-listbox`}
        listboxOpen={open}
        onListboxOpenChange={setOpen}
        aria-controls={open ? `${id}-listbox` : undefined}
        slots={{ root: Button, listbox: Listbox }}
      >
        {plans.map((option) => (
          <Item key={option.id} value={option}>
            {option.name}
          </Item>
        ))}
      </Select>
      <span>{plan ? `${plan.name}: up to ${plan.seats} seats` : 'No plan'}</span>
    </div>
  );
}

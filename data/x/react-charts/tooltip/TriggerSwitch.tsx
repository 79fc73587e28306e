import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type Trigger = 'axis' | 'item' | 'none';

const euros = (value: number | null) => (value === null ? '' : `€${value}k`);

export default function TriggerSwitch() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_, value: Trigger | null) => value && setTrigger(value)}
        aria-label="Tooltip trigger"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={320}
        tooltip={{ trigger }}
        axisHighlight={{ x: trigger === 'axis' ? 'band' : 'none' }}
        xAxis={[
          {
            scaleType: 'band',
            data: ['Jan', 'Feb', 'Mar', 'Apr'],
            valueFormatter: (month: string) => `${month} 2024`,
          },
        ]}
        series={[
          { data: [42, 38, 51, 47], label: 'Online', valueFormatter: euros },
          { data: [30, 33, 29, 35], label: 'In store', valueFormatter: euros },
        ]}
      />
    </Stack>
  );
}

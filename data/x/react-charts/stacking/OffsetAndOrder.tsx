import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOffsetType, StackOrderType } from '@mui/x-charts/models';

const OFFSETS: StackOffsetType[] = ['diverging', 'none', 'expand'];
const ORDERS: StackOrderType[] = ['none', 'ascending', 'descending', 'reverse', 'insideOut'];

const regions = ['North', 'South', 'East', 'West', 'Centre'];
const data = {
  Subscriptions: [40, 25, 30, 20, 35],
  Licences: [15, 30, 10, 25, 20],
  Services: [10, 5, 25, 15, 8],
};

export default function OffsetAndOrder() {
  const [offset, setOffset] = React.useState<StackOffsetType>('diverging');
  const [order, setOrder] = React.useState<StackOrderType>('none');
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          SelectProps={{ native: true }}
          size="small"
          label="stackOffset"
          value={offset}
          onChange={(event) => setOffset(event.target.value as StackOffsetType)}
          sx={{ minWidth: 160 }}
        >
          {OFFSETS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </TextField>
        <TextField
          select
          SelectProps={{ native: true }}
          size="small"
          label="stackOrder"
          value={order}
          onChange={(event) => setOrder(event.target.value as StackOrderType)}
          sx={{ minWidth: 160 }}
        >
          {ORDERS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: regions }]}
        series={Object.entries(data).map(([label, values]) => ({
          label,
          data: values,
          stack: 'revenue',
          stackOffset: offset,
          stackOrder: order,
        }))}
      />
    </Stack>
  );
}

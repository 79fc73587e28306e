import * as React from 'react';
import type { TableProps } from '@mui/joy/Table';
import Table from '@mui/joy/Table';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

type BorderAxis = NonNullable<TableProps['borderAxis']>;
const axes: BorderAxis[] = ['none', 'x', 'xBetween', 'y', 'yBetween', 'both', 'bothBetween'];

export default function TableBorders() {
  const [axisOpen, setAxisOpen] = React.useState(false);
  const axisListboxId = React.useId();
  const [borderAxis, setBorderAxis] = React.useState<BorderAxis>('xBetween');
  return (
    <div>
      <FormControl size="sm" sx={{ mb: 2, maxWidth: 200 }}>
        <FormLabel>borderAxis</FormLabel>
        <Select
          listboxId={axisListboxId}
          listboxOpen={axisOpen}
          onListboxOpenChange={setAxisOpen}
          slotProps={{ button: { 'aria-controls': axisOpen ? axisListboxId : undefined } }}
          value={borderAxis}
          onChange={(_, value) => value && setBorderAxis(value)}
        >
          {axes.map((axis) => (
            <Option key={axis} value={axis}>
              {axis}
            </Option>
          ))}
        </Select>
      </FormControl>
      <Table aria-label="Room bookings" borderAxis={borderAxis}>
        <thead>
          <tr>
            <th>Room</th>
            <th>Morning</th>
            <th>Afternoon</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Aurora</td>
            <td>Design review</td>
            <td>Free</td>
          </tr>
          <tr>
            <td>Borealis</td>
            <td>Free</td>
            <td>Hiring panel</td>
          </tr>
          <tr>
            <td>Cirrus</td>
            <td>Stand-up</td>
            <td>Workshop</td>
          </tr>
        </tbody>
      </Table>
    </div>
  );
}

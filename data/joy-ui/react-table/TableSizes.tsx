import * as React from 'react';
import type { TableProps } from '@mui/joy/Table';
import Table from '@mui/joy/Table';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Button from '@mui/joy/Button';

export default function TableSizes() {
  const [size, setSize] = React.useState<TableProps['size']>('md');
  return (
    <div>
      <ToggleButtonGroup
        aria-label="Table size"
        size="sm"
        value={size}
        onChange={(_, value) => value && setSize(value)}
        sx={{ mb: 2 }}
      >
        <Button value="sm">sm</Button>
        <Button value="md">md</Button>
        <Button value="lg">lg</Button>
      </ToggleButtonGroup>
      <Table aria-label="Bus timetable" size={size}>
        <thead>
          <tr>
            <th>Stop</th>
            <th>Departs</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Central station</td>
            <td>07:05</td>
          </tr>
          <tr>
            <td>Market square</td>
            <td>07:12</td>
          </tr>
          <tr>
            <td>University</td>
            <td>07:24</td>
          </tr>
        </tbody>
      </Table>
    </div>
  );
}

import * as React from 'react';
import Table from '@mui/joy/Table';
import Sheet from '@mui/joy/Sheet';
import RadioGroup from '@mui/joy/RadioGroup';
import Radio from '@mui/joy/Radio';

const rows = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  city: ['Oslo', 'Quito', 'Nairobi', 'Hanoi'][i % 4],
  temp: 10 + ((i * 7) % 19),
}));

export default function StripedTable() {
  const [stripe, setStripe] = React.useState('odd');
  return (
    <div>
      <RadioGroup
        orientation="horizontal"
        aria-label="Stripe rows"
        value={stripe}
        onChange={(event) => setStripe(event.target.value)}
        sx={{ mb: 2 }}
      >
        <Radio value="odd" label="Odd rows" />
        <Radio value="even" label="Even rows" />
      </RadioGroup>
      <Sheet
        tabIndex={0}
        role="region"
        aria-label="Daily temperatures, scrollable"
        variant="outlined"
        sx={{ height: 240, overflow: 'auto', borderRadius: 'sm' }}
      >
        <Table stripe={stripe} stickyHeader size="sm" aria-label="Daily temperatures">
          <thead>
            <tr>
              <th>Day</th>
              <th>City</th>
              <th>Temperature (°C)</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.id}</td>
                <td>{row.city}</td>
                <td>{row.temp}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Sheet>
    </div>
  );
}

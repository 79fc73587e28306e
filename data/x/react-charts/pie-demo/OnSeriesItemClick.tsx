import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

const browsers = [
  { id: 0, value: 64, label: 'Chrome' },
  { id: 1, value: 19, label: 'Safari' },
  { id: 2, value: 5, label: 'Edge' },
  { id: 3, value: 3, label: 'Firefox' },
  { id: 4, value: 9, label: 'Other' },
];

export default function OnSeriesItemClick() {
  const [clicked, setClicked] = React.useState('Click a slice.');
  return (
    <div>
      <p aria-live="polite">{clicked}</p>
      <PieChart
        height={240}
        series={[{ data: browsers }]}
        onClick={(event, identifier, item) =>
          setClicked(`${item.label}: ${item.value}% (slice ${identifier.dataIndex})`)
        }
      />
    </div>
  );
}

import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { PieChart } from '@mui/x-charts/PieChart';

const years = [
  [40, 35, 25],
  [30, 45, 25],
  [20, 40, 40],
];
const labels = ['Phone', 'E-mail', 'Chat'];

export default function PieAnimation() {
  const [year, setYear] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  return (
    <div>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
        <Button
          size="small"
          variant="outlined"
          onClick={() => setYear((value) => (value + 1) % years.length)}
        >
          Show {2022 + ((year + 1) % years.length)}
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={skipAnimation}
              onChange={(event) => setSkipAnimation(event.target.checked)}
            />
          }
          label="skipAnimation"
        />
      </Stack>
      <PieChart
        height={240}
        skipAnimation={skipAnimation}
        series={[{ data: years[year].map((value, id) => ({ id, value, label: labels[id] })) }]}
      />
    </div>
  );
}

import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const seasons = [
  [12, 18, 9, 15],
  [7, 21, 14, 10],
  [16, 8, 19, 12],
];

export default function BarAnimation() {
  const [index, setIndex] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  return (
    <div>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
        <Button
          size="small"
          variant="outlined"
          onClick={() => setIndex((value) => (value + 1) % seasons.length)}
        >
          Next data set
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
      <BarChart
        height={280}
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'band', data: ['North', 'South', 'East', 'West'] }]}
        series={[{ data: seasons[index], label: `Orders, week ${index + 1}` }]}
      />
    </div>
  );
}

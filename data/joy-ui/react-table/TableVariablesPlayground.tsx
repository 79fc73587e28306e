import * as React from 'react';
import Table from '@mui/joy/Table';
import Slider from '@mui/joy/Slider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function TableVariablesPlayground() {
  const sliderId = React.useId();
  const [height, setHeight] = React.useState(40);
  const [paddingX, setPaddingX] = React.useState(12);
  const style = {
    '--TableCell-height': `${height}px`,
    '--TableCell-paddingX': `${paddingX}px`,
  } as React.CSSProperties;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControl id={`${sliderId}-1`} sx={{ width: 160 }}>
          <FormLabel>--TableCell-height</FormLabel>
          <Slider
            slotProps={{ input: { id: `${sliderId}-1` } }}
            aria-label="Cell height"
            min={24}
            max={64}
            value={height}
            onChange={(_, value) => setHeight(value as number)}
          />
        </FormControl>
        <FormControl id={`${sliderId}-2`} sx={{ width: 160 }}>
          <FormLabel>--TableCell-paddingX</FormLabel>
          <Slider
            slotProps={{ input: { id: `${sliderId}-2` } }}
            aria-label="Cell horizontal padding"
            min={0}
            max={32}
            value={paddingX}
            onChange={(_, value) => setPaddingX(value as number)}
          />
        </FormControl>
      </Stack>
      <Typography level="body-xs" fontFamily="code">
        {`--TableCell-height: ${height}px; --TableCell-paddingX: ${paddingX}px;`}
      </Typography>
      <Table aria-label="Cell variables preview" variant="outlined" style={style}>
        <thead>
          <tr>
            <th>Fruit</th>
            <th>Season</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Cherries</td>
            <td>June to July</td>
          </tr>
          <tr>
            <td>Apples</td>
            <td>August to November</td>
          </tr>
        </tbody>
      </Table>
    </Stack>
  );
}

import * as React from 'react';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import Slider from '@mui/joy/Slider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function TabsVariablesPlayground() {
  const sliderId = React.useId();
  const [thickness, setThickness] = React.useState(2);
  const [radius, setRadius] = React.useState(0);
  const style = {
    '--Tab-indicatorThickness': `${thickness}px`,
    '--Tab-indicatorRadius': `${radius}px`,
  } as React.CSSProperties;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControl id={`${sliderId}-1`} sx={{ width: 160 }}>
          <FormLabel>--Tab-indicatorThickness</FormLabel>
          <Slider
            slotProps={{ input: { id: `${sliderId}-1` } }}
            aria-label="Indicator thickness"
            min={1}
            max={8}
            value={thickness}
            onChange={(_, value) => setThickness(value as number)}
          />
        </FormControl>
        <FormControl id={`${sliderId}-2`} sx={{ width: 160 }}>
          <FormLabel>--Tab-indicatorRadius</FormLabel>
          <Slider
            slotProps={{ input: { id: `${sliderId}-2` } }}
            aria-label="Indicator radius"
            min={0}
            max={8}
            value={radius}
            onChange={(_, value) => setRadius(value as number)}
          />
        </FormControl>
      </Stack>
      <Typography level="body-xs" fontFamily="code">
        {`--Tab-indicatorThickness: ${thickness}px; --Tab-indicatorRadius: ${radius}px;`}
      </Typography>
      <Tabs defaultValue={0}>
        <TabList aria-label="Indicator preview" style={style}>
          <Tab>First</Tab>
          <Tab>Second</Tab>
          <Tab>Third</Tab>
        </TabList>
      </Tabs>
    </Stack>
  );
}

import * as React from 'react';
import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Slider from '@mui/joy/Slider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function StepperVariables() {
  const sliderId = React.useId();
  const [indicatorGap, setIndicatorGap] = React.useState(8);
  const [connectorInset, setConnectorInset] = React.useState(6);
  const style = {
    '--Step-gap': `${indicatorGap}px`,
    '--Step-connectorInset': `${connectorInset}px`,
  } as React.CSSProperties;
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControl id={`${sliderId}-1`} sx={{ width: 180 }}>
          <FormLabel>--Step-gap</FormLabel>
          <Slider
            slotProps={{ input: { id: `${sliderId}-1` } }}
            aria-label="Gap between indicator and connector"
            min={0}
            max={24}
            value={indicatorGap}
            onChange={(_, value) => setIndicatorGap(value as number)}
          />
        </FormControl>
        <FormControl id={`${sliderId}-2`} sx={{ width: 180 }}>
          <FormLabel>--Step-connectorInset</FormLabel>
          <Slider
            slotProps={{ input: { id: `${sliderId}-2` } }}
            aria-label="Connector inset"
            min={0}
            max={24}
            value={connectorInset}
            onChange={(_, value) => setConnectorInset(value as number)}
          />
        </FormControl>
      </Stack>
      <Typography level="body-xs" fontFamily="code">
        {`--Step-gap: ${indicatorGap}px; --Step-connectorInset: ${connectorInset}px;`}
      </Typography>
      <Stepper style={style}>
        {['One', 'Two', 'Three'].map((label, index) => (
          <Step key={label} indicator={<StepIndicator variant="solid">{index + 1}</StepIndicator>}>
            {label}
          </Step>
        ))}
      </Stepper>
    </Stack>
  );
}

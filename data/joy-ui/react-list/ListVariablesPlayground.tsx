import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Slider from '@mui/joy/Slider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Star from '@mui/icons-material/Star';

export default function ListVariablesPlayground() {
  const sliderId = React.useId();
  const [gap, setGap] = React.useState(4);
  const [minHeight, setMinHeight] = React.useState(36);
  const [radius, setRadius] = React.useState(8);
  const controls = [
    { name: '--List-gap', value: gap, set: setGap, max: 16 },
    { name: '--ListItem-minHeight', value: minHeight, set: setMinHeight, max: 64 },
    { name: '--ListItem-radius', value: radius, set: setRadius, max: 24 },
  ];
  const style = {
    '--List-gap': `${gap}px`,
    '--ListItem-minHeight': `${minHeight}px`,
    '--ListItem-radius': `${radius}px`,
  } as React.CSSProperties;
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Stack spacing={1} sx={{ width: 200 }}>
        {controls.map((control) => (
          <FormControl id={`${sliderId}-${control.name}`} key={control.name}>
            <FormLabel>{control.name}</FormLabel>
            <Slider
              slotProps={{ input: { id: `${sliderId}-${control.name}` } }}
              aria-label={control.name}
              min={0}
              max={control.max}
              value={control.value}
              onChange={(_, value) => control.set(value as number)}
            />
          </FormControl>
        ))}
        <Typography level="body-xs" fontFamily="code">
          {controls.map((control) => `${control.name}: ${control.value}px;`).join(' ')}
        </Typography>
      </Stack>
      <List
        variant="outlined"
        style={style}
        sx={{ width: 200, borderRadius: 'sm', flexGrow: 0, alignSelf: 'flex-start' }}
      >
        {['Starred', 'Snoozed', 'Important'].map((label) => (
          <ListItem key={label}>
            <ListItemButton variant="soft">
              <ListItemDecorator>
                <Star />
              </ListItemDecorator>
              {label}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}

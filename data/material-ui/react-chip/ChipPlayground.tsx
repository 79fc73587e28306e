import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import FaceIcon from '@mui/icons-material/Face';

const colors = ['default', 'primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;
type ChipColor = (typeof colors)[number];
type Adornment = 'none' | 'icon' | 'avatar';

export default function ChipPlayground() {
  const [variant, setVariant] = React.useState<'filled' | 'outlined'>('filled');
  const [color, setColor] = React.useState<ChipColor>('default');
  const [size, setSize] = React.useState<'medium' | 'small'>('medium');
  const [adornment, setAdornment] = React.useState<Adornment>('none');
  const [deletable, setDeletable] = React.useState('no');
  const id = React.useId();

  const selects = [
    {
      name: 'variant',
      value: variant,
      options: ['filled', 'outlined'],
      set: (v: string) => setVariant(v as 'filled' | 'outlined'),
    },
    {
      name: 'color',
      value: color,
      options: [...colors],
      set: (v: string) => setColor(v as ChipColor),
    },
    {
      name: 'size',
      value: size,
      options: ['medium', 'small'],
      set: (v: string) => setSize(v as 'medium' | 'small'),
    },
    {
      name: 'adornment',
      value: adornment,
      options: ['none', 'icon', 'avatar'],
      set: (v: string) => setAdornment(v as Adornment),
    },
    { name: 'onDelete', value: deletable, options: ['no', 'yes'], set: setDeletable },
  ];

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <Chip
          label="Chip component"
          variant={variant}
          color={color}
          size={size}
          icon={adornment === 'icon' ? <FaceIcon /> : undefined}
          avatar={adornment === 'avatar' ? <Avatar>C</Avatar> : undefined}
          onDelete={deletable === 'yes' ? () => setDeletable('no') : undefined}
        />
      </Paper>
      <Stack direction="row" useFlexGap flexWrap="wrap" gap={2}>
        {selects.map((select) => (
          <FormControl key={select.name} size="small" sx={{ minWidth: 120 }}>
            <InputLabel id={`${id}-${select.name}`}>{select.name}</InputLabel>
            <Select
              labelId={`${id}-${select.name}`}
              label={select.name}
              // The listbox is rendered only while the menu is open; a closed button points at nothing.
              SelectDisplayProps={{ 'aria-controls': undefined }}
              value={select.value}
              onChange={(event) => select.set(event.target.value)}
            >
              {select.options.map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        ))}
      </Stack>
    </Stack>
  );
}

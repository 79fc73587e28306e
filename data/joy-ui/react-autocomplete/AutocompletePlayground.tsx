import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Slider from '@mui/joy/Slider';

const BIRDS = ['Blackbird', 'Kestrel', 'Nightingale', 'Robin', 'Wren'];

export default function AutocompletePlayground() {
  const sliderId = React.useId();
  const [minHeight, setMinHeight] = React.useState(40);
  const [radius, setRadius] = React.useState(6);
  const [gap, setGap] = React.useState(8);
  const controls = [
    ['--Input-minHeight', minHeight, setMinHeight, 28, 56],
    ['--Input-radius', radius, setRadius, 0, 28],
    ['--Input-gap', gap, setGap, 0, 24],
  ] as const;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
      <Autocomplete
        multiple
        renderTags={(tags, getTagProps) =>
          tags.map((tag, index) => {
            const { key, ...tagProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                variant="soft"
                color="neutral"
                size="sm"
                endDecorator={<ChipDelete {...tagProps} aria-label={`Remove ${tag}`} />}
              >
                {tag}
              </Chip>
            );
          })
        }
        options={BIRDS}
        defaultValue={['Robin']}
        slotProps={{ input: { 'aria-label': 'Birds' } }}
        sx={{
          width: 260,
          maxWidth: '100%',
          '--Input-minHeight': `${minHeight}px`,
          '--Input-radius': `${radius}px`,
          '--Input-gap': `${gap}px`,
        }}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: 200 }}>
        {controls.map(([name, value, setValue, min, max]) => (
          <FormControl id={`${sliderId}-${name}`} key={name}>
            <FormLabel>
              {name}: {value}px
            </FormLabel>
            <Slider
              min={min}
              max={max}
              value={value}
              onChange={(_event, next) => setValue(next as number)}
              slotProps={{ input: { id: `${sliderId}-${name}`, 'aria-label': name } }}
            />
          </FormControl>
        ))}
      </Box>
    </Box>
  );
}

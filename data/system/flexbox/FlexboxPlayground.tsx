import * as React from 'react';
import Box from '@mui/system/Box';

const options = ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'] as const;

export default function FlexboxPlayground() {
  const [justify, setJustify] = React.useState<(typeof options)[number]>('space-between');
  return (
    <Box>
      <label>
        justifyContent{' '}
        <select
          value={justify}
          onChange={(event) => setJustify(event.target.value as (typeof options)[number])}
        >
          {options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </label>
      <Box
        sx={{
          display: 'flex',
          justifyContent: justify,
          alignItems: 'center',
          gap: 1,
          mt: 2,
          p: 1,
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ p: 1, bgcolor: 'action.selected' }}>one</Box>
        <Box sx={{ p: 2, bgcolor: 'action.selected' }}>two</Box>
        <Box sx={{ p: 1, bgcolor: 'action.selected', alignSelf: 'flex-end' }}>
          alignSelf: flex-end
        </Box>
      </Box>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/joy/Box';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';
import FormatAlignJustify from '@mui/icons-material/FormatAlignJustify';

const alignments = [
  { value: 'left', label: 'Align left', icon: <FormatAlignLeft /> },
  { value: 'center', label: 'Align center', icon: <FormatAlignCenter /> },
  { value: 'right', label: 'Align right', icon: <FormatAlignRight /> },
  { value: 'justify', label: 'Justify', icon: <FormatAlignJustify /> },
];

export default function RadioAlignmentButtons() {
  const [alignment, setAlignment] = React.useState('left');
  return (
    <RadioGroup
      aria-label="Text alignment"
      orientation="horizontal"
      name="radio-alignment"
      value={alignment}
      onChange={(event) => setAlignment(event.target.value)}
      variant="outlined"
      sx={{ borderRadius: 'md', display: 'inline-flex', gap: 0 }}
    >
      {alignments.map((item, index) => (
        <Box
          key={item.value}
          sx={(theme) => ({
            position: 'relative',
            display: 'flex',
            justifyContent: 'center',
            alignItems: 'center',
            width: 44,
            height: 40,
            color: alignment === item.value ? 'primary.plainColor' : 'text.secondary',
            ...(index > 0 && { borderLeft: '1px solid', borderColor: theme.vars.palette.divider }),
          })}
        >
          <Radio
            value={item.value}
            disableIcon
            overlay
            label={item.icon}
            variant={alignment === item.value ? 'soft' : 'plain'}
            color="primary"
            slotProps={{
              input: { 'aria-label': item.label },
              action: { sx: { borderRadius: 0 } },
            }}
          />
        </Box>
      ))}
    </RadioGroup>
  );
}

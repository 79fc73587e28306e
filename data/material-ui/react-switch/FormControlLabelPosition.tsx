import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';

const placements = ['top', 'start', 'bottom', 'end'] as const;

export default function FormControlLabelPosition() {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Label placement</FormLabel>
      <FormGroup row>
        {placements.map((placement) => (
          <FormControlLabel
            key={placement}
            control={<Switch color="primary" />}
            label={placement}
            labelPlacement={placement}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

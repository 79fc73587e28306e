import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

export default function SwitchLabels() {
  return (
    <FormGroup>
      <FormControlLabel control={<Switch defaultChecked />} label="Wi-Fi" />
      <FormControlLabel control={<Switch />} label="Bluetooth" />
      <FormControlLabel control={<Switch size="small" color="secondary" />} label="Battery saver" />
      <FormControlLabel disabled control={<Switch defaultChecked />} label="Location (managed)" />
      <FormControlLabel
        control={<Switch color="warning" />}
        label="Airplane mode"
        labelPlacement="start"
        sx={{ ml: 0, justifyContent: 'flex-end', maxWidth: 200 }}
      />
    </FormGroup>
  );
}

import * as React from 'react';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';

export default function ControlledSwitches() {
  const [settings, setSettings] = React.useState({ email: true, sms: false, push: false });

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setSettings((prev) => ({ ...prev, [event.target.name]: event.target.checked }));
  };

  const enabled = Object.values(settings).filter(Boolean).length;

  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">Notifications</FormLabel>
      <FormGroup>
        <FormControlLabel
          control={<Switch checked={settings.email} onChange={handleChange} name="email" />}
          label="Email"
        />
        <FormControlLabel
          control={<Switch checked={settings.sms} onChange={handleChange} name="sms" />}
          label="Text messages"
        />
        <FormControlLabel
          control={<Switch checked={settings.push} onChange={handleChange} name="push" />}
          label="Push notifications"
        />
      </FormGroup>
      <FormHelperText>Changes are applied immediately.</FormHelperText>
      {enabled === 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          You will not receive any notifications.
        </Alert>
      )}
    </FormControl>
  );
}

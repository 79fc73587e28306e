import * as React from 'react';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

export default function RadioControlled() {
  const [theme, setTheme] = React.useState('system');
  return (
    <div>
      <RadioGroup
        aria-label="Appearance"
        value={theme}
        onChange={(event) => setTheme(event.target.value)}
      >
        <Radio value="light" label="Light" />
        <Radio value="dark" label="Dark" />
        <Radio value="system" label="Follow the system" />
      </RadioGroup>
      <Typography level="body-sm" sx={{ mt: 1 }}>
        Selected value: {theme}
      </Typography>
    </div>
  );
}

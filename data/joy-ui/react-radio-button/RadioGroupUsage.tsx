import * as React from 'react';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

export default function RadioGroupUsage() {
  const id = React.useId();
  return (
    <div>
      <Typography id={`${id}-label`} level="title-sm" sx={{ mb: 1 }}>
        Preferred contact method
      </Typography>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        name={`${id}-contact`}
        defaultValue="email"
        orientation="horizontal"
        size="sm"
        variant="soft"
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        <Radio value="email" label="Email" />
        <Radio value="phone" label="Phone" />
        <Radio value="post" label="Post" />
      </RadioGroup>
    </div>
  );
}

import * as React from 'react';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import MailOutline from '@mui/icons-material/MailOutline';

export default function InputDecorators() {
  const [unit, setUnit] = React.useState('kg');
  const [unitOpen, setUnitOpen] = React.useState(false);
  const unitListboxId = React.useId();
  return (
    <Stack spacing={1.5} sx={{ width: 300, maxWidth: '100%' }}>
      <Input
        startDecorator={<MailOutline />}
        endDecorator={<Button size="sm">Send</Button>}
        placeholder="friend@example.com"
        slotProps={{ input: { 'aria-label': 'Friend’s email' } }}
      />
      <Input
        type="number"
        defaultValue={12}
        slotProps={{ input: { 'aria-label': 'Weight', min: 0 } }}
        endDecorator={
          <React.Fragment>
            <Divider orientation="vertical" />
            <Select
              variant="plain"
              value={unit}
              onChange={(_event, value) => setUnit(value ?? 'kg')}
              listboxId={unitListboxId}
              listboxOpen={unitOpen}
              onListboxOpenChange={setUnitOpen}
              slotProps={{
                button: {
                  'aria-label': 'Weight unit',
                  'aria-controls': unitOpen ? unitListboxId : undefined,
                },
              }}
              sx={{ mr: -1.5, '&:hover': { bgcolor: 'transparent' } }}
            >
              <Option value="kg">kg</Option>
              <Option value="lb">lb</Option>
            </Select>
          </React.Fragment>
        }
      />
    </Stack>
  );
}

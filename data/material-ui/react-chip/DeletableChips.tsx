import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';

export default function DeletableChips() {
  const [shown, setShown] = React.useState(['Deletable', 'Outlined']);
  const remove = (label: string) => setShown(shown.filter((item) => item !== label));
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      {shown.includes('Deletable') ? (
        <Chip label="Deletable" onDelete={() => remove('Deletable')} />
      ) : null}
      {shown.includes('Outlined') ? (
        <Chip label="Outlined" variant="outlined" onDelete={() => remove('Outlined')} />
      ) : null}
      {shown.length < 2 ? (
        <Button size="small" onClick={() => setShown(['Deletable', 'Outlined'])}>
          Bring them back
        </Button>
      ) : null}
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import { createSvgIcon } from '@mui/material/utils';

// A glyph of our own, drawn on the usual 24 × 24 grid, becomes an icon component.
const PlusBoxIcon = createSvgIcon(
  <path d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm6 4v4H7v2h4v4h2v-4h4v-2h-4V7z" />,
  'PlusBox',
);

const WaveIcon = createSvgIcon(
  <path d="M2 12c2.5 0 2.5-3 5-3s2.5 3 5 3 2.5-3 5-3 2.5 3 5 3v2c-2.5 0-2.5-3-5-3s-2.5 3-5 3-2.5-3-5-3-2.5 3-5 3z" />,
  'Wave',
);

export default function CreateSvgIcon() {
  return (
    <Stack direction="row" spacing={3}>
      <PlusBoxIcon />
      <PlusBoxIcon color="primary" fontSize="large" />
      <WaveIcon color="info" />
      <WaveIcon sx={{ fontSize: 40 }} />
    </Stack>
  );
}

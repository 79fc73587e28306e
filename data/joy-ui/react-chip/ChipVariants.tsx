import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

export default function ChipVariants() {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Chip variant="solid">Solid</Chip>
        <Chip variant="soft">Soft</Chip>
        <Chip variant="outlined">Outlined</Chip>
        <Chip variant="plain">Plain</Chip>
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Chip color="success" size="sm">
          Paid
        </Chip>
        <Chip color="warning" startDecorator={<span aria-hidden="true">●</span>}>
          Pending
        </Chip>
        <Chip color="primary" variant="outlined" onClick={() => {}}>
          Clickable
        </Chip>
        <Chip color="danger" size="lg" disabled>
          Disabled
        </Chip>
      </Stack>
    </Stack>
  );
}

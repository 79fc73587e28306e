import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';

function PlusIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" />
    </svg>
  );
}

export default function ButtonVariants() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button variant="solid">Solid</Button>
        <Button variant="soft">Soft</Button>
        <Button variant="outlined">Outlined</Button>
        <Button variant="plain">Plain</Button>
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Button size="sm" color="neutral" variant="outlined">
          Small
        </Button>
        <Button color="success" startDecorator={<PlusIcon />}>
          Add item
        </Button>
        <Button size="lg" color="danger">
          Delete
        </Button>
        <IconButton variant="soft" aria-label="Add">
          <PlusIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}

import Typography from '@mui/joy/Typography';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

export default function TypographyDecorators() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Typography
        level="title-lg"
        endDecorator={
          <Chip component="span" size="sm" color="success" variant="soft">
            New
          </Chip>
        }
      >
        Release notes
      </Typography>
      <Typography level="body-md">
        Nested text inherits the level, so you can{' '}
        <Typography variant="soft" color="primary">
          highlight a phrase
        </Typography>{' '}
        or make it{' '}
        <Typography fontWeight="lg" textColor="danger.500">
          stand out
        </Typography>
        .
      </Typography>
      <Typography level="body-sm" textColor="text.tertiary" noWrap sx={{ maxWidth: 240 }}>
        This secondary line is truncated with an ellipsis when it is too long.
      </Typography>
    </Stack>
  );
}

import Badge from '@mui/joy/Badge';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export default function BadgeVariants() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={4}>
        {variants.map((variant) => (
          <Badge key={variant} badgeContent={7} variant={variant} color="danger">
            <IconButton variant="outlined" aria-label={`Messages, 7 unread (${variant} badge)`}>
              M
            </IconButton>
          </Badge>
        ))}
      </Stack>
      <Stack direction="row" spacing={4}>
        {sizes.map((size) => (
          <Badge key={size} badgeContent={120} max={99} size={size} color="neutral">
            <IconButton variant="soft" aria-label={`Tasks, more than 99 open (${size} badge)`}>
              T
            </IconButton>
          </Badge>
        ))}
      </Stack>
    </Stack>
  );
}

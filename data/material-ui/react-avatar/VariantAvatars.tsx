import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

const sizes = [
  { size: 24, fontSize: '0.75rem' },
  { size: 40, fontSize: '1.25rem' },
  { size: 56, fontSize: '1.5rem' },
];

export default function VariantAvatars() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Avatar sx={{ bgcolor: 'primary.main' }}>C</Avatar>
        <Avatar variant="rounded" sx={{ bgcolor: 'secondary.main' }}>
          R
        </Avatar>
        <Avatar variant="square" sx={{ bgcolor: 'success.main' }}>
          S
        </Avatar>
        {/* No children, src or alt: the generic person icon is shown */}
        <Avatar />
      </Stack>
      <Stack direction="row" spacing={2} alignItems="center">
        {sizes.map(({ size, fontSize }) => (
          <Avatar key={size} sx={{ width: size, height: size, fontSize }}>
            MJ
          </Avatar>
        ))}
      </Stack>
    </Stack>
  );
}

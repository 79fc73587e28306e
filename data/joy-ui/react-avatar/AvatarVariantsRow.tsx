import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';

const VARIANTS = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function AvatarVariantsRow() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {VARIANTS.map((variant) => (
        <Avatar
          key={variant}
          variant={variant}
          color="primary"
          role="img"
          aria-label={`${variant} variant`}
        >
          {variant.slice(0, 2).toUpperCase()}
        </Avatar>
      ))}
    </Box>
  );
}

import AspectRatio from '@mui/joy/AspectRatio';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function RatioInFlexRow() {
  return (
    <Sheet
      variant="outlined"
      sx={{ display: 'flex', gap: 2, p: 1.5, borderRadius: 'sm', maxWidth: 420 }}
    >
      <AspectRatio ratio="4/3" objectFit="cover" sx={{ width: 120, borderRadius: 'sm' }}>
        <svg viewBox="0 0 120 90" role="img" aria-label="Mountain illustration">
          <rect width="120" height="90" fill="#bae6fd" />
          <circle cx="92" cy="22" r="10" fill="#fde68a" />
          <path d="M0 90 L40 35 L65 65 L85 45 L120 90 Z" fill="#15803d" />
        </svg>
      </AspectRatio>
      <div>
        <Typography level="title-md">Alpine trail</Typography>
        <Typography level="body-sm">
          The frame has a fixed width, and its height follows the 4:3 ratio.
        </Typography>
      </div>
    </Sheet>
  );
}

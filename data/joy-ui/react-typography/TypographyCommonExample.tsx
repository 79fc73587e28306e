import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import Schedule from '@mui/icons-material/Schedule';

export default function TypographyCommonExample() {
  return (
    <Box component="article" sx={{ maxWidth: 460 }}>
      <Typography level="body-sm" textColor="primary.plainColor" fontWeight="lg" sx={{ mb: 0.5 }}>
        Gardening
      </Typography>
      <Typography level="h2" component="h2" sx={{ mb: 1 }}>
        Planting garlic in autumn
      </Typography>
      <Typography level="body-lg" textColor="text.secondary" sx={{ mb: 1.5 }}>
        Cloves set out before the first frost grow roots over winter and give bigger bulbs.
      </Typography>
      <Typography
        level="body-xs"
        startDecorator={<Schedule />}
        endDecorator={
          <Chip component="span" size="sm">
            Beginner
          </Chip>
        }
      >
        Five minute read
      </Typography>
    </Box>
  );
}

import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

const SECTIONS = ['Overview', 'Schedule', 'Speakers', 'Venue'];

export default function FullscreenOverflow() {
  return (
    <Box
      sx={{
        height: 240,
        overflow: 'auto',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 'sm',
        px: 3,
      }}
      tabIndex={0}
      role="region"
      aria-label="Event details"
    >
      {SECTIONS.map((section, index) => (
        <Box key={section}>
          {index > 0 && (
            <Divider
              sx={{
                // Reach past the container's padding to its edges.
                mx: -3,
                '--Divider-thickness': '2px',
              }}
            />
          )}
          <Typography level="title-md" sx={{ pt: 2 }}>
            {section}
          </Typography>
          <Typography level="body-sm" sx={{ pb: 2 }}>
            Each section is separated by a line that runs from edge to edge, although the text keeps
            its padding.
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

import Box from '@mui/system/Box';
import { visuallyHidden } from '@mui/utils';

export default function VisuallyHiddenUsage() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {[
        ['Choosing a colour palette', '/system/palette/'],
        ['Responsive layouts with Grid', '/system/grid/'],
      ].map(([title, href]) => (
        <Box key={title} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Box component="p" sx={{ m: 0, mb: 1, fontWeight: 600 }}>
            {title}
          </Box>
          <a href={href}>
            Read more
            <Box component="span" sx={visuallyHidden}>
              {` about ${title.toLowerCase()}`}
            </Box>
          </a>
        </Box>
      ))}
    </Box>
  );
}

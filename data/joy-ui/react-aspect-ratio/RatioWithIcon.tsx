import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Headphones from '@mui/icons-material/Headphones';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Videocam from '@mui/icons-material/Videocam';

export default function RatioWithIcon() {
  return (
    <Box sx={{ display: 'flex', gap: 2 }}>
      {[Headphones, PhotoCamera, Videocam].map((Icon, index) => (
        <AspectRatio
          key={index}
          ratio="1"
          variant="soft"
          color="primary"
          sx={{ width: 72, borderRadius: 'md' }}
        >
          <div>
            <Icon sx={{ fontSize: '2rem' }} />
          </div>
        </AspectRatio>
      ))}
    </Box>
  );
}

import AspectRatio from '@mui/joy/AspectRatio';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardCover from '@mui/joy/CardCover';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import Favorite from '@mui/icons-material/Favorite';
import Visibility from '@mui/icons-material/Visibility';
import CreateNewFolder from '@mui/icons-material/CreateNewFolder';

export default function DribbbleShot() {
  return (
    <Card variant="plain" sx={{ width: 300, maxWidth: '100%', p: 0, bgcolor: 'initial' }}>
      <Box sx={{ position: 'relative' }}>
        <AspectRatio ratio="4/3">
          <div style={{ background: 'linear-gradient(45deg, #22d3ee, #a855f7)' }} />
        </AspectRatio>
        <CardCover
          className="shot-cover"
          sx={{
            opacity: 0,
            transition: 'opacity 0.2s',
            '&:hover, &:focus-within': { opacity: 1 },
            background: 'linear-gradient(to top, rgba(0,0,0,0.6), rgba(0,0,0,0) 60%)',
          }}
        >
          <Box sx={{ p: 1.5, display: 'flex', alignItems: 'flex-end', gap: 1 }}>
            <Typography level="title-sm" textColor="#fff" sx={{ flex: 1 }}>
              <Link href="#dribbble-shot" overlay underline="none" textColor="inherit">
                Weather app concept
              </Link>
            </Typography>
            <IconButton size="sm" variant="solid" color="neutral" aria-label="Save to a collection">
              <CreateNewFolder />
            </IconButton>
          </Box>
        </CardCover>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Avatar size="sm" sx={{ '--Avatar-size': '1.5rem' }}>
          RP
        </Avatar>
        <Typography level="body-sm" sx={{ flex: 1 }}>
          Ravi Patel
        </Typography>
        <Chip variant="plain" size="sm" startDecorator={<Favorite />}>
          117
        </Chip>
        <Chip variant="plain" size="sm" startDecorator={<Visibility />}>
          10.4k
        </Chip>
      </Box>
    </Card>
  );
}

import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import ImageOutlined from '@mui/icons-material/ImageOutlined';

export default function MediaPlaceholder() {
  return (
    <Card variant="outlined" sx={{ width: 260, maxWidth: '100%' }}>
      <AspectRatio>
        <div>
          <ImageOutlined sx={{ fontSize: '3em', color: 'neutral.400' }} />
        </div>
      </AspectRatio>
      <Typography level="title-md">No picture yet</Typography>
      <Typography level="body-sm">The frame reserves the space until the image arrives.</Typography>
    </Card>
  );
}

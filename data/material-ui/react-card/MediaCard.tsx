import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

export default function MediaCard() {
  return (
    <Card sx={{ maxWidth: 360 }}>
      <CardHeader
        avatar={<Avatar sx={{ bgcolor: 'secondary.main' }}>K</Avatar>}
        action={
          <IconButton aria-label="More options for this trip">
            <SvgIcon>
              <path d="M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2zm0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2zm0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2z" />
            </SvgIcon>
          </IconButton>
        }
        title="Kyoto in autumn"
        subheader="17 April 2024"
      />
      {/* A decorative gradient stands in for a cover photo */}
      <CardMedia
        component="div"
        role="presentation"
        sx={{
          height: 160,
          background: 'linear-gradient(135deg, #FF9800 0%, #E91E63 50%, #673AB7 100%)',
        }}
      />
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          Five days of temples, gardens and maple leaves, with a day trip to Nara.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Share</Button>
        <Button size="small">View itinerary</Button>
      </CardActions>
    </Card>
  );
}

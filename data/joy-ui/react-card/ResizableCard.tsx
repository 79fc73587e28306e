import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';

export default function ResizableCard() {
  return (
    <Box
      sx={{
        resize: 'horizontal',
        overflow: 'auto',
        width: 320,
        minWidth: 200,
        maxWidth: '100%',
        p: 1,
        border: '1px dashed',
        borderColor: 'neutral.outlinedBorder',
        borderRadius: 'sm',
        containerType: 'inline-size',
      }}
    >
      <Card
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr',
          '@container (min-width: 360px)': { gridTemplateColumns: '1fr auto' },
          alignItems: 'center',
        }}
      >
        <CardContent>
          <Typography level="title-md">Drag the corner</Typography>
          <Typography level="body-sm">
            Below 360 px the actions move under the text; wider, they sit beside it.
          </Typography>
        </CardContent>
        <CardActions>
          <Button size="sm">Got it</Button>
        </CardActions>
      </Card>
    </Box>
  );
}

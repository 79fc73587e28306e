import Avatar from '@mui/joy/Avatar';
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function CenteredChildren() {
  return (
    <Grid container spacing={2} sx={{ maxWidth: 480 }}>
      {['Ada', 'Ben', 'Cleo'].map((name) => (
        <Grid key={name} xs={12} sm={4} display="flex" justifyContent="center" alignItems="center">
          <Sheet
            variant="outlined"
            sx={{
              p: 2,
              borderRadius: 'md',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 1,
              width: '100%',
            }}
          >
            <Avatar>{name[0]}</Avatar>
            <Typography level="title-sm">{name}</Typography>
          </Sheet>
        </Grid>
      ))}
    </Grid>
  );
}

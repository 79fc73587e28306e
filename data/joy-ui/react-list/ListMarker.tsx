import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

const markers = ['disc', 'circle', 'decimal', 'lower-roman'];

export default function ListMarker() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
      {markers.map((marker) => (
        <div key={marker}>
          <Typography level="body-xs">marker=&quot;{marker}&quot;</Typography>
          <List
            marker={marker}
            component={marker.includes('decimal') || marker.includes('roman') ? 'ol' : 'ul'}
          >
            <ListItem>Basil</ListItem>
            <ListItem>Thyme</ListItem>
            <ListItem>Sage</ListItem>
          </List>
        </div>
      ))}
    </Box>
  );
}

import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListDivider from '@mui/joy/ListDivider';
import Sheet from '@mui/joy/Sheet';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import AirplanemodeActive from '@mui/icons-material/AirplanemodeActive';
import Wifi from '@mui/icons-material/Wifi';
import Bluetooth from '@mui/icons-material/Bluetooth';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

function Tile({ color, children }: { color: string; children: React.ReactNode }) {
  return (
    <Sheet
      component="span"
      sx={{
        bgcolor: color,
        color: '#fff',
        borderRadius: '7px',
        width: 28,
        height: 28,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        '& svg': { fontSize: 18 },
      }}
    >
      {children}
    </Sheet>
  );
}

export default function IosSettings() {
  const [airplane, setAirplane] = React.useState(false);
  return (
    <Sheet variant="soft" sx={{ p: 2, borderRadius: 'lg', maxWidth: 340 }}>
      <List
        component="div"
        variant="plain"
        sx={{
          bgcolor: 'background.surface',
          borderRadius: '12px',
          '--ListItemDecorator-size': '44px',
          '--ListDivider-gap': '0px',
        }}
      >
        <ListItem
          component="div"
          endAction={
            <Switch
              checked={airplane}
              onChange={(event) => setAirplane(event.target.checked)}
              color={airplane ? 'success' : 'neutral'}
              slotProps={{ input: { 'aria-label': 'Airplane mode' } }}
            />
          }
        >
          <ListItemDecorator>
            <Tile color="#f09a37">
              <AirplanemodeActive />
            </Tile>
          </ListItemDecorator>
          <ListItemContent>Airplane mode</ListItemContent>
        </ListItem>
        <ListDivider inset="startContent" />
        <ListItem component="div">
          <ListItemButton>
            <ListItemDecorator>
              <Tile color="#3478f6">
                <Wifi />
              </Tile>
            </ListItemDecorator>
            <ListItemContent>Wi-Fi</ListItemContent>
            <Typography level="body-sm">Home</Typography>
            <KeyboardArrowRight />
          </ListItemButton>
        </ListItem>
        <ListDivider inset="startContent" />
        <ListItem component="div">
          <ListItemButton>
            <ListItemDecorator>
              <Tile color="#3478f6">
                <Bluetooth />
              </Tile>
            </ListItemDecorator>
            <ListItemContent>Bluetooth</ListItemContent>
            <Typography level="body-sm">On</Typography>
            <KeyboardArrowRight />
          </ListItemButton>
        </ListItem>
      </List>
    </Sheet>
  );
}

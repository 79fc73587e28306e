import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import PhotoIcon from '@mui/icons-material/Photo';
import VideocamIcon from '@mui/icons-material/Videocam';
export default function IconTabs() {
  const [value, setValue] = React.useState(0);
  return (
    <Box>
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        aria-label="Media type"
      >
        <Tab icon={<PhotoIcon />} aria-label="Photos" />
        <Tab icon={<VideocamIcon />} aria-label="Videos" />
        <Tab icon={<MusicNoteIcon />} aria-label="Music" />
      </Tabs>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Alarm from '@mui/icons-material/Alarm';
import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import AlarmRounded from '@mui/icons-material/AlarmRounded';
import AlarmSharp from '@mui/icons-material/AlarmSharp';
import AlarmTwoTone from '@mui/icons-material/AlarmTwoTone';
import Delete from '@mui/icons-material/Delete';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import DeleteSharp from '@mui/icons-material/DeleteSharp';
import DeleteTwoTone from '@mui/icons-material/DeleteTwoTone';
import Home from '@mui/icons-material/Home';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import HomeRounded from '@mui/icons-material/HomeRounded';
import HomeSharp from '@mui/icons-material/HomeSharp';
import HomeTwoTone from '@mui/icons-material/HomeTwoTone';

const themes = [
  { name: 'Filled', icons: [Alarm, Delete, Home] },
  { name: 'Outlined', icons: [AlarmOutlined, DeleteOutlined, HomeOutlined] },
  { name: 'Rounded', icons: [AlarmRounded, DeleteRounded, HomeRounded] },
  { name: 'Two tone', icons: [AlarmTwoTone, DeleteTwoTone, HomeTwoTone] },
  { name: 'Sharp', icons: [AlarmSharp, DeleteSharp, HomeSharp] },
];

export default function IconThemes() {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 2 }}
    >
      {themes.map(({ name, icons }) => (
        <Box
          key={name}
          sx={{ textAlign: 'center', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1 }}>
            {icons.map((Icon, index) => (
              <Icon key={index} />
            ))}
          </Box>
          <Typography variant="caption">{name}</Typography>
        </Box>
      ))}
    </Box>
  );
}

import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AlarmIcon from '@mui/icons-material/Alarm';
import AlarmOutlinedIcon from '@mui/icons-material/AlarmOutlined';
import AlarmRoundedIcon from '@mui/icons-material/AlarmRounded';
import AlarmSharpIcon from '@mui/icons-material/AlarmSharp';
import AlarmTwoToneIcon from '@mui/icons-material/AlarmTwoTone';

// One icon in each of the five themes: the theme is a suffix of the import name.
const themes = [
  { name: 'Filled', Icon: AlarmIcon },
  { name: 'Outlined', Icon: AlarmOutlinedIcon },
  { name: 'Rounded', Icon: AlarmRoundedIcon },
  { name: 'TwoTone', Icon: AlarmTwoToneIcon },
  { name: 'Sharp', Icon: AlarmSharpIcon },
];

export default function SvgMaterialIcons() {
  return (
    <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap">
      {themes.map(({ name, Icon }) => (
        <Stack key={name} alignItems="center" spacing={0.5}>
          <Icon fontSize="large" />
          <Typography variant="caption">{name}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function ImageAvatarFallbacks() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      {[
        { label: 'Children', node: <Avatar alt="Rosa Marquez">RM</Avatar> },
        { label: 'First letter of alt', node: <Avatar alt="Rosa Marquez" /> },
        { label: 'Generic icon', node: <Avatar /> },
      ].map(({ label, node }) => (
        <Box
          key={label}
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}
        >
          {node}
          <Typography level="body-xs">{label}</Typography>
        </Box>
      ))}
    </Box>
  );
}

import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const tokens = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export default function ShadowTokens() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
        gap: 3,
        p: 1,
      }}
    >
      {tokens.map((token) => (
        <Sheet key={token} sx={{ p: 2, borderRadius: 'md', boxShadow: token, textAlign: 'center' }}>
          <Typography level="title-sm">{token}</Typography>
          <Typography level="body-xs">boxShadow: &apos;{token}&apos;</Typography>
        </Sheet>
      ))}
    </Box>
  );
}

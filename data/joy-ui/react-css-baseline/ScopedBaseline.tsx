import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Typography from '@mui/joy/Typography';
import Sheet from '@mui/joy/Sheet';

export default function ScopedBaseline() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflow: 'hidden', maxWidth: 420 }}>
      <div style={{ padding: 16, fontFamily: 'Georgia, serif' }}>
        Outside: the host page keeps its own serif font.
      </div>
      <ScopedCssBaseline sx={{ p: 2 }}>
        <Typography level="body-md">
          Inside: the Joy UI baseline styles apply only within this element.
        </Typography>
      </ScopedCssBaseline>
    </Sheet>
  );
}

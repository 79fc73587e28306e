import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function SheetBasicUsage() {
  return (
    <Sheet
      variant="outlined"
      color="neutral"
      sx={{ p: 3, borderRadius: 'md', maxWidth: 360, boxShadow: 'sm' }}
    >
      <Typography level="title-md">Library card</Typography>
      <Typography level="body-sm">
        Borrow up to ten books at a time; renew them online twice.
      </Typography>
    </Sheet>
  );
}

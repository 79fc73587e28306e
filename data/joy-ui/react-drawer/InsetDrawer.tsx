import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import TuneRounded from '@mui/icons-material/TuneRounded';

export default function InsetDrawer() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button
        variant="outlined"
        color="neutral"
        startDecorator={<TuneRounded />}
        onClick={() => setOpen(true)}
      >
        Filters
      </Button>
      <Drawer
        size="md"
        variant="plain"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          content: {
            'aria-labelledby': 'inset-drawer-title',
            sx: { bgcolor: 'transparent', p: { md: 3, sm: 0 }, boxShadow: 'none' },
          },
        }}
      >
        <Sheet
          sx={{
            borderRadius: 'md',
            p: 2,
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
            height: '100%',
            overflow: 'auto',
          }}
        >
          <DialogTitle id="inset-drawer-title">Filters</DialogTitle>
          <ModalClose />
          <Divider sx={{ mt: 'auto' }} />
          <DialogContent>
            <Stack spacing={2}>
              <FormControl>
                <FormLabel>Price range</FormLabel>
                <Slider
                  defaultValue={[20, 80]}
                  valueLabelDisplay="auto"
                  getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
                />
              </FormControl>
              <Checkbox label="Free delivery" />
              <Checkbox label="In stock only" defaultChecked />
            </Stack>
          </DialogContent>
          <Divider />
          <Stack direction="row" justifyContent="space-between">
            <Button variant="outlined" color="neutral" onClick={() => setOpen(false)}>
              Clear
            </Button>
            <Button onClick={() => setOpen(false)}>Show 42 results</Button>
          </Stack>
        </Sheet>
      </Drawer>
    </React.Fragment>
  );
}

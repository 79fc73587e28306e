import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Checkbox from '@mui/joy/Checkbox';
import Typography from '@mui/joy/Typography';
import Sheet from '@mui/joy/Sheet';

const SIZES = ['XS', 'S', 'M', 'L', 'XL'];

export default function CheckboxNoIcon() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm', width: 320, maxWidth: '100%' }}>
      <Typography id="sizes-label" level="title-sm" sx={{ mb: 1 }}>
        Sizes in stock
      </Typography>
      <List
        orientation="horizontal"
        aria-labelledby="sizes-label"
        sx={{ '--List-gap': '8px', '--ListItem-radius': '8px', flexWrap: 'wrap' }}
      >
        {SIZES.map((size, index) => (
          <ListItem key={size}>
            <Checkbox
              disableIcon
              overlay
              label={size}
              defaultChecked={index === 2}
              variant="outlined"
              slotProps={{
                action: ({ checked }) => ({
                  sx: checked
                    ? { bgcolor: 'primary.softBg', borderColor: 'primary.500' }
                    : undefined,
                }),
              }}
            />
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}

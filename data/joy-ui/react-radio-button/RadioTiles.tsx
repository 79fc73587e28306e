import RadioGroup from '@mui/joy/RadioGroup';
import Radio from '@mui/joy/Radio';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const sizes = ['S', 'M', 'L', 'XL'];

export default function RadioTiles() {
  return (
    <div>
      <Typography id="shirt-size" level="title-sm" sx={{ mb: 1 }}>
        Shirt size
      </Typography>
      <RadioGroup
        aria-labelledby="shirt-size"
        defaultValue="M"
        orientation="horizontal"
        sx={{ gap: 1 }}
      >
        {sizes.map((size) => (
          <Sheet
            key={size}
            variant="outlined"
            sx={{ position: 'relative', width: 48, height: 48, borderRadius: 'md' }}
          >
            <Radio
              value={size}
              label={size}
              overlay
              disableIcon
              slotProps={{
                label: ({ checked }) => ({
                  sx: {
                    fontWeight: checked ? 'lg' : 'md',
                    lineHeight: '48px',
                    textAlign: 'center',
                  },
                }),
                action: ({ checked }) => ({
                  sx: checked ? { border: '2px solid', borderColor: 'primary.500' } : {},
                }),
              }}
              sx={{ width: '100%', justifyContent: 'center' }}
            />
          </Sheet>
        ))}
      </RadioGroup>
    </div>
  );
}

import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

interface Currency {
  code: string;
  name: string;
  symbol: string;
}

const CURRENCIES: Currency[] = [
  { code: 'EUR', name: 'Euro', symbol: '€' },
  { code: 'GBP', name: 'Pound sterling', symbol: '£' },
  { code: 'INR', name: 'Indian rupee', symbol: '₹' },
  { code: 'JPY', name: 'Japanese yen', symbol: '¥' },
  { code: 'NGN', name: 'Nigerian naira', symbol: '₦' },
  { code: 'USD', name: 'US dollar', symbol: '$' },
];

export default function OptionAppearance() {
  return (
    <FormControl sx={{ width: 280, maxWidth: '100%' }}>
      <FormLabel>Currency</FormLabel>
      <Autocomplete
        options={CURRENCIES}
        getOptionLabel={(option) => `${option.code} – ${option.name}`}
        isOptionEqualToValue={(option, value) => option.code === value.code}
        renderOption={(props, option) => (
          <AutocompleteOption {...props} key={option.code}>
            <ListItemDecorator sx={{ fontWeight: 'lg', fontSize: 'lg' }}>
              {option.symbol}
            </ListItemDecorator>
            <ListItemContent>
              {option.code}
              <Typography level="body-xs">{option.name}</Typography>
            </ListItemContent>
          </AutocompleteOption>
        )}
      />
    </FormControl>
  );
}

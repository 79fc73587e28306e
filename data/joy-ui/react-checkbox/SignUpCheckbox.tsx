import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function SignUpCheckbox() {
  return (
    <FormControl size="sm" sx={{ width: 320, maxWidth: '100%' }}>
      <Checkbox
        required
        label={
          <Typography level="body-sm">
            I have read and agree to the{' '}
            <Link href="#sign-up-checkbox" sx={{ position: 'relative', zIndex: 1 }}>
              terms and conditions
            </Link>
            .
          </Typography>
        }
      />
      <FormHelperText>
        <Typography level="body-xs">Required to create an account.</Typography>
      </FormHelperText>
    </FormControl>
  );
}

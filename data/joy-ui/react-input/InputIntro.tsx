import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Search from '@mui/icons-material/Search';

export default function InputIntro() {
  return (
    <FormControl sx={{ width: 280, maxWidth: '100%' }}>
      <FormLabel>Find a recipe</FormLabel>
      <Input startDecorator={<Search />} placeholder="Lentil soup, flatbread…" />
    </FormControl>
  );
}

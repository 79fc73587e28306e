import { styled } from '@mui/material/styles';
import TextField from '@mui/material/TextField';

const PillTextField = styled(TextField)(({ theme }) => ({
  '& .MuiOutlinedInput-root': {
    borderRadius: 999,
    '& fieldset': { borderColor: (theme.vars || theme).palette.secondary.main },
    '&:hover fieldset': { borderColor: (theme.vars || theme).palette.secondary.dark },
    '&.Mui-focused fieldset': {
      borderColor: (theme.vars || theme).palette.secondary.main,
      borderWidth: 2,
    },
  },
  '& label.Mui-focused': { color: (theme.vars || theme).palette.secondary.main },
}));

export default function CustomizedInputsStyled() {
  return <PillTextField label="Search recipes" />;
}

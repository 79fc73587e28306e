import * as React from 'react';
import SentimentDissatisfiedIcon from '@mui/icons-material/SentimentDissatisfied';
import SentimentSatisfiedAltIcon from '@mui/icons-material/SentimentSatisfiedAlt';
import SentimentSatisfiedIcon from '@mui/icons-material/SentimentSatisfied';
import SentimentVeryDissatisfiedIcon from '@mui/icons-material/SentimentVeryDissatisfied';
import SentimentVerySatisfiedIcon from '@mui/icons-material/SentimentVerySatisfied';
import type { IconContainerProps } from '@mui/material/Rating';
import Rating from '@mui/material/Rating';
import { styled } from '@mui/material/styles';

const faces: Record<number, { icon: React.ReactElement; label: string }> = {
  1: { icon: <SentimentVeryDissatisfiedIcon color="error" />, label: 'Very dissatisfied' },
  2: { icon: <SentimentDissatisfiedIcon color="error" />, label: 'Dissatisfied' },
  3: { icon: <SentimentSatisfiedIcon color="warning" />, label: 'Neutral' },
  4: { icon: <SentimentSatisfiedAltIcon color="success" />, label: 'Satisfied' },
  5: { icon: <SentimentVerySatisfiedIcon color="success" />, label: 'Very satisfied' },
};

const FaceRating = styled(Rating)(({ theme }) => ({
  '& .MuiRating-iconEmpty .MuiSvgIcon-root': {
    color: (theme.vars || theme).palette.action.disabled,
  },
}));

function FaceIcon({ value, ...other }: IconContainerProps) {
  return <span {...other}>{faces[value].icon}</span>;
}

export default function RadioGroupRating() {
  return (
    <FaceRating
      name="mood-rating"
      defaultValue={3}
      IconContainerComponent={FaceIcon}
      getLabelText={(value: number) => faces[value].label}
      highlightSelectedOnly
    />
  );
}

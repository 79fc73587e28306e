import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import ButtonBase from '@mui/material/ButtonBase';

const hidden: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
};

export default function UploadAvatars() {
  const [url, setUrl] = React.useState<string | undefined>(undefined);

  // Free the previous picture's object URL when it is replaced or the demo goes away.
  React.useEffect(() => {
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [url]);

  return (
    <ButtonBase
      component="label"
      aria-label="Choose a profile picture"
      sx={{ borderRadius: '50%' }}
    >
      <Avatar alt="Your profile picture" src={url} sx={{ width: 64, height: 64 }} />
      <input
        type="file"
        accept="image/*"
        style={hidden}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) setUrl(URL.createObjectURL(file));
        }}
      />
    </ButtonBase>
  );
}

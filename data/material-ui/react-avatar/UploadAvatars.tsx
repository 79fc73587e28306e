import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import ButtonBase from '@mui/material/ButtonBase';

export default function UploadAvatars() {
  const input = React.useRef<HTMLInputElement>(null);
  const [url, setUrl] = React.useState<string | undefined>(undefined);

  // Free the previous picture's object URL when it is replaced or the demo goes away.
  React.useEffect(() => {
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [url]);

  return (
    <React.Fragment>
      <ButtonBase
        aria-label="Choose a profile picture"
        onClick={() => input.current?.click()}
        sx={{
          borderRadius: '50%',
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Avatar component="span" alt="" src={url} sx={{ width: 64, height: 64 }} />
      </ButtonBase>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) setUrl(URL.createObjectURL(file));
        }}
      />
    </React.Fragment>
  );
}

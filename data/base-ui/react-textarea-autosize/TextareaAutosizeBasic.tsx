import { styled } from '@mui/system';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

const Textarea = styled(TextareaAutosize)`
  box-sizing: border-box;
  width: 320px;
  font-family: inherit;
  font-size: 0.875rem;
  line-height: 1.5;
  padding: 8px 12px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  color: #0f172a;
  background: #fff;
  resize: none;

  &:focus {
    outline: 3px solid #bfdbfe;
    border-color: #2563eb;
  }
`;

export default function TextareaAutosizeBasic() {
  return (
    <Textarea
      aria-label="Comment"
      minRows={2}
      placeholder="Write a comment. The box grows as you type."
    />
  );
}

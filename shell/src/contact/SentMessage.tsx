import { Button, theme } from '@nougaterie/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  margin-top: 1rem;
  padding: 1rem 1.25rem;
  border-left: 4px solid ${theme.colors.success};
  background: #edf5ee;
  border-radius: ${theme.radius};
  &:focus {
    outline: 3px solid ${theme.colors.focus};
  }
  p {
    margin: 0 0 0.75rem;
    font-weight: 600;
  }
`;

/** Takes the focus, so a screen reader reads the confirmation where the form was. */
export function SentMessage({ text, again, onAgain }: { text: string; again?: string; onAgain?: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <Box ref={box} tabIndex={-1} role="status" data-testid="form-sent">
      <p>{text}</p>
      {again && onAgain && (
        <Button type="button" $variant="secondary" onClick={onAgain}>
          {again}
        </Button>
      )}
    </Box>
  );
}

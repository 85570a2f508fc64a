import styled from 'styled-components';
import { theme } from '../theme.js';

const Box = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${theme.colors.danger};
  background: #fbeceb;
  color: ${theme.colors.danger};
  font-weight: 600;
  border-radius: ${theme.radius};
`;

/**
 * Why what the visitor just did failed: a refusal of a whole form, or of an action (often the
 * api's sentence). The live region is always rendered, so that screen readers announce the text
 * the moment it appears.
 */
export function FormAlert({ message }: { message?: string | null }) {
  return <div role="alert">{message && <Box>{message}</Box>}</div>;
}

/** react-final-form's submitError (typed any) as the sentence a form's onSubmit gave it, if any. */
export function formError(submitError: unknown): string | undefined {
  return typeof submitError === 'string' ? submitError : undefined;
}

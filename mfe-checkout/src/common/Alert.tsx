import styled from 'styled-components';
import { theme } from '@nougaterie/ui';

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
 * Why what the shopper just did failed. The live region is always rendered so that screen readers
 * announce the text the moment it appears.
 */
export function Alert({ message }: { message?: string | null }) {
  return <div role="alert">{message && <Box>{message}</Box>}</div>;
}

import styled, { css } from 'styled-components';
import { theme } from './theme.js';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export const Button = styled.button<{ $variant?: ButtonVariant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4em;
  min-height: 44px;
  padding: 0.55em 1.2em;
  border-radius: ${theme.radius};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  border: 2px solid ${theme.colors.honeyDark};
  ${({ $block }) => $block && 'width: 100%;'}
  ${({ $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.honeyDark};
          color: #fff;
          &:hover:not(:disabled) {
            background: #6e4100;
          }
        `
      : $variant === 'secondary'
        ? css`
            background: transparent;
            color: ${theme.colors.honeyDark};
            &:hover:not(:disabled) {
              background: ${theme.colors.honeyLight};
            }
          `
        : css`
            background: transparent;
            border-color: transparent;
            color: inherit;
            &:hover:not(:disabled) {
              text-decoration: underline;
            }
          `}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

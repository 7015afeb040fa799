// Buttons and button-styled links, from the theme. Variants: primary (red), secondary (outline), ghost.
import styled, { css } from 'styled-components';
import { Link } from './link';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light';

const variantStyles = {
  primary: css`
    background: ${({ theme }) => theme.colors.red};
    color: ${({ theme }) => theme.colors.white};
    border-color: ${({ theme }) => theme.colors.red};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.redDark};
      border-color: ${({ theme }) => theme.colors.redDark};
    }
  `,
  secondary: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.redDark};
    border-color: ${({ theme }) => theme.colors.redDark};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.redLight};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surface};
    }
  `,
  light: css`
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.redDark};
    border-color: ${({ theme }) => theme.colors.white};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.redLight};
    }
  `,
};

const buttonBase = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(5)};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};
  ${({ $variant = 'primary' }) => variantStyles[$variant]}

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const Button = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonBase}
`;

export const ButtonLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonBase}
`;

export const ButtonAnchor = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonBase}
`;

// An inline message box: success, error or information. Errors are announced at once
// (role alert), the others politely (role status).
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type AlertTone = 'success' | 'error' | 'info';

export function Alert({ tone, children }: { tone: AlertTone; children: ReactNode }) {
  return (
    <Box role={tone === 'error' ? 'alert' : 'status'} $tone={tone}>
      {children}
    </Box>
  );
}

const tones = {
  success: css`
    color: ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => theme.colors.successLight};
    border-color: ${({ theme }) => theme.colors.success};
  `,
  error: css`
    color: ${({ theme }) => theme.colors.error};
    background: ${({ theme }) => theme.colors.errorLight};
    border-color: ${({ theme }) => theme.colors.error};
  `,
  info: css`
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.border};
  `,
};

const Box = styled.div<{ $tone: AlertTone }>`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid;
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-weight: 600;
  ${({ $tone }) => tones[$tone]}
`;

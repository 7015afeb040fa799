// Loading indicators: a spinner with a spoken label, and the page-level fallback
// shown while a route chunk loads.
import styled, { keyframes } from 'styled-components';

export function Spinner({ label = 'Caricamento...' }: { label?: string }) {
  return (
    <SpinnerBox role="status">
      <Wheel aria-hidden="true" />
      <span>{label}</span>
    </SpinnerBox>
  );
}

export function PageLoader() {
  return (
    <PageLoaderBox>
      <Spinner />
    </PageLoaderBox>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const SpinnerBox = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Wheel = styled.span`
  width: 28px;
  height: 28px;
  border: 3px solid ${({ theme }) => theme.colors.redLight};
  border-top-color: ${({ theme }) => theme.colors.red};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const PageLoaderBox = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 60vh;
  padding: ${({ theme }) => theme.space(10)} 0;
`;

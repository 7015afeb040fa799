// The building blocks shared by the list pages (/news, /progetti, /trasparenza): the
// page section, the filter bar, the result count, the card grid and the loading,
// error and empty states, so the three lists look and read alike.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './container';

export const ListSection = styled.section`
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(16)};
`;

/** The grey filter bar; pages set its columns for their own controls. */
export const FilterBar = styled.search`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const ResultCount = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.95rem;
`;

/** One card per row on phones, two from 600 px, three from 1200 px; cards stretch to the row's height. */
export const CardGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  > li {
    display: flex;
  }

  > li > * {
    flex: 1;
  }
`;

export const StatusText = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(10)} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.1rem;
`;

export const ErrorText = styled(StatusText)`
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

/** A list section that only says something: the loading text, or the error. */
export function ListMessage({
  kind,
  children,
}: {
  kind: 'loading' | 'error';
  children: ReactNode;
}) {
  return (
    <ListSection>
      <Container>
        {kind === 'error' ? (
          <ErrorText role="alert">{children}</ErrorText>
        ) : (
          <StatusText role="status">{children}</StatusText>
        )}
      </Container>
    </ListSection>
  );
}

/** The dashed box of an empty result; a heading and a hint may go inside. */
export const EmptyState = styled.div`
  margin: 0;
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.1rem;
  text-align: center;

  h2 {
    font-size: 1.35rem;
    color: ${({ theme }) => theme.colors.text};
  }

  p {
    margin: 0;
  }
`;

/** A card of a list: lifts on hover, outlined while a control inside it has the focus. */
export const ListCard = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition:
    box-shadow ${({ theme }) => theme.motion.base},
    transform ${({ theme }) => theme.motion.base};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.md};
    transform: translateY(-2px);
  }

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

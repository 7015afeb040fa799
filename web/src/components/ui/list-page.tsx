// The building blocks shared by the list pages (/news, /progetti, /trasparenza): the
// page section, the filter form, the result count, the card grid and the loading,
// error and empty states, so the three lists look and read alike.
import type { FormEvent, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from './button';
import { Container } from './container';

export const ListSection = styled.section`
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(16)};
`;

interface FilterFormProps {
  /** Accessible name of the search landmark. */
  label: string;
  /** Parameters of the URL the form sends again, unchanged (another filter on the page). */
  keep?: Readonly<Record<string, string | null>>;
  className?: string;
  children: ReactNode;
}

/**
 * The grey filter bar, a GET form to the page itself (pages set its columns for their own
 * controls). Without JavaScript the browser sends it with its fields' names (?q=,
 * ?categoria=; not ?pagina=, so a new filter starts at page 1) and the server renders
 * the filtered list. With JavaScript the fields apply as they change, the form is never
 * sent, and its button is not shown: Enter in the search box still works.
 */
export function FilterForm({ label, keep = {}, className, children }: FilterFormProps) {
  const { pathname } = useLocation();
  return (
    <Form
      role="search"
      aria-label={label}
      method="get"
      action={pathname}
      className={className}
      onSubmit={(event: FormEvent<HTMLFormElement>) => event.preventDefault()}
    >
      {children}
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <SubmitButton type="submit">Cerca</SubmitButton>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const SubmitButton = styled(Button)`
  justify-self: start;
  align-self: end;
  min-width: 8rem;

  ${({ theme }) => theme.media.withScripts} {
    display: none;
  }
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

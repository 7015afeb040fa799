// A list of dated items under its heading, as the calendar (by month) and the events page
// (upcoming and past) show it: each item its link, then its time and place.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '../../components/ui/link';

/** One item of the list: a course or an event. */
export interface DatedItem {
  key: string;
  title: string;
  href: string;
  /** The date or time as words. */
  when: string;
  /** The machine-readable date of the time element. */
  dateTime: string | undefined;
  location: string | null;
}

/** A section labelled by its heading (h2 with the given id). */
export function DatedGroup({
  id,
  heading,
  children,
}: {
  id: string;
  heading: ReactNode;
  children: ReactNode;
}) {
  return (
    <Group aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </Group>
  );
}

export function DatedList({ items }: { items: readonly DatedItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.key}>
          <Link to={item.href}>{item.title}</Link>
          <Facts>
            <time dateTime={item.dateTime}>{item.when}</time>
            {item.location ? <> · {item.location}</> : null}
          </Facts>
        </li>
      ))}
    </ul>
  );
}

const Group = styled.section`
  margin-bottom: ${({ theme }) => theme.space(8)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > a {
    color: ${({ theme }) => theme.colors.redDark};
    font-weight: 700;
    font-size: 1.1rem;
  }
`;

const Facts = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

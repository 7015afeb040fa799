// Dates, place and participants of a course, each with a pictogram; empty facts are left out.
import type { ReactNode } from 'react';
import styled from 'styled-components';

interface ProjectFactsProps {
  dates: string;
  location?: string | null;
  participants?: number | null;
}

const icons = {
  calendar: (
    <path d="M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z" />
  ),
  pin: (
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />
  ),
  people: (
    <path d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 10v-1a6 6 0 0 1 12 0v1m2-10a3 3 0 1 0 0-6m2 16v-1a5 5 0 0 0-3-4.6" />
  ),
};

function Fact({
  icon,
  label,
  children,
}: {
  icon: keyof typeof icons;
  label: string;
  children: ReactNode;
}) {
  return (
    <Item>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <g
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {icons[icon]}
        </g>
      </svg>
      <span className="visually-hidden">{label}: </span>
      <span>{children}</span>
    </Item>
  );
}

export function ProjectFacts({ dates, location, participants }: ProjectFactsProps) {
  return (
    <List>
      {dates && (
        <Fact icon="calendar" label="Date">
          {dates}
        </Fact>
      )}
      {location && (
        <Fact icon="pin" label="Luogo">
          {location}
        </Fact>
      )}
      {participants != null && participants > 0 && (
        <Fact icon="people" label="Partecipanti">
          {participants === 1 ? '1 partecipante' : `${participants} partecipanti`}
        </Fact>
      )}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.95rem;
`;

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};

  svg {
    flex: none;
    margin-top: 0.2em;
    color: ${({ theme }) => theme.colors.redDark};
  }
`;

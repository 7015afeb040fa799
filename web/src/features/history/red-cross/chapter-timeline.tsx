// The timeline strip: one milestone per chapter; a click jumps to that chapter.
import styled, { css } from 'styled-components';
import type { Milestone } from './history-content';

export interface ChapterTimelineProps {
  milestones: readonly Milestone[];
  currentIndex: number;
  onSelect: (index: number) => void;
}

export function ChapterTimeline({ milestones, currentIndex, onSelect }: ChapterTimelineProps) {
  return (
    <Nav aria-label="Tappe del percorso">
      <List>
        {milestones.map((milestone, index) => {
          const current = index === currentIndex;
          return (
            <li key={milestone.title}>
              <Step
                type="button"
                aria-current={current ? 'step' : undefined}
                $current={current}
                onClick={() => onSelect(index)}
              >
                <Dot aria-hidden="true" $current={current} />
                <Year>{milestone.year}</Year>
                <Title>{milestone.title}</Title>
                <Description>{milestone.description}</Description>
              </Step>
            </li>
          );
        })}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  overflow-x: auto;
  scroll-snap-type: x proximity;
  padding-bottom: ${({ theme }) => theme.space(2)};
`;

const List = styled.ol`
  position: relative;
  display: grid;
  grid-auto-columns: minmax(132px, 1fr);
  grid-auto-flow: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  &::before {
    content: '';
    position: absolute;
    top: 22px;
    right: 40px;
    left: 40px;
    height: 2px;
    background: ${({ theme }) => theme.colors.border};
  }

  li {
    scroll-snap-align: start;
  }
`;

const Step = styled.button<{ $current: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space(2)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }

  ${({ $current, theme }) =>
    $current &&
    css`
      color: ${theme.colors.redDark};
      &:hover {
        color: ${theme.colors.redDark};
      }
    `}
`;

const Dot = styled.span<{ $current: boolean }>`
  width: 18px;
  height: 18px;
  margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(2)};
  border: 3px solid ${({ theme }) => theme.colors.white};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $current }) => ($current ? theme.colors.red : theme.colors.textMuted)};
  box-shadow: 0 0 0 2px
    ${({ theme, $current }) => ($current ? theme.colors.red : theme.colors.border)};
`;

const Year = styled.span`
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

const Title = styled.span`
  font-size: 0.85rem;
  font-weight: 600;
  line-height: 1.3;
`;

const Description = styled.span`
  display: none;
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: 0.8rem;
  line-height: 1.35;

  ${({ theme }) => theme.media.lg} {
    display: block;
  }
`;

// The committee's horizontal timeline: a keyboard-scrollable region (focusable,
// arrow keys scroll it) with scroll snapping, plus buttons that move one event.
import { useRef } from 'react';
import styled from 'styled-components';
import { graphql } from '../../../gql';
import type { CommitteeTimelineEventFragment } from '../../../gql/graphql';

export const CommitteeTimelineEventFragmentDoc = graphql(`
  fragment CommitteeTimelineEvent on TimelineEvent {
    id
    year
    date
    title
    description
    details
  }
`);

export type TimelineEvent = CommitteeTimelineEventFragment;

export interface CommitteeTimelineProps {
  events: readonly TimelineEvent[];
}

function scrollBehavior(): ScrollBehavior {
  const reduce =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 'auto' : 'smooth';
}

export function CommitteeTimeline({ events }: CommitteeTimelineProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);

  function move(direction: 1 | -1) {
    const scroller = scrollerRef.current;
    const card = scroller?.querySelector('li');
    if (!scroller || !card) return;
    scroller.scrollBy({ left: direction * (card.clientWidth + 24), behavior: scrollBehavior() });
  }

  return (
    <div>
      <Controls>
        <ArrowButton type="button" onClick={() => move(-1)} aria-label="Evento precedente">
          <span aria-hidden="true">←</span>
        </ArrowButton>
        <ArrowButton type="button" onClick={() => move(1)} aria-label="Evento successivo">
          <span aria-hidden="true">→</span>
        </ArrowButton>
      </Controls>
      <Scroller
        ref={scrollerRef}
        role="region"
        aria-label="Cronologia del comitato (scorre in orizzontale)"
        tabIndex={0}
      >
        <Events>
          {events.map((event) => (
            <Event key={event.id}>
              <Marker aria-hidden="true" />
              <Year>{event.year}</Year>
              {event.date !== event.year && <EventDate>{event.date}</EventDate>}
              <h3>{event.title}</h3>
              <p>{event.description}</p>
              {event.details && <Details>{event.details}</Details>}
            </Event>
          ))}
        </Events>
      </Scroller>
    </div>
  );
}

const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};

  /* Without JavaScript the buttons can do nothing; the timeline still scrolls by itself. */
  ${({ theme }) => theme.media.withoutScripts} {
    display: none;
  }
`;

const ArrowButton = styled.button`
  width: 44px;
  height: 44px;
  border: 2px solid ${({ theme }) => theme.colors.redDark};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.redDark};
  font-size: 1.2rem;
  font-weight: 700;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.redLight};
  }
`;

const Scroller = styled.div`
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding: 0 ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1)}
    ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Events = styled.ol`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space(6)};
  width: max-content;
  margin: 0;
  padding: ${({ theme }) => theme.space(6)} 0 0;
  list-style: none;

  &::before {
    content: '';
    position: absolute;
    top: 11px;
    right: 0;
    left: 0;
    height: 3px;
    border-radius: 2px;
    background: linear-gradient(
      90deg,
      ${({ theme }) => theme.colors.red},
      ${({ theme }) => theme.colors.redDark}
    );
  }
`;

const Event = styled.li`
  position: relative;
  width: min(78vw, 320px);
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.md};
  scroll-snap-align: start;

  h3 {
    margin: ${({ theme }) => theme.space(2)} 0;
    font-size: 1.2rem;
  }

  p {
    margin: 0;
  }
`;

const Marker = styled.span`
  position: absolute;
  top: -32px;
  left: ${({ theme }) => theme.space(5)};
  width: 22px;
  height: 22px;
  border: 4px solid ${({ theme }) => theme.colors.white};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.red};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.red};
`;

const Year = styled.span`
  display: inline-block;
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.redDark};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 800;
`;

const EventDate = styled.p`
  && {
    margin-top: ${({ theme }) => theme.space(2)};
  }
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  font-weight: 600;
`;

const Details = styled.p`
  && {
    margin-top: ${({ theme }) => theme.space(3)};
    padding-top: ${({ theme }) => theme.space(3)};
  }
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.92rem;
`;

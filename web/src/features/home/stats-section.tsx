// The statistics counters (anchor "stats"): they count up in 60 steps over about
// 2.5 s, each starting 150 ms after the previous one, once the section's top is
// within 75 % of the viewport height. When the call fails the built-in numbers
// are shown (the failure is only logged).
// The server renders the final values, and so does the first render in the browser: a
// page without JavaScript (or before it runs) shows the real numbers, never "0+". Once the
// script runs, counters still below the fold drop to 0 and count up when they come into
// view; counters already on screen keep their values (numbers the visitor has read do not
// start again), and with prefers-reduced-motion nothing moves.
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { Container } from '../../components/ui/container';
import {
  STATS_COUNT_DURATION_MS,
  STATS_COUNT_STEPS,
  STATS_STAGGER_MS,
  STATS_TRIGGER_VIEWPORT_RATIO,
} from '../../config/constants';
import { sections } from '../../config/paths';
import { graphql } from '../../gql';
import { prefersReducedMotion } from '../../lib/scroll';
import { FALLBACK_STATS, formatStatNumber, parseStat, type StatLike } from './stat-value';

export const HomeStatsQuery = graphql(`
  query HomeStats {
    allStats(sortField: "position", sortOrder: "ASC") {
      id
      title
      value
      description
    }
  }
`);

export function StatsSection() {
  const { data, error, loading } = useQuery(HomeStatsQuery);

  useEffect(() => {
    if (error) console.error('Statistiche non disponibili, uso i valori predefiniti', error);
  }, [error]);

  return <StatsCounters stats={data?.allStats} loading={loading} failed={Boolean(error)} />;
}

export interface StatsCountersProps {
  stats: readonly StatLike[] | undefined;
  loading: boolean;
  failed: boolean;
}

/** The counters; the built-in numbers stand in when the call failed or returned none. */
export function StatsCounters({ stats: loaded, loading, failed }: StatsCountersProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const visible = useReachedViewport(sectionRef, STATS_TRIGGER_VIEWPORT_RATIO);
  const armed = useCountUpArmed(sectionRef);
  const stats = failed || loaded?.length === 0 ? FALLBACK_STATS : (loaded ?? []);
  const started = armed && visible && !loading;

  return (
    <Section id={sections.stats} ref={sectionRef} aria-labelledby="stats-title">
      <Container>
        <h2 id="stats-title" className="visually-hidden">
          I nostri numeri
        </h2>
        <Grid aria-busy={loading}>
          {stats.map((stat, index) => (
            <Counter
              key={stat.title}
              stat={stat}
              armed={armed}
              start={started}
              delayMs={index * STATS_STAGGER_MS}
            />
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

function Counter({
  stat,
  armed,
  start,
  delayMs,
}: {
  stat: StatLike;
  armed: boolean;
  start: boolean;
  delayMs: number;
}) {
  const { target, suffix, raw } = parseStat(stat);
  const current = useCountUp(target ?? 0, armed, start, delayMs);
  const shown = target === null ? raw : formatStatNumber(current, suffix);
  const final = target === null ? raw : formatStatNumber(target, suffix);

  return (
    <Item $start={start} $delayMs={delayMs} data-testid="stat">
      <Value aria-hidden="true">{shown}</Value>
      <span className="visually-hidden">{final}</span>
      <Label>{stat.title}</Label>
      {stat.description && <Description>{stat.description}</Description>}
    </Item>
  );
}

/**
 * The value a counter shows: the target itself until it is armed (the server's render and
 * the first one in the browser); armed, 0 until start, then from 0 to target in
 * STATS_COUNT_STEPS steps over STATS_COUNT_DURATION_MS.
 */
export function useCountUp(
  target: number,
  armed: boolean,
  start: boolean,
  delayMs: number,
): number {
  const [value, setValue] = useState<number | null>(null);

  useEffect(() => {
    if (!armed) {
      setValue(null);
      return;
    }
    if (!start) {
      setValue(0);
      return;
    }
    let step = 0;
    let interval: ReturnType<typeof setInterval> | undefined;
    const delay = setTimeout(() => {
      interval = setInterval(() => {
        step += 1;
        setValue(
          step >= STATS_COUNT_STEPS ? target : Math.round((target * step) / STATS_COUNT_STEPS),
        );
        if (step >= STATS_COUNT_STEPS) clearInterval(interval);
      }, STATS_COUNT_DURATION_MS / STATS_COUNT_STEPS);
    }, delayMs);
    return () => {
      clearTimeout(delay);
      clearInterval(interval);
    };
  }, [target, armed, start, delayMs]);

  return value ?? target;
}

/**
 * Whether the counters are to count up, decided once the script runs: not with
 * prefers-reduced-motion, and not when the section is already on screen (its final
 * values, rendered by the server, have been seen).
 */
export function useCountUpArmed(ref: RefObject<Element | null>): boolean {
  const [armed, setArmed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return;
    const { top, bottom } = element.getBoundingClientRect();
    const onScreen = top < window.innerHeight && bottom > 0;
    if (!onScreen) setArmed(true);
  }, [ref]);

  return armed;
}

/** True (for good) once the element's top is within `ratio` of the viewport height. */
export function useReachedViewport(ref: RefObject<Element | null>, ratio: number): boolean {
  const [reached, setReached] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (reached || !element) return;
    if (typeof IntersectionObserver === 'function') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setReached(true);
        },
        { rootMargin: `0px 0px -${Math.round((1 - ratio) * 100)}% 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }
    const check = () => {
      if (element.getBoundingClientRect().top <= window.innerHeight * ratio) setReached(true);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [ref, ratio, reached]);

  return reached;
}

const rise = keyframes`
  from {
    opacity: 0;
    transform: translateY(16px);
  }
`;

const Section = styled.section`
  padding: ${({ theme }) => theme.space(14)} 0;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, 1fr);
    gap: ${({ theme }) => theme.space(6)};
  }
`;

const Item = styled.li<{ $start: boolean; $delayMs: number }>`
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(3)};
  border-top: 4px solid ${({ theme }) => theme.colors.red};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  ${({ $start, $delayMs }) =>
    $start &&
    css`
      animation: ${rise} 0.5s ease-out ${$delayMs}ms both;
    `}
`;

const Value = styled.span`
  display: block;
  font-size: clamp(2rem, 1.6rem + 1.8vw, 3rem);
  font-weight: 800;
  line-height: 1.1;
  color: ${({ theme }) => theme.colors.redDark};
  font-variant-numeric: tabular-nums;
`;

const Label = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space(2)};
  font-weight: 700;
`;

const Description = styled.span`
  display: block;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// The side panel: exploration of the current chapter (explored / total, rounded
// percent), its elements, the global progress and the running quiz score.
import { useId } from 'react';
import styled from 'styled-components';
import { explorableDetails, type Chapter } from './history-content';
import {
  chapterProgressPercent,
  exploredInChapter,
  type HistoryPathState,
} from './history-path-state';
import { ProgressBar } from './progress-bar';

export interface ProgressPanelProps {
  state: HistoryPathState;
  chapter: Chapter;
}

export function ProgressPanel({ state, chapter }: ProgressPanelProps) {
  const titleId = useId();
  const explored = exploredInChapter(state, chapter);
  const percent = chapterProgressPercent(state, chapter);
  const total = chapter.interactiveElements.length;

  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>Il tuo progresso</h2>
      <Muted>{chapter.title}</Muted>

      <Block>
        <Row>
          <span>Esplorazione del capitolo</span>
          <strong data-testid="chapter-progress-percent">{percent}%</strong>
        </Row>
        <ProgressBar label="Esplorazione del capitolo" value={percent} tone="green" />
        <Muted>
          {total === 0
            ? 'Questo capitolo non ha elementi da esplorare.'
            : `${explored.length} di ${total} elementi esplorati`}
        </Muted>
        {total > 0 && (
          <Elements>
            {chapter.interactiveElements.map((id) => {
              const done = explored.includes(id);
              return (
                <li key={id}>
                  <Mark aria-hidden="true" $done={done} />
                  {explorableDetails[id].label}
                  <span className="visually-hidden">{done ? ': esplorato' : ': da esplorare'}</span>
                </li>
              );
            })}
          </Elements>
        )}
      </Block>

      <Block>
        <Row>
          <span>Progresso del percorso</span>
          <strong data-testid="global-progress">{state.progress}%</strong>
        </Row>
        <ProgressBar label="Progresso del percorso" value={state.progress} />
        <Muted>Ogni elemento che apri o chiudi fa avanzare il percorso.</Muted>
      </Block>

      {state.score > 0 && (
        <Row>
          <span>Punteggio totale</span>
          <strong data-testid="running-score">{state.score} punti</strong>
        </Row>
      )}
    </Panel>
  );
}

const Panel = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-content: start;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.md};

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space(4)});
  }
`;

const Block = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const Elements = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Mark = styled.span<{ $done: boolean }>`
  flex: none;
  width: 12px;
  height: 12px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.border)};
  box-shadow: inset 0 0 0 1px
    ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.textMuted)};
`;

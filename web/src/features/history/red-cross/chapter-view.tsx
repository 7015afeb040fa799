// One chapter of the path: its title, subtitle, text and interactive elements.
import type { Ref } from 'react';
import styled from 'styled-components';
import { CurrentStats } from './current-stats';
import { ExplorableDetail } from './explorable-detail';
import { FundamentalPrinciples } from './fundamental-principles';
import { explorableDetails, type Chapter, type InteractiveElementId } from './history-content';
import { IntroVideo } from './intro-video';

export interface ChapterViewProps {
  chapter: Chapter;
  explored: readonly string[];
  onToggle: (elementId: InteractiveElementId) => void;
  /** The chapter heading, focused when the visitor changes chapter. */
  headingRef?: Ref<HTMLHeadingElement>;
}

export function ChapterView({ chapter, explored, onToggle, headingRef }: ChapterViewProps) {
  const isExplored = (id: InteractiveElementId) => explored.includes(id);

  function renderElement(id: InteractiveElementId) {
    const detail = explorableDetails[id];
    const toggle = () => onToggle(id);
    switch (id) {
      case 'video-watched':
        return <IntroVideo key={id} watched={isExplored(id)} onOpen={toggle} />;
      case 'current-stats':
        return (
          <ExplorableDetail key={id} detail={detail} explored={isExplored(id)} onToggle={toggle}>
            <CurrentStats />
          </ExplorableDetail>
        );
      case 'fundamental-principles':
        return (
          <ExplorableDetail key={id} detail={detail} explored={isExplored(id)} onToggle={toggle}>
            <FundamentalPrinciples />
          </ExplorableDetail>
        );
      default:
        return (
          <ExplorableDetail key={id} detail={detail} explored={isExplored(id)} onToggle={toggle} />
        );
    }
  }

  return (
    <Article>
      <h2 ref={headingRef} tabIndex={-1}>
        {chapter.title}
      </h2>
      <Subtitle>{chapter.subtitle}</Subtitle>
      <Rule aria-hidden="true" />
      <Text>{chapter.content}</Text>
      {chapter.interactiveElements.length > 0 && (
        <Elements>{chapter.interactiveElements.map(renderElement)}</Elements>
      )}
    </Article>
  );
}

const Article = styled.article`
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.md};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space(8)};
  }

  h2 {
    font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2.1rem);
  }

  h2:focus {
    outline: none;
  }

  h2:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.1rem;
`;

const Rule = styled.div`
  width: 64px;
  height: 4px;
  margin: ${({ theme }) => theme.space(5)} 0;
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.red};
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  max-width: 70ch;
  font-size: 1.05rem;
`;

const Elements = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

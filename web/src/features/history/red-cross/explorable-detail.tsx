// One interactive element of a chapter: a disclosure button that toggles the
// element explored (and reveals its content) on every click.
import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { ExplorableDetail as Detail } from './history-content';

export interface ExplorableDetailProps {
  detail: Detail;
  explored: boolean;
  onToggle: () => void;
  /** Content revealed once explored; defaults to the detail's paragraphs. */
  children?: ReactNode;
  /** Heading level of the card title inside the chapter. */
  headingLevel?: 'h3' | 'h4';
}

export function ExplorableDetail({
  detail,
  explored,
  onToggle,
  children,
  headingLevel = 'h3',
}: ExplorableDetailProps) {
  const panelId = useId();
  const Heading = headingLevel;
  return (
    <Card $explored={explored}>
      <Heading>
        <Toggle type="button" aria-expanded={explored} aria-controls={panelId} onClick={onToggle}>
          <span>
            <Label>{detail.label}</Label>
            <Teaser>{detail.teaser}</Teaser>
          </span>
          <Status aria-hidden="true" $explored={explored}>
            {explored ? '✓' : '+'}
          </Status>
          <span className="visually-hidden">{explored ? ' (esplorato)' : ' (da esplorare)'}</span>
        </Toggle>
      </Heading>
      <Panel id={panelId} hidden={!explored}>
        {explored &&
          (children ?? detail.body.map((paragraph) => <p key={paragraph}>{paragraph}</p>))}
      </Panel>
    </Card>
  );
}

const Card = styled.div<{ $explored: boolean }>`
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  transition: border-color ${({ theme }) => theme.motion.fast};

  ${({ $explored, theme }) =>
    $explored &&
    css`
      border-color: ${theme.colors.success};
      background: ${theme.colors.successLight};
    `}

  h3, h4 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Toggle = styled.button`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(4)};
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;

  &:hover span:first-child > span:first-child {
    text-decoration: underline;
  }
`;

const Label = styled.span`
  display: block;
  font-size: 1.05rem;
  font-weight: 700;
`;

const Teaser = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  font-weight: 400;
`;

const Status = styled.span<{ $explored: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $explored }) => ($explored ? theme.colors.success : theme.colors.redDark)};
  color: ${({ theme }) => theme.colors.white};
  font-size: 1.1rem;
  font-weight: 700;
`;

const Panel = styled.div`
  padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};

  &[hidden] {
    display: none;
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }

  p:last-child {
    margin-bottom: 0;
  }
`;

// The heading block of a page section: a small eyebrow line, the h2 and an intro.
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'left' | 'center';
  tone?: 'dark' | 'light';
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'center',
  tone = 'dark',
}: SectionHeadingProps) {
  return (
    <Header $align={align} $tone={tone}>
      {eyebrow && <Eyebrow $tone={tone}>{eyebrow}</Eyebrow>}
      <Title id={id}>{title}</Title>
      {intro && <Intro $tone={tone}>{intro}</Intro>}
    </Header>
  );
}

const Header = styled.header<{ $align: 'left' | 'center'; $tone: 'dark' | 'light' }>`
  max-width: 720px;
  margin: ${({ $align }) => ($align === 'center' ? '0 auto' : '0')}
    ${({ theme }) => theme.space(10)};
  text-align: ${({ $align }) => $align};
  color: ${({ $tone, theme }) => ($tone === 'light' ? theme.colors.white : theme.colors.text)};
`;

const Eyebrow = styled.p<{ $tone: 'dark' | 'light' }>`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ $tone, theme }) => ($tone === 'light' ? theme.colors.white : theme.colors.redDark)};
`;

const Title = styled.h2`
  font-size: clamp(1.75rem, 1.3rem + 1.8vw, 2.5rem);
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

const Intro = styled.p<{ $tone: 'dark' | 'light' }>`
  margin: 0;
  font-size: 1.1rem;
  color: ${({ $tone, theme }) => ($tone === 'light' ? theme.colors.white : theme.colors.textMuted)};
`;

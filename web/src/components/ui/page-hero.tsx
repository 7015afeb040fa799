// The opening band of an inner page: the page's one <h1>, an optional eyebrow and lead.
// It sits under the fixed header, so it reserves the header's height on top.
import type { ReactNode } from 'react';
import { Link } from './link';
import styled from 'styled-components';
import { Container } from './container';

export interface PageHeroProps {
  title: string;
  /** Shown above the heading (a back link, a badge). */
  top?: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  children?: ReactNode;
}

export function PageHero({ title, top, eyebrow, lead, children }: PageHeroProps) {
  return (
    <Band>
      <Container>
        {top}
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1>{title}</h1>
        {lead && <Lead>{lead}</Lead>}
        {children}
      </Container>
    </Band>
  );
}

/** The "back to the list" link above a page hero's heading (white on the red band). */
export function HeroBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Back to={to}>
      <span aria-hidden="true">←</span> {children}
    </Back>
  );
}

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.white};
  }
`;

const Band = styled.header`
  position: relative;
  overflow: hidden;
  padding: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space(10)}) 0
    ${({ theme }) => theme.space(12)};
  background:
    radial-gradient(circle at 85% 20%, rgba(255, 255, 255, 0.12) 0 18%, transparent 19%),
    radial-gradient(circle at 95% 90%, rgba(255, 255, 255, 0.08) 0 22%, transparent 23%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.redDark}, #7a0000);
  color: ${({ theme }) => theme.colors.white};

  h1 {
    max-width: 22ch;
    margin: 0;
    font-size: clamp(2rem, 1.4rem + 2.6vw, 3.25rem);
    letter-spacing: -0.01em;
  }

  ${({ theme }) => theme.media.md} {
    padding-bottom: ${({ theme }) => theme.space(16)};
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Lead = styled.p`
  max-width: 60ch;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  font-size: 1.125rem;
`;

// "Come possiamo Aiutarti?": three tiles — volunteering (activities section),
// services (/servizi) and donation (support section).
import type { ReactNode } from 'react';
import { Link } from '../../components/ui/link';
import styled from 'styled-components';
import { Container } from '../../components/ui/container';
import { paths, sections } from '../../config/paths';
import { sectionHref, useSectionNavigation } from '../../lib/use-section-navigation';

interface Tile {
  title: string;
  text: string;
  icon: ReactNode;
  action: { section: string } | { to: string };
  cta: string;
}

const tiles: readonly Tile[] = [
  {
    title: 'Diventa volontario',
    text: 'Dona il tuo tempo: emergenza, sociale e giovani ti aspettano.',
    icon: (
      <path d="M12 21s-7.5-4.6-9.3-9.2C1.4 8.4 3.5 5 7 5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.5 0 5.6 3.4 4.3 6.8C19.5 16.4 12 21 12 21z" />
    ),
    action: { section: sections.activities },
    cta: 'Scopri le attività',
  },
  {
    title: 'Richiedi un servizio',
    text: 'Trasporto sanitario, assistenza domiciliare e sanitaria.',
    icon: (
      <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7zM6.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm11 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM7 9.5h3M8.5 8v3" />
    ),
    action: { to: paths.services },
    cta: 'I nostri servizi',
  },
  {
    title: 'Fai una donazione',
    text: 'Con il 5x1000 o una donazione sostieni i nostri progetti.',
    icon: <path d="M17.5 6.6A6.5 6.5 0 0 0 7.5 12a6.5 6.5 0 0 0 10 5.4M4.5 10.5h9M4.5 13.5h9" />,
    action: { section: sections.support },
    cta: 'Sostienici',
  },
];

export function FastCtaSection() {
  const goToSection = useSectionNavigation();
  return (
    <Section id={sections.fastCta} aria-labelledby="fast-cta-title">
      <Container>
        <Panel>
          <Title id="fast-cta-title">Come possiamo Aiutarti?</Title>
          <Tiles>
            {tiles.map(({ action, ...tile }) => (
              <TileItem key={tile.title}>
                <Icon
                  viewBox="0 0 24 24"
                  width="32"
                  height="32"
                  aria-hidden="true"
                  focusable="false"
                >
                  {tile.icon}
                </Icon>
                <h3>{tile.title}</h3>
                <p>{tile.text}</p>
                {'to' in action ? (
                  <TileLink as={Link} to={action.to}>
                    {tile.cta}
                  </TileLink>
                ) : (
                  <TileLink
                    href={sectionHref(action.section)}
                    onClick={(event) => {
                      event.preventDefault();
                      goToSection(action.section);
                    }}
                  >
                    {tile.cta}
                  </TileLink>
                )}
              </TileItem>
            ))}
          </Tiles>
        </Panel>
      </Container>
    </Section>
  );
}

const Section = styled.section`
  position: relative;
  z-index: 1;
  margin-top: -48px;
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(10)};
  }
`;

const Title = styled.h2`
  margin-bottom: ${({ theme }) => theme.space(6)};
  text-align: center;
  font-size: clamp(1.6rem, 1.3rem + 1.2vw, 2.2rem);
`;

const Tiles = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const TileItem = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  > :not(svg) {
    grid-column: 2;
  }

  > svg {
    grid-row: span 3;
  }

  h3 {
    font-size: 1.15rem;
    margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(1)};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ${({ theme }) => theme.media.md} {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    padding: ${({ theme }) => theme.space(6)};

    h3 {
      font-size: 1.2rem;
      margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(2)};
    }

    p {
      flex: 1;
      margin-bottom: ${({ theme }) => theme.space(4)};
    }
  }
`;

const Icon = styled.svg`
  padding: 10px;
  width: 52px;
  height: 52px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.redLight};
  fill: none;
  stroke: ${({ theme }) => theme.colors.redDark};
  stroke-width: 1.8;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

const TileLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.redDark};

  &::after {
    content: '→';
    margin-left: ${({ theme }) => theme.space(2)};
    transition: transform ${({ theme }) => theme.motion.fast};
  }

  &:hover::after {
    transform: translateX(3px);
  }
`;

// The 404 page for any unknown path or page of the committee: a friendly message, a way
// home, a robots noindex, and the 404 status of the server's answer.
import styled from 'styled-components';
import { ButtonLink } from '../ui/button';
import { Container } from '../ui/container';
import { paths } from '../../config/paths';
import { useHttpStatus, usePageMeta } from '../../lib/use-page-meta';

export const NOT_FOUND_TITLE = 'Ops! Questa pagina ha bisogno di un dottore!';

export function NotFound() {
  useHttpStatus(404);
  usePageMeta('Pagina non trovata', 'La pagina che stai cercando non esiste o è stata spostata.', {
    noindex: true,
  });

  return (
    <Section>
      <Container>
        <Inner>
          <Illustration />
          <Code aria-hidden="true">404</Code>
          <h1>{NOT_FOUND_TITLE}</h1>
          <p>
            Sembra che la pagina che cerchi non esista o sia stata spostata. Niente paura: i nostri
            volontari sono sempre pronti ad aiutarti a ritrovare la strada.
          </p>
          <ButtonLink to={paths.home} $variant="light">
            Torna alla home
          </ButtonLink>
        </Inner>
      </Container>
    </Section>
  );
}

/** A first-aid kit with a heartbeat line: our own drawing. */
function Illustration() {
  return (
    <Svg viewBox="0 0 240 160" width="240" height="160" aria-hidden="true" focusable="false">
      <rect x="50" y="40" width="140" height="100" rx="14" fill="#ffffff" />
      <rect
        x="95"
        y="24"
        width="50"
        height="22"
        rx="8"
        fill="none"
        stroke="#fdecec"
        strokeWidth="8"
      />
      <rect x="108" y="62" width="24" height="60" rx="4" fill="#cc0000" />
      <rect x="90" y="80" width="60" height="24" rx="4" fill="#cc0000" />
      <polyline
        points="0,150 60,150 75,128 92,158 108,112 122,150 240,150"
        fill="none"
        stroke="#ffffff"
        strokeWidth="4"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </Svg>
  );
}

const Section = styled.section`
  display: flex;
  align-items: center;
  min-height: 100vh;
  min-height: 100svh;
  padding: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space(12)}) 0
    ${({ theme }) => theme.space(16)};
  background:
    radial-gradient(circle at 85% 15%, rgba(255, 255, 255, 0.1) 0 20%, transparent 21%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.redDark}, #7a0000);
  color: ${({ theme }) => theme.colors.white};
`;

const Inner = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 640px;
  margin: 0 auto;
  text-align: center;

  h1 {
    margin: 0;
    font-size: clamp(1.75rem, 1.3rem + 2vw, 2.6rem);
  }

  p {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const Svg = styled.svg`
  width: min(240px, 70vw);
  height: auto;
`;

const Code = styled.p`
  && {
    font-size: 1rem;
    font-weight: 800;
    letter-spacing: 0.3em;
  }
`;

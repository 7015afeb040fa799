// /storia/croce-rossa: the interactive history path of the Red Cross, from
// Solferino to the committee's volunteers of today, with a final quiz.
import styled from 'styled-components';
import { Container } from '../../components/ui/container';
import { PageHero } from '../../components/ui/page-hero';
import { usePageMeta } from '../../lib/use-page-meta';
import { HistoryPath } from './red-cross/history-path';

export default function RedCrossHistoryPage() {
  usePageMeta(
    'Storia della Croce Rossa',
    'Un percorso interattivo nella storia della Croce Rossa: da Solferino 1859 alla Convenzione di Ginevra, la Croce Rossa Italiana, i sette Principi Fondamentali e una verifica finale.',
  );

  return (
    <>
      <PageHero
        eyebrow="Percorso interattivo"
        title="Storia della Croce Rossa"
        lead="Sei capitoli da esplorare, da Solferino ai volontari di oggi, e una breve verifica finale per mettere alla prova ciò che hai scoperto."
      />
      <Section>
        <Container>
          <HistoryPath />
        </Container>
      </Section>
    </>
  );
}

const Section = styled.section`
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(16)};
  /* The path's screens differ in height: keep the grey band down to the footer. */
  min-height: 70vh;
  background: ${({ theme }) => theme.colors.surface};
`;

// Route /trasparenza: the committee's public documents from GraphQL. A failed call is
// only logged, as the spec says: the page then shows an empty list.
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { PageHero } from '../../components/ui/page-hero';
import { graphql } from '../../gql';
import { usePageMeta } from '../../lib/use-page-meta';
import { DocumentsList } from './documents-list';

const TransparencyPageQuery = graphql(`
  query TransparencyPage {
    allDocuments(sortField: "createdAt", sortOrder: "DESC") {
      ...TransparencyDocument
    }
  }
`);

export default function TransparencyPage() {
  usePageMeta(
    'Trasparenza',
    'Bilanci, statuto, relazioni e regolamenti del comitato: i documenti pubblici da consultare e scaricare.',
  );
  const { data, loading, error } = useQuery(TransparencyPageQuery);

  useEffect(() => {
    if (error) console.error('Errore nel caricamento dei documenti', error);
  }, [error]);

  return (
    <>
      <PageHero
        eyebrow="Amministrazione trasparente"
        title="Trasparenza"
        lead="Bilanci, statuto, relazioni e regolamenti: i documenti che raccontano come il comitato usa le risorse affidate da cittadini, donatori ed enti pubblici."
      />
      <DocumentsList documents={data?.allDocuments ?? []} loading={loading && !data && !error} />
    </>
  );
}

// Route /trasparenza: the committee's public documents (search, category and page in the
// URL), the public grants register (by year, ?anno= filters it) and the officers'
// compensation, from one GraphQL query. A failed call is only logged, as the spec says:
// the page then shows empty lists.
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Container } from '../../components/ui/container';
import { PageHero } from '../../components/ui/page-hero';
import { graphql } from '../../gql';
import { usePageMeta } from '../../lib/use-page-meta';
import { LIST_PARAMS } from '../../config/constants';
import { DocumentsList } from './documents-list';
import { documentsCanonicalPath } from './filter-documents';
import { GrantsRegister } from './grants-register';
import { OfficersCompensation } from './officers-compensation';

const TransparencyPageQuery = graphql(`
  query TransparencyPage {
    allDocuments(sortField: "createdAt", sortOrder: "DESC") {
      ...TransparencyDocument
    }
    allGrants(sortField: "receivedAt", sortOrder: "DESC") {
      ...RegisterGrant
    }
    grantYearTotals {
      ...RegisterGrantYear
    }
    allCompensations {
      ...OfficerCompensation
    }
  }
`);

export default function TransparencyPage() {
  const { data, loading, error } = useQuery(TransparencyPageQuery);
  const [searchParams] = useSearchParams();
  usePageMeta(
    'Trasparenza',
    'Bilanci, statuto, relazioni e regolamenti del comitato, i contributi pubblici ricevuti anno per anno e i compensi degli organi sociali.',
    data ? { canonicalPath: documentsCanonicalPath(searchParams, data.allDocuments.length) } : {},
  );

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
      <Container>
        <GrantsRegister
          grants={data?.allGrants ?? []}
          years={data?.grantYearTotals ?? []}
          yearParam={searchParams.get(LIST_PARAMS.grantsYear)}
        />
        <OfficersCompensation compensations={data?.allCompensations ?? []} />
      </Container>
    </>
  );
}

// Route /progetti/:id: the course from GraphQL, or the built-in sample for the id
// 'test' (no call at all). An unknown id and a failed call both end on the not-found box.
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { isNotFoundError } from '../../lib/graphql-error';
import { usePageMeta } from '../../lib/use-page-meta';
import { ProjectDetail } from './project-detail';
import { SAMPLE_PROJECT_ID, sampleProject } from './sample-project';
import { htmlToText } from '../../lib/sanitize-html';
import { usePreviewOptions } from '../../lib/preview';

const ProjectDetailPageQuery = graphql(`
  query ProjectDetailPage($id: ID!) {
    Project(id: $id) {
      ...ProjectDetail
    }
  }
`);

/** The start of the description, cut at a word, for the meta description. */
function summary(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.lastIndexOf(' ', max - 1);
  return `${clean.slice(0, cut > 0 ? cut : max - 1)}…`;
}

export default function ProjectDetailPage() {
  const { id = '' } = useParams();
  const isSample = id === SAMPLE_PROJECT_ID;
  const preview = usePreviewOptions();
  const { data, loading, error } = useQuery(ProjectDetailPageQuery, {
    variables: { id },
    ...preview,
    skip: isSample,
  });
  const project = isSample ? sampleProject : (data?.Project ?? null);
  const pending = !isSample && loading && !data;

  usePageMeta(
    project ? project.title : pending ? 'Progetto' : 'Progetto non trovato',
    project
      ? summary(htmlToText(project.description))
      : 'Il dettaglio di un corso o progetto del comitato e la prenotazione di un posto.',
  );

  return (
    <ProjectDetail
      project={project}
      loading={pending}
      failed={Boolean(error) && !isNotFoundError(error)}
    />
  );
}

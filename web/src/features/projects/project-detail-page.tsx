// Route /progetti/:id: the course from GraphQL, or the built-in sample for the id
// 'test' (no call at all). An unknown id and a failed call both end on the not-found box.
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { isNotFoundError } from '../../lib/graphql-error';
import { useHttpStatus, usePageMeta } from '../../lib/use-page-meta';
import { apiFileUrl, ARTICLE_SIZES, imageSources } from '../../lib/api-url';
import { isoDate } from '../../lib/format-date';
import { paths } from '../../config/paths';
import { ProjectDetail } from './project-detail';
import { SAMPLE_PROJECT_ID, sampleProject } from './sample-project';
import { htmlToText } from '../../lib/html-to-text';
import { usePreviewOptions } from '../../lib/preview';
import { useCommitteeSettings } from '../../lib/committee-settings';

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
  const committee = useCommitteeSettings();
  const { data, loading, error } = useQuery(ProjectDetailPageQuery, {
    variables: { id },
    ...preview,
    skip: isSample,
  });
  const project = isSample ? sampleProject : (data?.Project ?? null);
  const pending = !isSample && loading && !data;
  const failed = Boolean(error) && !isNotFoundError(error);
  const description = project
    ? summary(htmlToText(project.description))
    : 'Il dettaglio di un corso o progetto del comitato e la prenotazione di un posto.';
  const image = apiFileUrl(project?.image);

  useHttpStatus(!project && !pending && !failed ? 404 : 200);
  usePageMeta(
    project ? project.title : pending ? 'Progetto' : 'Progetto non trovato',
    description,
    {
      image,
      imageAlt: project?.imageAlt,
      lcpImage: imageSources(project?.image, ARTICLE_SIZES),
      noindex: !project && !pending,
      jsonLd: project
        ? {
            '@type': 'Course',
            name: project.title,
            description,
            image: image ? [image] : undefined,
            courseCode: project.id,
            provider: { '@type': 'NGO', name: committee?.name },
            hasCourseInstance: {
              '@type': 'CourseInstance',
              courseMode: 'onsite',
              location: project.location,
              startDate: isoDate(project.startDate),
              endDate: isoDate(project.endDate),
            },
          }
        : undefined,
      breadcrumbs: project
        ? [
            { name: 'Home', path: paths.home },
            { name: 'Corsi e progetti', path: paths.projects },
            { name: project.title, path: paths.project(project.id) },
          ]
        : undefined,
    },
  );

  return <ProjectDetail project={project} loading={pending} failed={failed} />;
}

// Route /progetti/:id: the course from GraphQL, or the built-in sample for the id
// 'test' (no call at all). An unknown id and a failed call both end on the not-found box.
// With ?anteprima=1, the back office's course form as it is now (lib/preview.ts), under
// the 'Anteprima' banner, never indexed.
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
import { htmlToText, summary } from '../../lib/html-to-text';
import { useFormPreview } from '../../lib/preview';
import { PreviewPage } from '../../components/ui/preview-banner';
import { previewProject } from './project-preview';
import { useCommitteeSettings } from '../../lib/committee-settings';

const ProjectDetailPageQuery = graphql(`
  query ProjectDetailPage($id: ID!) {
    Project(id: $id) {
      ...ProjectDetail
    }
  }
`);

export default function ProjectDetailPage() {
  const { id = '' } = useParams();
  const preview = useFormPreview('projects', id);
  const isSample = !preview.active && id === SAMPLE_PROJECT_ID;
  const committee = useCommitteeSettings();
  const { data, loading, error } = useQuery(ProjectDetailPageQuery, {
    variables: { id },
    skip: isSample || preview.active,
  });
  const project = preview.active
    ? previewProject(preview.values, id)
    : isSample
      ? sampleProject
      : (data?.Project ?? null);
  const pending = preview.active ? preview.pending : !isSample && loading && !data;
  const failed = !preview.active && Boolean(error) && !isNotFoundError(error);
  const description = project
    ? summary(htmlToText(project.description))
    : 'Il dettaglio di un corso o progetto del comitato e la prenotazione di un posto.';
  const image = apiFileUrl(project?.image);

  useHttpStatus(!preview.active && !project && !pending && !failed ? 404 : 200);
  usePageMeta(
    project ? project.title : pending ? 'Progetto' : 'Progetto non trovato',
    description,
    {
      image,
      imageAlt: project?.imageAlt,
      lcpImage: imageSources(project?.image, ARTICLE_SIZES),
      noindex: preview.active || (!project && !pending),
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

  if (!preview.active) return <ProjectDetail project={project} loading={pending} failed={failed} />;
  return (
    <PreviewPage
      unavailable={!project && !pending}
      of="del corso"
      back={{ to: paths.projects, label: 'Torna ai progetti' }}
    >
      <ProjectDetail project={project} loading={pending} failed={false} />
    </PreviewPage>
  );
}

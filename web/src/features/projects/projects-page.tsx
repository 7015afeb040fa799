// Route /progetti: loads every course through GraphQL and hands it to ProjectsList.
import { useQuery } from '@apollo/client/react';
import { PageHero } from '../../components/ui/page-hero';
import { graphql } from '../../gql';
import { usePageMeta } from '../../lib/use-page-meta';
import { ProjectsList } from './projects-list';

const ProjectsPageQuery = graphql(`
  query ProjectsPage {
    allProjects(sortField: "startDate", sortOrder: "ASC") {
      ...ProjectCard
    }
  }
`);

export default function ProjectsPage() {
  usePageMeta(
    'Corsi e progetti',
    'I corsi di formazione e i progetti del comitato: primo soccorso, salute, emergenza e attività sociali. Cerca per titolo e categoria e prenota un posto.',
  );
  const { data, loading, error } = useQuery(ProjectsPageQuery);

  return (
    <>
      <PageHero
        eyebrow="Formazione e attività"
        title="Corsi e progetti"
        lead="Impara le manovre salvavita, preparati alle emergenze e partecipa ai progetti per la comunità. Scegli un corso e prenota il tuo posto."
      />
      <ProjectsList
        projects={data?.allProjects ?? []}
        loading={loading && !data}
        error={Boolean(error) && !data}
      />
    </>
  );
}

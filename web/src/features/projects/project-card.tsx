// One course on /progetti: image or drawn artwork, category badge, title linking to
// the detail page (the whole card is clickable), dates, place and participants.
import { Link } from '../../components/ui/link';
import styled from 'styled-components';
import { ListCard as Card } from '../../components/ui/list-page';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import type { ProjectCardFragment } from '../../gql/graphql';
import { CARD_SIZES, imageSources } from '../../lib/api-url';
import { cardImageLoading } from '../../lib/card-image-loading';
import { formatDateRange } from '../../lib/format-date';
import { projectCategoryLabel } from '../../lib/project-category';
import { ProjectArtwork } from './project-artwork';
import { ProjectFacts } from './project-facts';
import { htmlToText } from '../../lib/html-to-text';

export const ProjectCardFields = graphql(`
  fragment ProjectCard on Project {
    id
    title
    description
    category
    image
    imageAlt
    startDate
    endDate
    location
    participants
  }
`);

/** index: position in the list; the first cards' images load at once (see cardImageLoading). */
export function ProjectCard({ project, index }: { project: ProjectCardFragment; index: number }) {
  const image = imageSources(project.image, CARD_SIZES);
  return (
    <Card>
      <Media>
        {image.src ? (
          <img
            {...image}
            alt={project.imageAlt ?? ''}
            width={640}
            height={360}
            decoding="async"
            {...cardImageLoading(index)}
          />
        ) : (
          <ProjectArtwork category={project.category} />
        )}
        <Badge>{projectCategoryLabel(project.category)}</Badge>
      </Media>
      <Body>
        <h2>
          <Link to={paths.project(project.id)}>{project.title}</Link>
        </h2>
        <ProjectFacts
          dates={formatDateRange(project.startDate, project.endDate)}
          location={project.location}
          participants={project.participants}
        />
        <Description>{htmlToText(project.description)}</Description>
        <More aria-hidden="true">Scopri di più →</More>
      </Body>
    </Card>
  );
}

const Media = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.surface};

  img,
  svg {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Badge = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  left: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.redDark};
  font-size: 0.8rem;
  font-weight: 700;
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }

  h2 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;

    &::after {
      /* Stretches the title link over the card: one link, the whole card clickable. */
      content: '';
      position: absolute;
      inset: 0;
    }

    &:focus-visible {
      outline: none;
    }
  }
`;

const Description = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
`;

const More = styled.span`
  margin-top: auto;
  color: ${({ theme }) => theme.colors.redDark};
  font-weight: 600;
`;

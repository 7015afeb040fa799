// "Chi siamo" (anchor "chi-siamo"): who the committee is (its numbers worded from the
// settings) and its board (data from the home page's query). A card opens a modal with
// the member's short biography, role, e-mail, phone and location when there are. The president's portrait is larger. Each card is a link to
// the member's details, rendered below it and shown when the link targets them (CSS
// :target): that is what a card does without JavaScript, or opened in a new tab; the
// app opens the modal instead.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { Container } from '../../components/ui/container';
import { Modal } from '../../components/ui/modal';
import { SectionHeading } from '../../components/ui/section-heading';
import { sections } from '../../config/paths';
import { graphql } from '../../gql';
import type { HomeTeamMemberFragment } from '../../gql/graphql';
import { imageSources } from '../../lib/api-url';
import { committeeNumbers } from '../../lib/committee-facts';
import { telHref, useCommitteeSettings } from '../../lib/committee-settings';
import { SHOWS_TARGET_ATTRIBUTE } from '../../lib/scroll';

export const HomeTeamMemberFragmentDoc = graphql(`
  fragment HomeTeamMember on TeamMember {
    id
    name
    role
    bio
    email
    phone
    location
    image
    imageAlt
  }
`);

export type TeamMember = HomeTeamMemberFragment;

const HomeTeamQuery = graphql(`
  query HomeTeam {
    allTeamMembers(sortField: "position", sortOrder: "ASC") {
      ...HomeTeamMember
    }
  }
`);

export const PRESIDENT_ROLE = 'Presidente';

/** The id of a member's details in the page, the target of their card's link. */
export function memberAnchor(member: Pick<TeamMember, 'id'>): string {
  return `membro-${member.id}`;
}

export interface AboutSectionProps {
  team: readonly TeamMember[] | undefined;
  failed: boolean;
}

/** The section with the team it reads (from the Apollo cache the server sent, on a page it rendered). */
export function AboutSectionWithTeam() {
  const { data, error } = useQuery(HomeTeamQuery);
  return <AboutSection team={data?.allTeamMembers} failed={Boolean(error)} />;
}

export function AboutSection({ team, failed }: AboutSectionProps) {
  const [selected, setSelected] = useState<TeamMember | null>(null);
  const settings = useCommitteeSettings();

  return (
    <Section id={sections.about} aria-labelledby="about-title">
      <Container>
        <SectionHeading
          id="about-title"
          eyebrow="Chi siamo"
          title="Volontari per la nostra comunità"
          intro={
            settings
              ? `Dal ${settings.foundedYear} il Comitato di ${settings.town} porta soccorso e assistenza a chi ne ha bisogno: ${committeeNumbers(settings)}.`
              : 'Il comitato porta soccorso e assistenza a chi ne ha bisogno.'
          }
        />
        {failed && (
          <p role="status">La squadra del comitato non è disponibile in questo momento.</p>
        )}
        <Board aria-busy={team === undefined && !failed}>
          {(team ?? []).map((member) => {
            const president = member.role === PRESIDENT_ROLE;
            const photoWidth = president ? PRESIDENT_PHOTO_PX : MEMBER_PHOTO_PX;
            return (
              <li key={member.id} className={president ? 'president' : undefined}>
                <Card
                  href={`#${memberAnchor(member)}`}
                  {...{ [SHOWS_TARGET_ATTRIBUTE]: true }}
                  aria-haspopup="dialog"
                  onClick={(event) => {
                    // A click meant for a new tab or window keeps the link's own behaviour.
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
                      return;
                    }
                    event.preventDefault();
                    setSelected(member);
                  }}
                  $president={president}
                >
                  {member.image ? (
                    <img
                      {...imageSources(member.image, `${photoWidth}px`, photoWidth)}
                      alt={member.imageAlt ?? ''}
                      width={president ? 200 : 140}
                      height={president ? 200 : 140}
                      loading="lazy"
                    />
                  ) : (
                    <Initials aria-hidden="true" $president={president}>
                      {initials(member.name)}
                    </Initials>
                  )}
                  <Name>{member.name}</Name>
                  <Role>{member.role}</Role>
                  <More>Contatti</More>
                </Card>
                <TargetDetails id={memberAnchor(member)}>
                  <MemberDetails member={member} />
                </TargetDetails>
              </li>
            );
          })}
        </Board>
      </Container>
      <Modal
        open={selected !== null}
        onClose={() => setSelected(null)}
        title={selected?.name ?? ''}
        size="sm"
      >
        {selected && <MemberDetails member={selected} />}
      </Modal>
    </Section>
  );
}

/** A member's short biography, then role, e-mail, phone and location: those they have. */
function MemberDetails({ member }: { member: TeamMember }) {
  return (
    <>
      {member.bio && <Bio>{member.bio}</Bio>}
      <Details>
        <dt>Ruolo</dt>
        <dd>{member.role}</dd>
        {member.email && (
          <>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${member.email}`}>{member.email}</a>
            </dd>
          </>
        )}
        {member.phone && (
          <>
            <dt>Telefono</dt>
            <dd>
              <a href={telHref(member.phone)}>{member.phone}</a>
            </dd>
          </>
        )}
        {member.location && (
          <>
            <dt>Sede</dt>
            <dd>{member.location}</dd>
          </>
        )}
      </Details>
    </>
  );
}

/** Up to two initials, shown when a member has no photo. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}

/** The round photos' width on the page, in CSS pixels (their srcset's slot). */
const PRESIDENT_PHOTO_PX = 160;
const MEMBER_PHOTO_PX = 104;

const Section = styled.section`
  padding: ${({ theme }) => theme.space(16)} 0;
  background: ${({ theme }) => theme.colors.surface};
`;

const Board = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-direction: column;
  }

  .president {
    grid-column: 1 / -1;
  }

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, 1fr);
    gap: ${({ theme }) => theme.space(6)};

    .president {
      grid-column: 1 / -1;
      justify-self: center;
      width: min(100%, 340px);
    }
  }
`;

const Card = styled.a<{ $president: boolean }>`
  display: flex;
  flex-direction: column;
  flex: 1;
  align-items: center;
  width: 100%;
  text-decoration: none;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  color: inherit;
  text-align: center;
  cursor: pointer;
  transition:
    box-shadow ${({ theme }) => theme.motion.base},
    transform ${({ theme }) => theme.motion.base};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.md};
    transform: translateY(-2px);
  }

  img {
    width: ${({ $president }) => ($president ? PRESIDENT_PHOTO_PX : MEMBER_PHOTO_PX)}px;
    height: ${({ $president }) => ($president ? PRESIDENT_PHOTO_PX : MEMBER_PHOTO_PX)}px;
    margin-bottom: ${({ theme }) => theme.space(4)};
    border-radius: 50%;
    box-shadow:
      0 0 0 4px ${({ theme }) => theme.colors.white},
      0 0 0 6px ${({ theme }) => theme.colors.redLight};
  }
`;

const Initials = styled.span<{ $president: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ $president }) => ($president ? '160px' : '104px')};
  height: ${({ $president }) => ($president ? '160px' : '104px')};
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.redLight};
  color: ${({ theme }) => theme.colors.redDark};
  font-size: ${({ $president }) => ($president ? '2.5rem' : '1.75rem')};
  font-weight: 700;
`;

const Name = styled.span`
  font-size: 1.1rem;
  font-weight: 700;
`;

const Role = styled.span`
  color: ${({ theme }) => theme.colors.redDark};
  font-weight: 600;
`;

const More = styled.span`
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: underline;
`;

/** A member's details under their card: hidden until the card's link targets them. */
const TargetDetails = styled.div`
  display: none;
  margin-top: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.redDark};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);

  &:target {
    display: block;
  }

  dl {
    margin: 0;
  }
`;

/** The biography as written in the back office: its line breaks kept. */
const Bio = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(4)} 0 0;

  dt {
    font-weight: 700;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

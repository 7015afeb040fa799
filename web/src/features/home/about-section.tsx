// "Chi siamo" (anchor "chi-siamo"): who the committee is and its board (data from the
// home page's query). A card opens a modal with the member's role, e-mail, phone and
// location when there are. The president's portrait is larger.
import { useState } from 'react';
import styled from 'styled-components';
import { Container } from '../../components/ui/container';
import { Modal } from '../../components/ui/modal';
import { SectionHeading } from '../../components/ui/section-heading';
import {
  COMMITTEE_PEOPLE_ABOUT,
  COMMITTEE_VEHICLES,
  COMMITTEE_YEARS_OF_SERVICE,
} from '../../config/constants';
import { sections } from '../../config/paths';
import { graphql } from '../../gql';
import type { HomeTeamMemberFragment } from '../../gql/graphql';
import { apiFileUrl } from '../../lib/api-url';
import { telHref, useCommitteeSettings } from '../../lib/committee-settings';

export const HomeTeamMemberFragmentDoc = graphql(`
  fragment HomeTeamMember on TeamMember {
    id
    name
    role
    email
    phone
    location
    image
    imageAlt
  }
`);

export type TeamMember = HomeTeamMemberFragment;

export const PRESIDENT_ROLE = 'Presidente';

export interface AboutSectionProps {
  team: readonly TeamMember[] | undefined;
  failed: boolean;
}

export function AboutSection({ team, failed }: AboutSectionProps) {
  const [selected, setSelected] = useState<TeamMember | null>(null);
  const settings = useCommitteeSettings();
  const numbers = `${COMMITTEE_YEARS_OF_SERVICE} anni di servizio, ${COMMITTEE_VEHICLES} mezzi e circa ${COMMITTEE_PEOPLE_ABOUT} persone tra volontari e personale.`;

  return (
    <Section id={sections.about} aria-labelledby="about-title">
      <Container>
        <SectionHeading
          id="about-title"
          eyebrow="Chi siamo"
          title="Volontari per la nostra comunità"
          intro={
            settings
              ? `Dal ${settings.foundedYear} il Comitato di ${settings.town} porta soccorso e assistenza a chi ne ha bisogno: ${numbers}`
              : `Il comitato porta soccorso e assistenza a chi ne ha bisogno: ${numbers}`
          }
        />
        {failed && (
          <p role="status">La squadra del comitato non è disponibile in questo momento.</p>
        )}
        <Board aria-busy={team === undefined && !failed}>
          {(team ?? []).map((member) => {
            const president = member.role === PRESIDENT_ROLE;
            return (
              <li key={member.id} className={president ? 'president' : undefined}>
                <Card
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => setSelected(member)}
                  $president={president}
                >
                  {member.image ? (
                    <img
                      src={apiFileUrl(member.image)}
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
        {selected && (
          <Details>
            <dt>Ruolo</dt>
            <dd>{selected.role}</dd>
            {selected.email && (
              <>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${selected.email}`}>{selected.email}</a>
                </dd>
              </>
            )}
            {selected.phone && (
              <>
                <dt>Telefono</dt>
                <dd>
                  <a href={telHref(selected.phone)}>{selected.phone}</a>
                </dd>
              </>
            )}
            {selected.location && (
              <>
                <dt>Sede</dt>
                <dd>{selected.location}</dd>
              </>
            )}
          </Details>
        )}
      </Modal>
    </Section>
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

const Card = styled.button<{ $president: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  width: 100%;
  height: 100%;
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
    width: ${({ $president }) => ($president ? '160px' : '104px')};
    height: ${({ $president }) => ($president ? '160px' : '104px')};
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

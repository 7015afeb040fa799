// "Chi siamo" (anchor "chi-siamo"): who the committee is and its board. A card
// opens a modal with the member's role, e-mail, phone when there is one, and
// location. The president's portrait is larger.
import { useState } from 'react';
import styled from 'styled-components';
import { Container } from '../../components/ui/container';
import { Modal } from '../../components/ui/modal';
import { SectionHeading } from '../../components/ui/section-heading';
import { committee, telHref } from '../../config/committee';
import {
  COMMITTEE_PEOPLE_ABOUT,
  COMMITTEE_VEHICLES,
  COMMITTEE_YEARS_OF_SERVICE,
} from '../../config/constants';
import { sections } from '../../config/paths';
import { team, type TeamMember } from './team';

export function AboutSection() {
  const [selected, setSelected] = useState<TeamMember | null>(null);

  return (
    <Section id={sections.about} aria-labelledby="about-title">
      <Container>
        <SectionHeading
          id="about-title"
          eyebrow="Chi siamo"
          title="Volontari per la nostra comunità"
          intro={`Dal ${committee.foundedYear} il Comitato di ${committee.town} porta soccorso e assistenza a chi ne ha bisogno: ${COMMITTEE_YEARS_OF_SERVICE} anni di servizio, ${COMMITTEE_VEHICLES} mezzi e circa ${COMMITTEE_PEOPLE_ABOUT} persone tra volontari e personale.`}
        />
        <Board>
          {team.map((member) => {
            const president = member.role === 'Presidente';
            return (
              <li key={member.email} className={president ? 'president' : undefined}>
                <Card
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => setSelected(member)}
                  $president={president}
                >
                  <img
                    src={member.image}
                    alt=""
                    width={president ? 200 : 140}
                    height={president ? 200 : 140}
                    loading="lazy"
                  />
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
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${selected.email}`}>{selected.email}</a>
            </dd>
            {selected.phone && (
              <>
                <dt>Telefono</dt>
                <dd>
                  <a href={telHref(selected.phone)}>{selected.phone}</a>
                </dd>
              </>
            )}
            <dt>Sede</dt>
            <dd>{selected.location}</dd>
          </Details>
        )}
      </Modal>
    </Section>
  );
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

// The officers' compensation on /trasparenza (D.Lgs. 117/2017, art. 14): the gross yearly
// amount by year and role, names when given. Shown only when the register has rows.
import { graphql } from '../../gql';
import type { OfficerCompensationFragment } from '../../gql/graphql';
import { formatEuro } from '../../lib/format-number';
import { Amount, Intro, Section, Table, TableScroll } from './grants-register';

export const OfficerCompensationFields = graphql(`
  fragment OfficerCompensation on Compensation {
    id
    year
    role
    name
    grossAmount
  }
`);

export function OfficersCompensation({
  compensations,
}: {
  compensations: readonly OfficerCompensationFragment[];
}) {
  if (compensations.length === 0) return null;
  return (
    <Section aria-labelledby="compensations-title">
      <h2 id="compensations-title">Compensi degli organi sociali</h2>
      <Intro>
        I compensi lordi annui attribuiti a componenti degli organi di amministrazione e controllo,
        dirigenti e associati, come prevede il Codice del Terzo settore (art. 14).
      </Intro>
      <TableScroll role="region" aria-labelledby="compensations-caption" tabIndex={0}>
        <Table>
          <caption id="compensations-caption">Compensi lordi annui per anno e ruolo</caption>
          <thead>
            <tr>
              <th scope="col">Anno</th>
              <th scope="col">Ruolo</th>
              <th scope="col">Nome</th>
              <Amount as="th" scope="col">
                Compenso lordo annuo
              </Amount>
            </tr>
          </thead>
          <tbody>
            {compensations.map((row) => (
              <tr key={row.id}>
                <td data-label="Anno">{row.year}</td>
                <td data-label="Ruolo">{row.role}</td>
                <td data-label="Nome">{row.name ?? '—'}</td>
                <Amount data-label="Compenso lordo annuo">{formatEuro(row.grossAmount)}</Amount>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </Section>
  );
}

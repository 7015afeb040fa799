// The public grants register on /trasparenza (L. 124/2017, art. 1, c. 125-129): one table
// per year, newest first, with the yearly total (computed by the server in exact cents),
// a year filter kept in the URL (?anno=, links that keep the documents' search and page)
// and the year's open data as CSV and JSON.
import { Link } from '../../components/ui/link';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { RegisterGrantFragment, RegisterGrantYearFragment } from '../../gql/graphql';
import { LIST_PARAMS } from '../../config/constants';
import { API_BASE, apiFileUrl } from '../../lib/api-url';
import { formatDate } from '../../lib/format-date';
import { formatEuro } from '../../lib/format-number';
import { inPlaceState } from '../../lib/scroll';
import { useListParams } from '../../lib/use-list-params';
import { readGrantYearParam, TRANSPARENCY_PARAMS } from './transparency-params';

export const RegisterGrantFields = graphql(`
  fragment RegisterGrant on Grant {
    id
    administration
    administrationFiscalCode
    amount
    receivedAt
    year
    purpose
    reference
    fileUrl
  }
`);

export const RegisterGrantYearFields = graphql(`
  fragment RegisterGrantYear on GrantYearTotal {
    year
    count
    total
  }
`);

/** The stable open-data URL of a year's register. */
export function grantsExportUrl(year: number, format: 'csv' | 'json'): string {
  return `${API_BASE}/grants/export/${year}.${format}`;
}

/** The year chosen in ?anno=, when it is one of the register's years. */
export function selectedGrantYear(
  param: string | null,
  years: readonly RegisterGrantYearFragment[],
): number | null {
  const valid = readGrantYearParam(param);
  if (valid === null) return null;
  const year = Number(valid);
  return years.some((entry) => entry.year === year) ? year : null;
}

interface GrantsRegisterProps {
  grants: readonly RegisterGrantFragment[];
  years: readonly RegisterGrantYearFragment[];
  /** The value of ?anno= in the URL. */
  yearParam: string | null;
}

export function GrantsRegister({ grants, years, yearParam }: GrantsRegisterProps) {
  const { hrefWith } = useListParams(TRANSPARENCY_PARAMS);
  const selected = selectedGrantYear(yearParam, years);
  const shown = selected === null ? years : years.filter((entry) => entry.year === selected);
  return (
    <Section aria-labelledby="grants-register-title">
      <h2 id="grants-register-title">Contributi pubblici ricevuti</h2>
      <Intro>
        Sovvenzioni, contributi e incarichi retribuiti ricevuti da pubbliche amministrazioni, come
        prevede la legge 124/2017 (art. 1, commi 125-129). Per ogni anno sono disponibili i dati
        aperti in formato CSV e JSON.
      </Intro>
      {years.length === 0 ? (
        <p>Nessun contributo pubblico registrato.</p>
      ) : (
        <>
          <YearFilter aria-label="Filtra i contributi per anno">
            <ul>
              <li>
                <YearLink
                  to={hrefWith({ [LIST_PARAMS.grantsYear]: null })}
                  state={inPlaceState()}
                  aria-current={selected === null ? 'page' : undefined}
                >
                  Tutti gli anni
                </YearLink>
              </li>
              {years.map(({ year }) => (
                <li key={year}>
                  <YearLink
                    to={hrefWith({ [LIST_PARAMS.grantsYear]: year })}
                    state={inPlaceState()}
                    aria-current={selected === year ? 'page' : undefined}
                  >
                    {year}
                  </YearLink>
                </li>
              ))}
            </ul>
          </YearFilter>
          {shown.map((entry) => (
            <GrantsYear
              key={entry.year}
              entry={entry}
              grants={grants.filter((grant) => grant.year === entry.year)}
            />
          ))}
        </>
      )}
    </Section>
  );
}

function GrantsYear({
  entry,
  grants,
}: {
  entry: RegisterGrantYearFragment;
  grants: readonly RegisterGrantFragment[];
}) {
  const captionId = `grants-${entry.year}`;
  return (
    <Year>
      <TableScroll role="region" aria-labelledby={captionId} tabIndex={0}>
        <Table>
          <caption id={captionId}>
            Contributi ricevuti nel {entry.year}: totale {formatEuro(entry.total)}
          </caption>
          <thead>
            <tr>
              <th scope="col">Data di incasso</th>
              <th scope="col">Amministrazione erogante</th>
              <th scope="col">Causale e atto</th>
              <Amount as="th" scope="col">
                Importo
              </Amount>
            </tr>
          </thead>
          <tbody>
            {grants.map((grant) => (
              <tr key={grant.id}>
                <td data-label="Data di incasso">
                  <time dateTime={grant.receivedAt}>{formatDate(grant.receivedAt)}</time>
                </td>
                <td data-label="Amministrazione erogante">
                  {grant.administration}
                  {grant.administrationFiscalCode && (
                    <Muted>C.F. {grant.administrationFiscalCode}</Muted>
                  )}
                </td>
                <td data-label="Causale e atto">
                  {grant.purpose}
                  {grant.reference && <Muted>{grant.reference}</Muted>}
                  {grant.fileUrl && (
                    <Muted>
                      <a href={apiFileUrl(grant.fileUrl)}>
                        Atto (PDF){' '}
                        <span className="visually-hidden">
                          di {grant.administration} del {formatDate(grant.receivedAt)}
                        </span>
                      </a>
                    </Muted>
                  )}
                </td>
                <Amount data-label="Importo">{formatEuro(grant.amount)}</Amount>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Totale {entry.year}
              </th>
              <Amount>{formatEuro(entry.total)}</Amount>
            </tr>
          </tfoot>
        </Table>
      </TableScroll>
      <Downloads>
        <a href={grantsExportUrl(entry.year, 'csv')}>
          Scarica CSV <span className="visually-hidden">dei contributi {entry.year}</span>
        </a>
        <a href={grantsExportUrl(entry.year, 'json')}>
          Scarica JSON <span className="visually-hidden">dei contributi {entry.year}</span>
        </a>
      </Downloads>
    </Year>
  );
}

export const Section = styled.section`
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(4)};

  > h2 {
    font-size: clamp(1.5rem, 1.2rem + 1vw, 2rem);
  }
`;

export const Intro = styled.p`
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const YearFilter = styled.nav`
  margin: ${({ theme }) => theme.space(5)} 0;

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const YearLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.redDark};
    background: ${({ theme }) => theme.colors.redDark};
    color: ${({ theme }) => theme.colors.white};
  }
`;

const Year = styled.div`
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

export const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
`;

/**
 * A register's table. On a phone (below the theme's sm width) each row is a block of
 * lines, each cell's label (its data-label: the column's header, which stays for screen
 * readers) beside its value, so that no column is pushed off the screen; wider, the table.
 */
export const Table = styled.table`
  width: 100%;
  min-width: 36rem;
  border-collapse: collapse;

  @media (max-width: 599.98px) {
    min-width: 0;

    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }

    tbody tr,
    tfoot tr {
      display: block;
      padding: ${({ theme }) => theme.space(2)} 0;
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    }

    /* The label, then what the cell holds, in a column of its own beside it. */
    tbody td {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
      column-gap: ${({ theme }) => theme.space(3)};
      padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(4)};
      border-top: 0;
      overflow-wrap: anywhere;
    }

    tbody td > * {
      grid-column: 2;
    }

    tbody td::before {
      content: attr(data-label);
      grid-column: 1;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: 0.9rem;
      font-weight: 600;
      white-space: normal;
      overflow-wrap: normal;
    }

    tfoot tr {
      display: flex;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space(3)};
      padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    }

    tfoot th,
    tfoot td {
      display: block;
      padding: 0;
      border-top: 0;
    }
  }

  caption {
    padding: ${({ theme }) => theme.space(4)};
    font-size: 1.15rem;
    font-weight: 700;
    text-align: left;
  }

  th,
  td {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    background: ${({ theme }) => theme.colors.surface};
    font-size: 0.9rem;
  }

  tfoot th,
  tfoot td {
    font-weight: 700;
  }
`;

export const Amount = styled.td`
  text-align: right !important;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;

  @media (max-width: 599.98px) {
    tbody & {
      text-align: left !important;
    }
  }
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const Downloads = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(3)};

  a {
    color: ${({ theme }) => theme.colors.redDark};
    font-weight: 600;
  }
`;

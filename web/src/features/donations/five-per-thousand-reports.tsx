// The 5x1000 years on /5x1000 (D.Lgs. 111/2017, art. 8): for each financial year, newest
// first, the amount received and when, the report's lines with their total and the
// signed report as a PDF.
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { FivePerThousandYearFragment } from '../../gql/graphql';
import { apiFileUrl } from '../../lib/api-url';
import { formatDate } from '../../lib/format-date';
import { formatEuro } from '../../lib/format-number';

export const FivePerThousandYearFields = graphql(`
  fragment FivePerThousandYear on FivePerThousandReport {
    id
    year
    amount
    receivedAt
    lines {
      heading
      amount
    }
    linesTotal
    fileUrl
  }
`);

export const FIVE_PER_THOUSAND_REPORTS_ID = 'rendiconti-5x1000';

export function FivePerThousandReports({
  reports,
  loading = false,
}: {
  reports: readonly FivePerThousandYearFragment[];
  loading?: boolean;
}) {
  return (
    <Block aria-labelledby={FIVE_PER_THOUSAND_REPORTS_ID}>
      <h2 id={FIVE_PER_THOUSAND_REPORTS_ID}>Come abbiamo usato il 5x1000</h2>
      <p>
        Anno per anno, quanto abbiamo ricevuto e il rendiconto di come lo abbiamo speso, firmato dal
        legale rappresentante.
      </p>
      {reports.length === 0 ? (
        <p role="status">
          {loading ? 'Caricamento dei rendiconti...' : 'Nessun rendiconto ancora pubblicato.'}
        </p>
      ) : (
        <Years>
          {reports.map((report) => (
            <Report key={report.id} aria-labelledby={`report-${report.year}`}>
              <h3 id={`report-${report.year}`}>Anno finanziario {report.year}</h3>
              <Facts>
                <div>
                  <dt>Importo ricevuto</dt>
                  <dd>{formatEuro(report.amount)}</dd>
                </div>
                <div>
                  <dt>Data di incasso</dt>
                  <dd>
                    <time dateTime={report.receivedAt}>{formatDate(report.receivedAt)}</time>
                  </dd>
                </div>
              </Facts>
              {report.lines.length > 0 && (
                <Lines>
                  <caption>Rendiconto {report.year}: voci di spesa</caption>
                  <thead>
                    <tr>
                      <th scope="col">Voce di spesa</th>
                      <AmountCell as="th" scope="col">
                        Importo
                      </AmountCell>
                    </tr>
                  </thead>
                  <tbody>
                    {report.lines.map((line, index) => (
                      <tr key={index}>
                        <td>{line.heading}</td>
                        <AmountCell>{formatEuro(line.amount)}</AmountCell>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row">Totale rendicontato</th>
                      <AmountCell>{formatEuro(report.linesTotal)}</AmountCell>
                    </tr>
                  </tfoot>
                </Lines>
              )}
              {report.fileUrl && (
                <PdfLink href={apiFileUrl(report.fileUrl)}>
                  Rendiconto firmato (PDF){' '}
                  <span className="visually-hidden">dell’anno finanziario {report.year}</span>
                </PdfLink>
              )}
            </Report>
          ))}
        </Years>
      )}
    </Block>
  );
}

const Block = styled.section`
  padding: ${({ theme }) => theme.space(8)} 0;

  > h2 {
    font-size: clamp(1.5rem, 1.2rem + 1vw, 2rem);
  }

  > p {
    max-width: 65ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Years = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin-top: ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Report = styled.article`
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};

  h3 {
    font-size: 1.25rem;
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(6)};
  margin: ${({ theme }) => theme.space(3)} 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }

  dd {
    margin: 0;
    font-size: 1.2rem;
    font-weight: 700;
  }
`;

const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    padding-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
    text-align: left;
  }

  th,
  td {
    padding: ${({ theme }) => theme.space(2)} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }

  tfoot th,
  tfoot td {
    font-weight: 700;
  }
`;

const AmountCell = styled.td`
  padding-left: ${({ theme }) => theme.space(4)} !important;
  text-align: right !important;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const PdfLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.redDark};
  font-weight: 600;
`;

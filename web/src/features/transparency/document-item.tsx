// One transparency document: title, category, publication date, size and download link.
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { TransparencyDocumentFragment } from '../../gql/graphql';
import { apiFileUrl } from '../../lib/api-url';
import { formatDate, isoDate } from '../../lib/format-date';

export const TransparencyDocumentFields = graphql(`
  fragment TransparencyDocument on Document {
    id
    title
    category
    fileSize
    fileUrl
    createdAt
  }
`);

export function DocumentItem({ document }: { document: TransparencyDocumentFragment }) {
  return (
    <Item>
      <FileIcon viewBox="0 0 48 56" width="48" height="56" aria-hidden="true" focusable="false">
        <path
          d="M4 4h26l14 14v34H4Z"
          fill="#fdecec"
          stroke="#a30000"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M30 4v14h14" fill="none" stroke="#a30000" strokeWidth="3" strokeLinejoin="round" />
        <text x="24" y="42" textAnchor="middle" fontSize="12" fontWeight="700" fill="#a30000">
          PDF
        </text>
      </FileIcon>
      <Info>
        <h2>{document.title}</h2>
        <Meta>
          <Category>{document.category}</Category>
          <span>
            Pubblicato il{' '}
            <time dateTime={isoDate(document.createdAt)}>{formatDate(document.createdAt)}</time>
          </span>
          <span>{document.fileSize}</span>
        </Meta>
      </Info>
      <Download href={apiFileUrl(document.fileUrl)} download>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M12 4v11m0 0 5-5m-5 5-5-5M5 20h14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        Scarica{' '}
        <span className="visually-hidden">
          {document.title} (PDF, {document.fileSize})
        </span>
      </Download>
    </Item>
  );
}

const Item = styled.article`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  height: 100%;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.1rem;
    overflow-wrap: anywhere;
  }
`;

const FileIcon = styled.svg`
  flex: none;
`;

const Info = styled.div`
  min-width: 0;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const Category = styled.span`
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;

const Download = styled.a`
  grid-column: 1 / -1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.red};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.redDark};
  }
`;

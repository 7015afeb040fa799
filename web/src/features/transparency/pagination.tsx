// Page navigation for a list: previous/next and page numbers, the current one marked
// with aria-current so that screen readers announce it.
import styled from 'styled-components';
import { visiblePages } from './filter-documents';

interface PaginationProps {
  label: string;
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

export function Pagination({ label, page, totalPages, onChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <Nav aria-label={label}>
      <PageButton type="button" disabled={page === 1} onClick={() => onChange(page - 1)}>
        <span aria-hidden="true">‹</span> Precedente
      </PageButton>
      <Pages>
        {visiblePages(page, totalPages).map((p, index) =>
          p === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <PageButton
                type="button"
                aria-label={`Pagina ${p}`}
                aria-current={p === page ? 'page' : undefined}
                onClick={() => onChange(p)}
              >
                {p}
              </PageButton>
            </li>
          ),
        )}
      </Pages>
      <PageButton type="button" disabled={page === totalPages} onClick={() => onChange(page + 1)}>
        Successiva <span aria-hidden="true">›</span>
      </PageButton>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(8)};
`;

const Pages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.redDark};
  }

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.redDark};
    background: ${({ theme }) => theme.colors.redDark};
    color: ${({ theme }) => theme.colors.white};
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

// Page navigation for a list: previous/next and page numbers, the current one marked
// with aria-current so that screen readers announce it. Every page is a link to its URL
// (?pagina=N with the list's filters), followed by the browser without JavaScript and
// by the router with it; a page is a history entry, as it is without JavaScript.
import type { ReactNode } from 'react';
import { Link } from '../../components/ui/link';
import styled, { css } from 'styled-components';
import { inPlaceState } from '../../lib/scroll';
import { visiblePages } from './filter-documents';

interface PaginationProps {
  label: string;
  page: number;
  totalPages: number;
  /** The URL of a page. */
  hrefFor: (page: number) => string;
  /** A page link was followed (the list moves the focus to its top). */
  onNavigate?: () => void;
}

export function Pagination({ label, page, totalPages, hrefFor, onNavigate }: PaginationProps) {
  if (totalPages <= 1) return null;
  const previous = (
    <>
      <span aria-hidden="true">‹</span> Precedente
    </>
  );
  const next = (
    <>
      Successiva <span aria-hidden="true">›</span>
    </>
  );
  return (
    <Nav aria-label={label}>
      {page > 1 ? (
        <PageAnchor to={hrefFor(page - 1)} onNavigate={onNavigate}>
          {previous}
        </PageAnchor>
      ) : (
        <NoPage aria-hidden="true">{previous}</NoPage>
      )}
      <Pages>
        {visiblePages(page, totalPages).map((p, index) =>
          p === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <PageAnchor
                to={hrefFor(p)}
                onNavigate={onNavigate}
                label={`Pagina ${p}`}
                current={p === page}
              >
                {p}
              </PageAnchor>
            </li>
          ),
        )}
      </Pages>
      {page < totalPages ? (
        <PageAnchor to={hrefFor(page + 1)} onNavigate={onNavigate}>
          {next}
        </PageAnchor>
      ) : (
        <NoPage aria-hidden="true">{next}</NoPage>
      )}
    </Nav>
  );
}

interface PageAnchorProps {
  to: string;
  onNavigate?: () => void;
  label?: string;
  current?: boolean;
  children: ReactNode;
}

function PageAnchor({ to, onNavigate, label, current = false, children }: PageAnchorProps) {
  return (
    <PageLink
      to={to}
      state={inPlaceState()}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        // A page opened in a new tab or window leaves this one as it is.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        onNavigate?.();
      }}
    >
      {children}
    </PageLink>
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

const pageStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
`;

const PageLink = styled(Link)`
  ${pageStyles}

  &:hover {
    border-color: ${({ theme }) => theme.colors.redDark};
  }

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.redDark};
    background: ${({ theme }) => theme.colors.redDark};
    color: ${({ theme }) => theme.colors.white};
  }
`;

/** Previous on the first page, next on the last: shown in place, but neither a link nor read out. */
const NoPage = styled.span`
  ${pageStyles}
  border-style: dashed;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: not-allowed;
`;

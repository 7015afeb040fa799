// Typography for sanitised rich text (news content, the committee's pages): the HTML comes
// from the back office, so its elements are styled here rather than by class names.
import styled from 'styled-components';

export const RichText = styled.div`
  font-size: 1.05rem;
  overflow-wrap: anywhere;

  > :first-child {
    margin-top: 0;
  }

  p,
  ul,
  ol,
  blockquote {
    margin: 0 0 1em;
  }

  h2,
  h3,
  h4 {
    margin: 1.4em 0 0.5em;
  }

  ul,
  ol {
    padding-left: 1.4em;
  }

  img {
    height: auto;
    margin: 1em 0;
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  blockquote {
    padding-left: ${({ theme }) => theme.space(4)};
    border-left: 4px solid ${({ theme }) => theme.colors.red};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }

  td,
  th {
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

import styled from 'styled-components';

/** Centred page column with side padding (360 px to 1920 px). */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.md} {
    padding: 0 ${({ theme }) => theme.space(6)};
  }
`;

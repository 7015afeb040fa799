// A zero-size anchor that gives a section a second id: the spec names some
// anchors twice (corsi/projects, supporto/support), and both must work.
import styled from 'styled-components';

export const AliasAnchor = styled.span.attrs({ 'aria-hidden': true })`
  position: absolute;
  top: 0;
  left: 0;
  width: 0;
  height: 0;
  overflow: hidden;
`;

// The bar that marks a page as the back office's 'Anteprima' (lib/preview.ts): fixed at the
// bottom of the screen, so that it stays in view however far the page scrolls, with room
// left under the footer for it.
import styled from 'styled-components';

export function PreviewBanner() {
  return (
    <>
      <Bar role="note" aria-label="Anteprima">
        <Label>Anteprima</Label>
        <span>
          Questa pagina mostra il modulo aperto nell&apos;area riservata, anche se non è ancora
          salvato: i visitatori non la vedono.
        </span>
      </Bar>
      <Room aria-hidden="true" />
    </>
  );
}

const BAR_HEIGHT = '4.5rem';

const Bar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.header + 1};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${BAR_HEIGHT};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.white};
  background: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  font-size: 0.95rem;
  line-height: 1.35;
`;

const Label = styled.strong`
  flex: none;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.red};
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

const Room = styled.div`
  height: ${BAR_HEIGHT};
`;

// The donation popup's content (a lazy chunk: it is needed only 10 s after load).
// 'Scopri Come Aiutarci' closes it and then scrolls to the support section, or
// opens /#supporto when the visitor is on another page.
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { POPUP_SCROLL_DELAY_MS } from '../../config/constants';
import { paths, sections } from '../../config/paths';
import { scrollToSection } from '../../lib/scroll';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';

export default function DonationPopup({ onClose }: { onClose: () => void }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const discover = () => {
    onClose();
    if (pathname === paths.home) {
      setTimeout(() => scrollToSection(sections.support), POPUP_SCROLL_DELAY_MS);
    } else {
      navigate({ pathname: paths.home, hash: sections.support });
    }
  };

  return (
    <Modal open onClose={onClose} title="Sostieni la Nostra Causa" size="sm">
      <Heart aria-hidden="true" viewBox="0 0 48 48" width="56" height="56">
        <path
          d="M24 42s-15-9.3-15-21a8.5 8.5 0 0 1 15-5.5A8.5 8.5 0 0 1 39 21c0 11.7-15 21-15 21z"
          fill="#cc0000"
        />
        <path d="M21 17h6v5h5v6h-5v5h-6v-5h-5v-6h5z" fill="#fff" />
      </Heart>
      <Text>
        Ogni giorno i nostri volontari soccorrono, assistono e formano la comunità. Anche un piccolo
        gesto ci aiuta a esserci quando serve.
      </Text>
      <Actions>
        <Button type="button" onClick={discover}>
          Scopri Come Aiutarci
        </Button>
        <Button type="button" $variant="ghost" onClick={onClose}>
          Forse più tardi
        </Button>
      </Actions>
    </Modal>
  );
}

const Heart = styled.svg`
  display: block;
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

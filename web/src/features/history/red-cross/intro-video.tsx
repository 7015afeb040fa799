// The video of the first chapter. The site never contacts YouTube by itself: the
// poster is our own artwork. With a video chosen in the committee settings, a click on
// the poster loads YouTube's privacy-enhanced player (youtube-nocookie) in place;
// without one, a clearly labelled link opens YouTube in a new tab. Either marks the
// chapter's video as watched.
import { useState } from 'react';
import styled from 'styled-components';
import { useCommitteeSettings } from '../../../lib/committee-settings';
import { introVideo } from './history-content';

export interface IntroVideoProps {
  watched: boolean;
  onOpen: () => void;
  /** The video to play; the committee settings' historyVideoYoutubeId unless given. */
  youtubeId?: string | null;
}

export function privacyEnhancedEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;
}

export function IntroVideo({ watched, onOpen, youtubeId: givenId }: IntroVideoProps) {
  const settingsId = useCommitteeSettings()?.historyVideoYoutubeId ?? null;
  const youtubeId = givenId === undefined ? settingsId : givenId;
  const [playing, setPlaying] = useState(false);
  const markWatched = () => {
    if (!watched) onOpen();
  };

  return (
    <Figure>
      {youtubeId && playing ? (
        <Player>
          <iframe
            src={privacyEnhancedEmbedUrl(youtubeId)}
            title={introVideo.title}
            width="640"
            height="360"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </Player>
      ) : youtubeId ? (
        <PosterButton
          type="button"
          onClick={() => {
            setPlaying(true);
            markWatched();
          }}
        >
          <PosterArt />
          <span className="visually-hidden">Riproduci il video: {introVideo.title}</span>
        </PosterButton>
      ) : (
        <Poster aria-hidden="true">
          <PosterArt />
        </Poster>
      )}
      <Caption>
        <VideoTitle>{introVideo.title}</VideoTitle>
        {youtubeId ? (
          <p>
            Il video parte con un clic sull&apos;immagine: solo allora il tuo browser si collega a
            YouTube, in modalità di privacy avanzata.
          </p>
        ) : (
          <>
            <p>
              Il video si apre su YouTube in una nuova scheda: solo allora il tuo browser si collega
              a YouTube, che applica la propria informativa sulla privacy.
            </p>
            <WatchLink
              href={introVideo.searchUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={markWatched}
            >
              <PlayIcon />
              Guarda i video su YouTube
              <span className="visually-hidden"> (si apre in una nuova scheda)</span>
            </WatchLink>
          </>
        )}
        {watched && <Watched role="status">Video aperto: elemento esplorato.</Watched>}
      </Caption>
    </Figure>
  );
}

/** Solferino's hills at dusk, a field tent with the emblem and a play mark: our own drawing. */
function PosterArt() {
  return (
    <svg viewBox="0 0 640 360" width="640" height="360" focusable="false">
      <defs>
        <linearGradient id="intro-video-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2b1d3a" />
          <stop offset="0.6" stopColor="#a3443c" />
          <stop offset="1" stopColor="#f0a35e" />
        </linearGradient>
      </defs>
      <rect width="640" height="360" fill="url(#intro-video-sky)" />
      <circle cx="500" cy="210" r="46" fill="#ffd59a" opacity="0.85" />
      <path d="M0 250 Q120 190 240 235 T480 225 T640 240 V360 H0Z" fill="#5b3b3b" />
      <path d="M0 290 Q160 240 320 285 T640 280 V360 H0Z" fill="#3d2a2e" />
      <path d="M0 330 Q200 300 400 325 T640 320 V360 H0Z" fill="#24191d" />
      <path d="M380 300 L440 236 L500 300Z" fill="#f4efe8" />
      <path d="M440 236 L440 300" stroke="#cfc6ba" strokeWidth="3" />
      <rect x="430" y="258" width="20" height="6" fill="#cc0000" />
      <rect x="437" y="251" width="6" height="20" fill="#cc0000" />
      <circle cx="320" cy="170" r="54" fill="rgba(0,0,0,0.45)" />
      <path d="M304 142 L350 170 L304 198Z" fill="#ffffff" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" focusable="false" aria-hidden="true">
      <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.2" />
      <path d="M9.5 7.5 L17 12 L9.5 16.5Z" fill="currentColor" />
    </svg>
  );
}

const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 3fr 2fr;
    align-items: center;
  }
`;

const Poster = styled.div`
  line-height: 0;

  svg {
    width: 100%;
    height: auto;
  }
`;

const PosterButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  line-height: 0;
  cursor: pointer;

  svg {
    width: 100%;
    height: auto;
  }
`;

const Player = styled.div`
  aspect-ratio: 16 / 9;

  iframe {
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const Caption = styled.figcaption`
  padding: 0 ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)}
      ${({ theme }) => theme.space(5)} 0;
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.95rem;
  }
`;

const VideoTitle = styled.h3`
  font-size: 1.15rem;
`;

const WatchLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.red};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.redDark};
  }
`;

const Watched = styled.p`
  && {
    margin: ${({ theme }) => theme.space(3)} 0 0;
    color: ${({ theme }) => theme.colors.success};
    font-weight: 600;
  }
`;

// The chapter video: nothing from YouTube until the click; then the privacy-enhanced player.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../styles/theme';
import { IntroVideo } from './intro-video';

function renderVideo(youtubeId: string | null) {
  const onOpen = vi.fn();
  const view = render(
    <ThemeProvider theme={theme}>
      <IntroVideo watched={false} onOpen={onOpen} youtubeId={youtubeId} />
    </ThemeProvider>,
  );
  return { onOpen, ...view };
}

describe('IntroVideo', () => {
  it('loads the youtube-nocookie player only after a click on the poster', async () => {
    const { onOpen, container } = renderVideo('Vid-123_x');
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Riproduci il video/ }));
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/Vid-123_x?autoplay=1&rel=0',
    );
    expect(frame?.getAttribute('title')).toBeTruthy();
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('without a chosen video links to YouTube in a new tab, with no player', async () => {
    const { onOpen, container } = renderVideo(null);
    expect(container.querySelector('iframe')).toBeNull();
    const link = screen.getByRole('link', { name: /Guarda i video su YouTube/ });
    expect(link).toHaveAttribute('target', '_blank');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(container.querySelector('iframe')).toBeNull();
  });
});

// Renders a component as the app does (theme, router, committee settings), without
// Apollo: page bodies receive their data as props and the settings come from a
// fixture, so component tests need neither network nor mocks.
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { CommitteeStateProvider, type CommitteeState } from '../lib/committee-settings';
import { theme } from '../styles/theme';
import { committeeFixture } from './committee-fixture';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** Initial URL of the in-memory router. */
  route?: string;
  /** The committee settings' state; the fixture, loaded, unless told otherwise. */
  committee?: CommitteeState;
}

export const readyCommittee: CommitteeState = { status: 'ready', settings: committeeFixture };

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', committee = readyCommittee, ...options }: Options = {},
) {
  return render(ui, {
    wrapper: ({ children }) => (
      <ThemeProvider theme={theme}>
        <CommitteeStateProvider value={committee}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </CommitteeStateProvider>
      </ThemeProvider>
    ),
    ...options,
  });
}

/**
 * The router's current URL (path and query) as a test sees it, and how it got there
 * (data-navigation: PUSH, a new history entry; REPLACE; POP): read it with
 * `screen.getByTestId('url')`.
 */
export function CurrentUrl() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  return (
    <span data-testid="url" data-navigation={navigationType}>
      {pathname}
      {search}
    </span>
  );
}

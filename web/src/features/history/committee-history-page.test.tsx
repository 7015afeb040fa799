import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import {
  COMMITTEE_PEOPLE_ABOUT,
  COMMITTEE_VEHICLES,
  COMMITTEE_YEARS_OF_SERVICE,
  YOUTH_GROUP_MAX_AGE,
  YOUTH_GROUP_MIN_AGE,
} from '../../config/constants';
import { theme } from '../../styles/theme';
import CommitteeHistoryPage from './committee-history-page';

function renderPage() {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <CommitteeHistoryPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('/storia/comitato', () => {
  it('has its h1 and Italian title', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'La storia del nostro comitato',
    );
    expect(document.title).toMatch(/^La storia del comitato/);
  });

  it('shows the five events in order in a keyboard-scrollable region', () => {
    renderPage();
    const region = screen.getByRole('region', { name: /Cronologia del comitato/ });
    expect(region).toHaveAttribute('tabindex', '0');
    const events = within(region).getAllByRole('listitem');
    expect(events).toHaveLength(5);
    const dates = ['1980', '4 ottobre 1980', 'Ottobre 1980', 'Fine novembre 1980', 'Oggi'];
    events.forEach((event, index) => expect(event).toHaveTextContent(dates[index]));
    expect(events[0]).toHaveTextContent('comitato promotore');
    expect(events[1]).toHaveTextContent('primi volontari');
    expect(events[2]).toHaveTextContent(
      'Due banche del territorio donano al comitato le sue prime due ambulanze',
    );
    expect(events[3]).toHaveTextContent('24 ore su 24');
    expect(events[4]).toHaveTextContent(
      `${COMMITTEE_VEHICLES} mezzi e quasi ${COMMITTEE_PEOPLE_ABOUT} persone`,
    );
    expect(screen.getByRole('button', { name: 'Evento successivo' })).toBeInTheDocument();
  });

  it('shows the stat tiles and the committee facts', () => {
    renderPage();
    const tiles = screen.getAllByRole('definition').map((el) => el.textContent);
    expect(tiles).toEqual([
      '1980',
      `circa ${COMMITTEE_PEOPLE_ABOUT}`,
      String(COMMITTEE_VEHICLES),
      '24/7',
    ]);
    expect(
      screen.getByRole('heading', { name: `${COMMITTEE_YEARS_OF_SERVICE} anni di servizio` }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`dai ${YOUTH_GROUP_MIN_AGE} ai ${YOUTH_GROUP_MAX_AGE} anni`)),
    ).toBeInTheDocument();
  });
});

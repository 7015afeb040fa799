import { screen, within } from '@testing-library/react';
import { committeeFixture as committee } from '../../testing/committee-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import AccessibilityPage from './accessibility-page';

describe('/accessibilita', () => {
  it("follows AgID's model: conformity, non-accessible content, preparation, feedback", () => {
    renderWithProviders(<AccessibilityPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Dichiarazione di accessibilità',
    );
    expect(document.title).toBe(`Dichiarazione di accessibilità | ${committee.name}`);

    const conformity = screen.getByRole('region', { name: 'Stato di conformità' });
    expect(conformity).toHaveTextContent('parzialmente conforme');
    expect(conformity).toHaveTextContent('WCAG) 2.1, livello AA');

    const content = screen.getByRole('region', { name: 'Contenuti non accessibili' });
    expect(content).toHaveTextContent('PDF');

    const preparation = screen.getByRole('region', { name: /Redazione della dichiarazione/ });
    expect(preparation).toHaveTextContent('axe-core');
    expect(preparation).toHaveTextContent('Lighthouse');
    expect(preparation).toHaveTextContent('tastiera');
    expect(preparation).toHaveTextContent('lettori di schermo');
    expect(preparation).toHaveTextContent('riduzione del movimento');
    const reviewed = within(preparation).getByText('12 giugno 2026');
    expect(reviewed.tagName).toBe('TIME');
    expect(reviewed).toHaveAttribute('datetime', '2026-06-12');

    const feedback = screen.getByRole('region', { name: 'Meccanismo di feedback e recapiti' });
    expect(within(feedback).getByRole('link', { name: committee.email })).toHaveAttribute(
      'href',
      `mailto:${committee.email}`,
    );
    expect(feedback).toHaveTextContent('procedura di attuazione');
    expect(within(feedback).getByRole('link', { name: /form\.agid\.gov\.it/ })).toHaveAttribute(
      'href',
      'https://form.agid.gov.it',
    );

    const about = screen.getByRole('region', { name: 'Informazioni sul sito' });
    expect(about).toHaveTextContent(committee.name);
  });

  it('says when no review date is set yet', () => {
    renderWithProviders(<AccessibilityPage />, {
      committee: { status: 'ready', settings: { ...committee, accessibilityReviewDate: null } },
    });
    expect(screen.getByRole('region', { name: /Redazione della dichiarazione/ })).toHaveTextContent(
      'Ultimo riesame della dichiarazione: non ancora indicato.',
    );
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { committeeFixture } from '../../testing/committee-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DONATION_CHOICES_ID, SupportSection } from './support-section';

describe('Sostienici', () => {
  // The dialog is a lazy chunk: load it once so that opening it only awaits a microtask.
  beforeAll(() => import('./donation-choice-dialog'));

  it('links "Dona ora" to the choices rendered in the page, readable without JavaScript', () => {
    const { container } = renderWithProviders(<SupportSection />);
    const donate = screen.getByRole('link', { name: 'Dona ora' });
    expect(donate).toHaveAttribute('href', `#${DONATION_CHOICES_ID}`);
    expect(donate).toHaveAttribute('aria-haspopup', 'dialog');
    // Hidden until CSS's :target shows them.
    const choices = container.querySelector<HTMLElement>(`#${DONATION_CHOICES_ID}`)!;
    expect(choices).not.toBeVisible();
    const hidden = { hidden: true };
    expect(
      within(choices).getByRole('heading', { name: 'Come vuoi donare?', ...hidden }),
    ).toBeInTheDocument();
    const card = within(choices).getByRole('link', { name: /Carta di credito/, ...hidden });
    expect(card).toHaveAttribute('href', committeeFixture.cardDonationUrl);
    expect(card).toHaveAttribute('target', '_blank');
    expect(
      within(choices).getByRole('link', { name: 'Bonifico bancario', ...hidden }),
    ).toHaveAttribute('href', '/donazione/bonifico');
  });

  it('opens the choice dialog with JavaScript: card, bank transfer and cancel', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SupportSection />);
    await user.click(screen.getByRole('link', { name: 'Dona ora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Come vuoi donare?' });
    expect(within(dialog).getByRole('link', { name: /Carta di credito/ })).toHaveAttribute(
      'href',
      committeeFixture.cardDonationUrl,
    );
    expect(within(dialog).getByRole('link', { name: 'Bonifico bancario' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

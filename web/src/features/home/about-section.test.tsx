import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { yearsOfService } from '../../lib/committee-facts';
import { committeeFixture as committee } from '../../testing/committee-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AboutSection, type TeamMember } from './about-section';

const team: readonly TeamMember[] = [
  {
    id: '1',
    name: 'Laura Conti',
    role: 'Presidente',
    bio: 'Volontaria dal 1998, soccorritrice e istruttrice di primo soccorso.\nPresidente dal 2020.',
    email: 'presidente@montelago.example',
    phone: '0234 567800',
    location: 'Sede di Montelago',
    image: '/uploads/presidente.webp',
    imageAlt: 'Ritratto di Laura Conti',
  },
  {
    id: '2',
    name: 'Paolo Greco',
    role: 'Consigliere',
    bio: null,
    email: 'p.greco@montelago.example',
    phone: null,
    location: 'Sede di Montelago',
    image: null,
    imageAlt: null,
  },
];

describe('Chi siamo', () => {
  it('shows the members from data, the president with the larger photo', () => {
    renderWithProviders(<AboutSection team={team} failed={false} />);
    const photo = screen.getByRole('img', { name: 'Ritratto di Laura Conti' });
    expect(photo).toHaveAttribute('src', '/api/uploads/presidente.webp');
    expect(photo).toHaveAttribute('width', '200');
    expect(photo.closest('li')).toHaveClass('president');
    expect(screen.getByText('Paolo Greco').closest('li')).not.toHaveClass('president');
    expect(
      screen.getByText(
        `Dal ${committee.foundedYear} il Comitato di ${committee.town} porta soccorso e assistenza a chi ne ha bisogno: ${yearsOfService(committee.foundedYear)} anni di servizio, ${committee.vehicleCount} mezzi e circa ${committee.peopleCount} persone tra volontari e personale.`,
      ),
    ).toBeInTheDocument();
  });

  it('opens a modal with the short biography, role, e-mail, phone when present and location', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AboutSection team={team} failed={false} />);

    await user.click(screen.getByRole('link', { name: /Laura Conti/ }));
    let dialog = screen.getByRole('dialog', { name: 'Laura Conti' });
    expect(within(dialog).getByText(/^Volontaria dal 1998, soccorritrice/).textContent).toBe(
      team[0].bio,
    );
    expect(within(dialog).getByText('Presidente')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: team[0].email! })).toHaveAttribute(
      'href',
      `mailto:${team[0].email}`,
    );
    expect(within(dialog).getByRole('link', { name: team[0].phone! })).toHaveAttribute(
      'href',
      'tel:0234567800',
    );
    expect(within(dialog).getByText('Sede di Montelago')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Paolo Greco/ }));
    dialog = screen.getByRole('dialog', { name: 'Paolo Greco' });
    expect(within(dialog).getByText('Consigliere')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Volontaria dal 1998/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Telefono')).not.toBeInTheDocument();
  });

  it('links each card to the details rendered below it, readable without JavaScript', () => {
    const { container } = renderWithProviders(<AboutSection team={team} failed={false} />);
    const card = screen.getByRole('link', { name: /Laura Conti/ });
    expect(card).toHaveAttribute('href', '#membro-1');
    expect(card).toHaveAttribute('aria-haspopup', 'dialog');
    // The page holds the details the link targets, hidden until CSS's :target shows them.
    const details = container.querySelector<HTMLElement>('#membro-1')!;
    expect(details.closest('li')).toBe(card.closest('li'));
    expect(details).not.toBeVisible();
    expect(within(details).getByText('Presidente')).toBeInTheDocument();
    expect(within(details).getByText(/^Volontaria dal 1998/)).toBeInTheDocument();
    expect(
      within(details).getByRole('link', { name: team[0].email!, hidden: true }),
    ).toHaveAttribute('href', `mailto:${team[0].email}`);
    expect(
      within(details).getByRole('link', { name: team[0].phone!, hidden: true }),
    ).toHaveAttribute('href', 'tel:0234567800');
    expect(within(details).getByText('Sede di Montelago')).toBeInTheDocument();
    expect(
      within(container.querySelector<HTMLElement>('#membro-2')!).queryByText('Telefono'),
    ).not.toBeInTheDocument();
  });

  it('keeps the link for a click meant for a new tab', () => {
    renderWithProviders(<AboutSection team={team} failed={false} />);
    const card = screen.getByRole('link', { name: /Paolo Greco/ });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    card.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the team cannot be loaded', () => {
    renderWithProviders(<AboutSection team={undefined} failed />);
    expect(screen.getByRole('status')).toHaveTextContent('non è disponibile');
  });
});

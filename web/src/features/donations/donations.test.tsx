import { ApolloProvider } from '@apollo/client/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TAX_DEDUCTION_MAX_EUR, TAX_DEDUCTION_PERCENT } from '../../config/constants';
import { createApolloClient } from '../../lib/apollo-client';
import { committeeFixture as committee } from '../../testing/committee-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import BankTransferPage, { formatIban } from './bank-transfer-page';
import FiveForThousandPage from './five-for-thousand-page';
import DonationThanksPage from './thanks-page';

/** A closed local port: the page's reports query fails, which the page only logs. */
const UNREACHABLE_API = 'http://127.0.0.1:9/graphql';

function renderFiveForThousandPage() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return renderWithProviders(
    <ApolloProvider client={createApolloClient({ uri: UNREACHABLE_API })}>
      <FiveForThousandPage />
    </ApolloProvider>,
  );
}

function stubClipboard() {
  const writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe('/5x1000', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the 11-digit fiscal code and copies it with the alert', async () => {
    const user = userEvent.setup();
    const writeText = stubClipboard();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderFiveForThousandPage();

    expect(committee.fiscalCode).toMatch(/^\d{11}$/);
    await user.click(
      screen.getByRole('button', {
        name: new RegExp(
          `^Copia il codice fiscale:\\s*${committee.fiscalCode}\\s*Clicca per copiare$`,
        ),
      }),
    );
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Codice fiscale copiato negli appunti!'),
    );
    expect(writeText).toHaveBeenCalledWith(committee.fiscalCode);
  });

  it('falls back to a selection copy when the Clipboard API is refused', async () => {
    const user = userEvent.setup();
    const writeText = stubClipboard();
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const execCommand = vi.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderFiveForThousandPage();

    await user.click(screen.getByRole('button', { name: /Copia il codice fiscale/ }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Codice fiscale copiato negli appunti!'),
    );
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('lists 4 steps', () => {
    renderFiveForThousandPage();
    const steps = screen.getByRole('heading', {
      name: 'Come donare in 4 passi',
    }).nextElementSibling!;
    expect(within(steps as HTMLElement).getAllByRole('listitem')).toHaveLength(4);
  });

  it('has a 7-item FAQ accordion with one answer open at a time', async () => {
    const user = userEvent.setup();
    renderFiveForThousandPage();
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(7);
    questions.forEach((q) =>
      expect(document.getElementById(q.getAttribute('aria-controls')!)).not.toBeVisible(),
    );

    await user.click(questions[0]);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(questions[0].getAttribute('aria-controls')!)).toBeVisible();

    await user.click(questions[6]);
    expect(questions[6]).toHaveAttribute('aria-expanded', 'true');
    expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
    const answer = screen.getByRole('region', { name: questions[6].textContent! });
    expect(answer).toHaveTextContent(`${TAX_DEDUCTION_PERCENT}%`);
    expect(answer).toHaveTextContent(
      `${TAX_DEDUCTION_MAX_EUR.toLocaleString('it-IT')} euro per anno`,
    );

    await user.click(questions[6]);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });
});

describe('/donazione/bonifico', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows holder, bank, reason, deductibility, security and receipt', () => {
    renderWithProviders(<BankTransferPage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText(committee.bank.accountHolder)).toBeInTheDocument();
    expect(screen.getByText(committee.bank.name)).toBeInTheDocument();
    expect(screen.getByText('Nome e Cognome – Erogazione liberale')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Detraibilità fiscale' }).parentElement,
    ).toHaveTextContent(`${TAX_DEDUCTION_PERCENT}%`);
    expect(screen.getByRole('heading', { name: 'Sicurezza' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ricevuta automatica' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Torna alle modalità di sostegno/ })).toHaveAttribute(
      'href',
      '/#supporto',
    );
  });

  it('copies the IBAN without spaces and raises the alert', async () => {
    const user = userEvent.setup();
    const writeText = stubClipboard();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderWithProviders(<BankTransferPage />);

    await user.click(screen.getByRole('button', { name: /Copia l’IBAN/ }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('IBAN copiato negli appunti!'));
    expect(writeText).toHaveBeenCalledWith(committee.bank.iban);
  });

  it('shows no bank details while the settings load, and a message when they cannot be read', () => {
    const loading = renderWithProviders(<BankTransferPage />, { committee: { status: 'loading' } });
    expect(screen.queryByRole('button', { name: /Copia l’IBAN/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/IT\d\d/)).not.toBeInTheDocument();
    loading.unmount();

    renderWithProviders(<BankTransferPage />, { committee: { status: 'error' } });
    expect(screen.getByRole('status')).toHaveTextContent(
      'I dati del comitato non sono disponibili in questo momento',
    );
    expect(screen.queryByRole('button', { name: /Copia l’IBAN/ })).not.toBeInTheDocument();
  });

  it('prints the IBAN in groups of four', () => {
    expect(formatIban('IT60X0542811101000000123456')).toBe('IT60 X054 2811 1010 0000 0123 456');
  });
});

describe('/donazione/grazie', () => {
  it('thanks the donor, tells them the receipt comes by e-mail, and leads back home', () => {
    renderWithProviders(<DonationThanksPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Grazie per la tua donazione!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/riceverai per e-mail la ricevuta/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: committee.email })).toHaveAttribute(
      'href',
      `mailto:${committee.email}`,
    );
    expect(screen.getByRole('link', { name: /Torna alla home/ })).toHaveAttribute(
      'href',
      '/#supporto',
    );
  });
});

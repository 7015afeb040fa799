import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render-with-providers';
import { CONTACT_MESSAGES, ContactForm, type ContactMessage } from './contact-section';

const message: ContactMessage = {
  name: 'Maria Rossi',
  email: 'maria.rossi@example.it',
  subject: 'Trasporto sanitario',
  message: 'Vorrei prenotare un trasporto per una visita.',
};

async function fillFields(user: ReturnType<typeof userEvent.setup>) {
  const values: [string, string][] = [
    ['Nome e cognome', message.name],
    ['Email', message.email],
    ['Oggetto', message.subject],
    ['Messaggio', message.message],
  ];
  for (const [label, value] of values) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

function consentBox() {
  return screen.getByRole('checkbox', { name: /informativa sulla privacy/ });
}

function submitButton() {
  return screen.getByRole('button', { name: /Invia messaggio|Invio in corso/ });
}

describe('ContactForm', () => {
  it('requires every field, an e-mail input and the consent linked to /privacy', () => {
    renderWithProviders(<ContactForm send={vi.fn()} />);
    for (const label of ['Nome e cognome', 'Email', 'Oggetto', 'Messaggio']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(consentBox()).toBeRequired();
    expect(screen.getByRole('link', { name: 'informativa sulla privacy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('keeps the button disabled until the consent is given', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm send={vi.fn()} />);
    expect(submitButton()).toBeDisabled();
    await user.click(consentBox());
    expect(submitButton()).toBeEnabled();
  });

  it('refuses a submission without consent with the spec message and the error state', () => {
    const send = vi.fn();
    renderWithProviders(<ContactForm send={send} />);
    fireEvent.submit(submitButton().closest('form')!);
    expect(screen.getByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.missingConsent);
    expect(CONTACT_MESSAGES.missingConsent).toBe("Devi accettare l'informativa sulla privacy.");
    expect(send).not.toHaveBeenCalled();
  });

  it('goes idle -> loading -> success, then clears the fields and the consent', async () => {
    const user = userEvent.setup();
    let resolve!: () => void;
    const send = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    renderWithProviders(<ContactForm send={send} />);
    await fillFields(user);
    await user.click(consentBox());
    await user.click(submitButton());

    expect(send).toHaveBeenCalledWith({
      ...message,
      website: '',
      fillTimeMs: expect.any(Number) as number,
    });
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Invio in corso...');

    resolve();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Messaggio inviato con successo! Ti risponderemo al più presto.',
      ),
    );
    expect(screen.getByLabelText('Nome e cognome')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Oggetto')).toHaveValue('');
    expect(screen.getByLabelText('Messaggio')).toHaveValue('');
    expect(consentBox()).not.toBeChecked();
    expect(submitButton()).toBeDisabled();
  });

  it('shows the failure message and keeps what was written when sending fails', async () => {
    const user = userEvent.setup();
    const send = vi.fn().mockRejectedValue(new Error('rete non raggiungibile'));
    renderWithProviders(<ContactForm send={send} />);
    await fillFields(user);
    await user.click(consentBox());
    await user.click(submitButton());

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        "Si è verificato un errore nell'invio del messaggio. Riprova più tardi.",
      ),
    );
    expect(screen.getByLabelText('Nome e cognome')).toHaveValue(message.name);
    expect(consentBox()).toBeChecked();
    expect(submitButton()).toBeEnabled();
  });

  it('hides the website honeypot from people and screen readers, and sends the fill time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const send = vi.fn(() => Promise.resolve());
      const { container } = renderWithProviders(<ContactForm send={send} />);
      const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
      expect(honeypot).not.toBeNull();
      expect(honeypot.tabIndex).toBe(-1);
      expect(honeypot.getAttribute('autocomplete')).toBe('off');
      expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(getComputedStyle(honeypot.closest('[aria-hidden="true"]')!).position).toBe('absolute');
      expect(screen.queryByRole('textbox', { name: /sito web/i })).toBeNull();
      await fillFields(user);
      await user.click(consentBox());
      vi.advanceTimersByTime(5_000);
      await user.click(submitButton());
      const [sent] = send.mock.calls[0] as unknown as [{ website: string; fillTimeMs: number }];
      expect(sent.website).toBe('');
      expect(sent.fillTimeMs).toBeGreaterThanOrEqual(5_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends what a robot typed into the honeypot (the server discards it)', async () => {
    const user = userEvent.setup();
    const send = vi.fn(() => Promise.resolve());
    const { container } = renderWithProviders(<ContactForm send={send} />);
    fireEvent.change(container.querySelector('input[name="website"]')!, {
      target: { value: 'https://spam.example.com' },
    });
    await fillFields(user);
    await user.click(consentBox());
    await user.click(submitButton());
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ website: 'https://spam.example.com' }),
    );
  });
});

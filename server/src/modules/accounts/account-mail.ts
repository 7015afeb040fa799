// The e-mails of accounts, rendered when they enter the outbox: the link to choose a new
// password ("Password dimenticata?") and the invitation of a user created without a
// password. Plain text and HTML, every value escaped, header values on one line (as the
// contact e-mails, mail/mail-content.ts).
import type { RenderedMail } from '../mail/mail-content.js';
import { escapeHtml, headerText, htmlPage } from '../mail/mail-content.js';
import { Role } from './user.entity.js';

export interface AccountSummary {
  name: string;
  username: string;
  email: string;
  role: Role;
}

const ROLE_LABELS: Record<Role, string> = {
  [Role.admin]: 'amministratore',
  [Role.editor]: 'redattore',
};

/** The page of the back office that takes a password link's token (in the fragment, never sent to a server). */
export function passwordLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/admin/reset-password#token=${encodeURIComponent(token)}`;
}

export function adminLoginUrl(publicUrl: string): string {
  return `${publicUrl}/admin/login`;
}

const greeting = (account: AccountSummary) => `Ciao ${account.name || account.username},`;

function render(
  kind: RenderedMail['kind'],
  account: AccountSummary,
  subject: string,
  paragraphs: { text: string; link?: string }[],
): RenderedMail {
  const textBody = [greeting(account), '', ...paragraphs.map((p) => `${p.text}\n`)].join('\n');
  const htmlBody = htmlPage(
    [
      `<p>${escapeHtml(greeting(account))}</p>`,
      ...paragraphs.map((p) =>
        p.link
          ? `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a></p>`
          : `<p>${escapeHtml(p.text)}</p>`,
      ),
    ].join('\n'),
  );
  return {
    kind,
    recipient: account.email,
    replyTo: null,
    replyToName: null,
    subject: headerText(subject),
    textBody,
    htmlBody,
    // The link opens the account: not kept in the outbox once sent.
    forgetWhenSent: true,
  };
}

export function passwordResetMail(
  account: AccountSummary,
  link: string,
  committeeName: string,
): RenderedMail {
  return render(
    'password-reset',
    account,
    `Nuova password per l'area riservata – ${committeeName}`,
    [
      {
        text: `È stato chiesto di reimpostare la password dell'area riservata del sito di ${committeeName} per l'utente "${account.username}".`,
      },
      { text: "Per scegliere una nuova password apri questo link entro un'ora:" },
      { text: link, link },
      {
        text: 'Il link funziona una sola volta. Se non sei stato tu a chiederlo, ignora questa e-mail: la tua password resta quella di prima.',
      },
    ],
  );
}

export function invitationMail(
  account: AccountSummary,
  link: string,
  committeeName: string,
  invitedBy: string,
  loginUrl: string,
): RenderedMail {
  return render('user-invitation', account, `Invito all'area riservata – ${committeeName}`, [
    {
      text: `${invitedBy} ti ha creato un account nell'area riservata del sito di ${committeeName}: nome utente "${account.username}", ruolo ${ROLE_LABELS[account.role]}.`,
    },
    { text: 'Per attivarlo scegli la tua password da questo link, entro 7 giorni:' },
    { text: link, link },
    {
      text: `Il link funziona una sola volta. Se è scaduto, chiedine uno nuovo con "Password dimenticata?" nella pagina di accesso: ${loginUrl}`,
    },
  ]);
}

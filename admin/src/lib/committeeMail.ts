// The data provider's calls beyond react-admin's CRUD, for the contact requests' e-mail:
// the reply sent from the detail page (replyToContact) and the state of the outbox shown
// on the dashboard (SMTP configured, messages waiting, failed ones).
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../gql';
import type { AdminMailOverviewQuery, AdminReplyToContactMutation } from '../gql/graphql';

const REPLY_TO_CONTACT = graphql(`
  mutation AdminReplyToContact($id: ID!, $message: String!) {
    replyToContact(id: $id, message: $message) {
      id
      message
      author
      delivery
      createdAt
    }
  }
`);

const MAIL_OVERVIEW = graphql(`
  query AdminMailOverview {
    mailStatus {
      configured
      pendingCount
      failedCount
    }
    failedMails {
      id
      kind
      recipient
      subject
      attempts
      lastError
      createdAt
      contactId
    }
  }
`);

export type ContactReply = AdminReplyToContactMutation['replyToContact'];
export type FailedMail = AdminMailOverviewQuery['failedMails'][number];
export type MailOverview = AdminMailOverviewQuery['mailStatus'] & { failedMails: FailedMail[] };

export interface CommitteeMailCalls {
  replyToContact(id: string, message: string): Promise<ContactReply>;
  getMailOverview(): Promise<MailOverview>;
}

export function committeeMailCalls(client: ApolloClient<unknown>): CommitteeMailCalls {
  return {
    async replyToContact(id, message) {
      const result = await client.mutate({
        mutation: REPLY_TO_CONTACT,
        variables: { id, message },
      });
      if (result.errors?.length) throw result.errors[0];
      return result.data!.replyToContact;
    },
    async getMailOverview() {
      const result = await client.query({ query: MAIL_OVERVIEW });
      if (result.errors?.length) throw result.errors[0];
      return { ...result.data.mailStatus, failedMails: result.data.failedMails };
    },
  };
}

/** What the dashboard says about e-mail, or nothing when all is well. */
export function mailNotices(overview: Omit<MailOverview, 'failedMails'>): string[] {
  const notices: string[] = [];
  if (!overview.configured) {
    notices.push(
      'Invio e-mail non configurato (SMTP_URL): le notifiche delle nuove richieste e le risposte non vengono inviate. Restano in coda e partiranno quando il server sarà configurato.',
    );
    if (overview.pendingCount > 0) {
      notices.push(
        overview.pendingCount === 1
          ? '1 e-mail in attesa di invio.'
          : `${overview.pendingCount} e-mail in attesa di invio.`,
      );
    }
  }
  if (overview.failedCount > 0) {
    notices.push(
      overview.failedCount === 1
        ? "1 e-mail non è stata inviata dopo l'ultimo tentativo."
        : `${overview.failedCount} e-mail non sono state inviate dopo l'ultimo tentativo.`,
    );
  }
  return notices;
}

/** The reply form's check before sending: the text is required (the server says the same). */
export function replyProblem(message: string): string | null {
  return message.trim() === '' ? 'Il testo della risposta è obbligatorio' : null;
}

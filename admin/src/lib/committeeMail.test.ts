import { describe, expect, it } from 'vitest';
import { unreadLabel } from '../contacts/useUnreadContacts';
import { mailNotices, replyProblem } from './committeeMail';

describe('mailNotices', () => {
  it('says nothing when SMTP is configured and nothing failed', () => {
    expect(mailNotices({ configured: true, pendingCount: 3, failedCount: 0 })).toEqual([]);
  });

  it('says that nothing is sent without SMTP, and how many messages wait', () => {
    const notices = mailNotices({ configured: false, pendingCount: 2, failedCount: 0 });
    expect(notices[0]).toMatch(/^Invio e-mail non configurato \(SMTP_URL\)/);
    expect(notices[1]).toBe('2 e-mail in attesa di invio.');
    expect(mailNotices({ configured: false, pendingCount: 1, failedCount: 0 })[1]).toBe(
      '1 e-mail in attesa di invio.',
    );
    expect(mailNotices({ configured: false, pendingCount: 0, failedCount: 0 })).toHaveLength(1);
  });

  it('counts the failed messages, singular and plural', () => {
    expect(mailNotices({ configured: true, pendingCount: 0, failedCount: 1 })).toEqual([
      "1 e-mail non è stata inviata dopo l'ultimo tentativo.",
    ]);
    expect(mailNotices({ configured: true, pendingCount: 0, failedCount: 4 })).toEqual([
      "4 e-mail non sono state inviate dopo l'ultimo tentativo.",
    ]);
  });
});

describe('replyProblem', () => {
  it('requires some text', () => {
    expect(replyProblem('   \n')).toBe('Il testo della risposta è obbligatorio');
    expect(replyProblem('Gentile Maria, ...')).toBeNull();
  });
});

describe('unreadLabel', () => {
  it('names the unread requests, and nothing at zero', () => {
    expect(unreadLabel(3)).toBe('3 da leggere');
    expect(unreadLabel(0)).toBeNull();
    expect(unreadLabel(undefined)).toBeNull();
  });
});

// Accounts that look after themselves. "Password dimenticata?": whoever gives a username
// or an e-mail address gets the same answer, whether or not an account matches (no one
// learns who has one); an active account with an address gets, through the mail outbox, a
// link valid one hour. An invitation: a user created without a password gets a link valid
// seven days to choose it. A link works once; using it sets the password (the usual
// policy), ends every session of the user and retires their other links. The requests
// are limited per address like the login, and the e-mails per account. Links are built on
// the committee's own address (PUBLIC_URL, or its host on a platform, from the committees'
// table), never on the request's Host (which anyone can forge to send a victim a link to
// another site). The token travels in the link's fragment and is stored hashed.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../errors.js';
import { enqueueMail } from '../mail/outbox.js';
import {
  assertWithinRateLimit,
  consumeRateLimit,
  countAttempt,
} from '../../platform/rate-limit/rate-limiter.js';
import { committeeSettings } from '../settings/settings.service.js';
import { senderOf } from '../mail/mail-content.js';
import type { RequestScope } from '../../domain/scope.js';
import { committeeOrigin } from '../../platform/http/committee-hosts.js';
import { passwordProblem } from './password-policy.js';
import { User } from './user.entity.js';
import {
  adminLoginUrl,
  invitationMail,
  passwordLinkUrl,
  passwordResetMail,
  type AccountSummary,
} from './account-mail.js';
import { hashPassword } from './auth.service.js';
import { PasswordToken, type PasswordTokenPurpose } from './password-token.entity.js';
import { Session } from './session.entity.js';
import { hashToken, newToken } from './tokens.js';

/** A reset link is valid one hour. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** An invitation is valid seven days. */
export const INVITATION_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const passwordResetMessages = {
  requested:
    "Se esiste un account attivo con questi dati e un indirizzo e-mail, riceverai a breve un'e-mail con un link per scegliere una nuova password, valido un'ora. Se non arriva, controlla la posta indesiderata o chiedi a un amministratore.",
  done: 'Password impostata: ora puoi accedere con la nuova password.',
  invalidLink:
    'Il link non è valido, è già stato usato o è scaduto: chiedine uno nuovo con "Password dimenticata?".',
  identifier: 'Indica il tuo nome utente o il tuo indirizzo e-mail',
  password: 'La nuova password è obbligatoria',
  invitationNeedsEmail: 'Per invitare un utente senza password serve il suo indirizzo e-mail',
  invitationNeedsMailServer:
    "Il server di posta non è configurato (SMTP_URL): l'invito non può essere inviato. Imposta tu una password per il nuovo utente.",
} as const;

/** At most this long: a username or an e-mail address. */
const MAX_IDENTIFIER_LENGTH = 200;

/** value as a LIKE pattern that matches only itself (case-insensitively with ilike). */
function exactly(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function accountOf(user: User): AccountSummary {
  return { name: user.name, username: user.username, email: user.email ?? '', role: user.role };
}

/** Where a committee's links lead and who its e-mails come from. */
export interface CommitteeAddress {
  /** Its site's origin (PUBLIC_URL for one committee, its own host on a platform). */
  origin: string;
  /** The From of its e-mails (null: MAIL_FROM). */
  sender: string | null;
}

export class PasswordResetService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly committee: CommitteeAddress = { origin: config.publicUrl, sender: null },
  ) {}

  /** The service of a request's committee: its links on the committee's own host. */
  static of(scope: RequestScope): PasswordResetService {
    const host = scope.services.hosts.byCommitteeId(scope.committeeId);
    const name = host?.name ?? '';
    return new PasswordResetService(scope.em, scope.config, {
      origin: committeeOrigin(scope.config.publicUrl, host),
      sender: senderOf(scope.config.mail, host && { name, primaryHost: host.primaryHost }),
    });
  }

  /** Refuses (429) an address that has used up its requests, before its body is read. */
  async assertRequestAllowed(ip: string): Promise<void> {
    await assertWithinRateLimit(
      this.em,
      `password-reset-ip:${ip}`,
      this.config.rateLimits.passwordResetPerIp,
    );
  }

  /**
   * "Password dimenticata?" for a username or an e-mail address. Returns normally whether or
   * not an account matches; only a missing identifier (400) or too many requests from the
   * address (429) are errors.
   */
  async requestReset(identifier: unknown, ip: string): Promise<void> {
    await consumeRateLimit(
      this.em,
      `password-reset-ip:${ip}`,
      this.config.rateLimits.passwordResetPerIp,
    );
    const value = typeof identifier === 'string' ? identifier.trim() : '';
    if (value === '' || value.length > MAX_IDENTIFIER_LENGTH) {
      throw AppError.validation(
        { usernameOrEmail: passwordResetMessages.identifier },
        passwordResetMessages.identifier,
      );
    }
    // Without a mail server no link could leave; one kept for later would have expired.
    if (!this.config.mail.smtpUrl) return;
    const users = await this.em.find(
      User,
      value.includes('@')
        ? { email: { $ilike: exactly(value) }, active: true }
        : { username: value.toLowerCase(), active: true },
    );
    const committeeName = (await committeeSettings(this.em)).name;
    for (const user of users) {
      if (!user.email) continue;
      const rule = this.config.rateLimits.passwordResetPerAccount;
      const { hits } = await countAttempt(
        this.em,
        `password-reset-user:${user.id}`,
        rule.windowSeconds,
      );
      if (hits > rule.limit) continue;
      await this.em.transactional(async (em) => {
        const token = this.issue(em, user, 'reset', RESET_LINK_TTL_MS);
        enqueueMail(
          em,
          {
            ...passwordResetMail(
              accountOf(user),
              passwordLinkUrl(this.committee.origin, token),
              committeeName,
            ),
            sender: this.committee.sender,
          },
          null,
        );
        await em.flush();
      });
    }
  }

  /**
   * Sends user (just created, in the caller's transaction, on the same EntityManager) the
   * link to choose their password. Refused when it could not leave.
   */
  async invite(user: User, invitedBy: string): Promise<void> {
    if (!user.email) {
      throw AppError.validation({ email: passwordResetMessages.invitationNeedsEmail });
    }
    if (!this.config.mail.smtpUrl) {
      throw AppError.validation(
        { password: passwordResetMessages.invitationNeedsMailServer },
        passwordResetMessages.invitationNeedsMailServer,
      );
    }
    const committeeName = (await committeeSettings(this.em)).name;
    const token = this.issue(this.em, user, 'invitation', INVITATION_LINK_TTL_MS);
    enqueueMail(
      this.em,
      {
        ...invitationMail(
          accountOf(user),
          passwordLinkUrl(this.committee.origin, token),
          committeeName,
          invitedBy,
          adminLoginUrl(this.committee.origin),
        ),
        sender: this.committee.sender,
      },
      null,
    );
    await this.em.flush();
  }

  /**
   * Sets the password of the link's user, once: the link must be unused, unexpired and its
   * user active; the password follows the policy. Every session of the user ends and their
   * other links stop working.
   */
  async resetPassword(token: unknown, password: unknown): Promise<void> {
    const raw = typeof token === 'string' ? token.trim() : '';
    const found =
      raw === ''
        ? null
        : await this.em.findOne(
            PasswordToken,
            { tokenHash: hashToken(raw) },
            { populate: ['user'] },
          );
    const now = new Date();
    if (!found || found.usedAt || found.expiresAt <= now || !found.user.active) {
      throw invalidLink();
    }
    const user = found.user;
    const secret = typeof password === 'string' ? password : '';
    if (secret === '') {
      throw AppError.validation({ password: passwordResetMessages.password });
    }
    const problem = passwordProblem(secret, [user.username, user.name, user.email]);
    if (problem) throw AppError.validation({ password: problem });
    const passwordHash = await hashPassword(secret);
    await this.em.transactional(async (em) => {
      // Claimed here, not above: of two uses of one link at the same moment, one wins.
      const claimed = await em.nativeUpdate(
        PasswordToken,
        { id: found.id, usedAt: null, expiresAt: { $gt: new Date() } },
        { usedAt: new Date() },
      );
      if (claimed === 0) throw invalidLink();
      await em.nativeUpdate(PasswordToken, { user: user.id, usedAt: null }, { usedAt: new Date() });
      await em.nativeUpdate(
        User,
        { id: user.id },
        { passwordHash, generatedPassword: false, updatedAt: new Date() },
      );
      await em.nativeUpdate(Session, { user: user.id, revokedAt: null }, { revokedAt: new Date() });
    });
  }

  /** A new link's token for user, stored hashed (persisted, flushed by the caller). */
  private issue(
    em: EntityManager,
    user: User,
    purpose: PasswordTokenPurpose,
    ttlMs: number,
  ): string {
    const token = newToken();
    em.persist(
      Object.assign(new PasswordToken(), {
        tokenHash: hashToken(token),
        user,
        purpose,
        expiresAt: new Date(Date.now() + ttlMs),
        usedAt: null,
        createdAt: new Date(),
      }),
    );
    return token;
  }
}

function invalidLink(): AppError {
  return AppError.validation(
    { token: passwordResetMessages.invalidLink },
    passwordResetMessages.invalidLink,
  );
}

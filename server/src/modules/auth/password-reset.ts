import type { resetPasswordRequestSchema } from '@the-gate/contract/auth';
import type { z } from 'zod';
import { withoutValues } from '../../lib/database-errors';
import { HttpError } from '../../lib/http-errors';
import { sendInBackground } from '../../lib/mail/mailer';
import { countRequest } from '../../lib/rate-limits';
import { resetPasswordEmail } from './emails';
import { hashPassword } from './passwords';
import * as repo from './repository';
import type { AuthDeps } from './service';
import { forgiveAccount } from './sign-in-throttle';
import { hashToken, newToken } from './tokens';

const INVALID_LINK = 'This reset link is not valid or has expired.';
/**
 * Reset mails one address receives in an hour at most (issue 13 §4), whoever asks and from wherever:
 * a stranger cannot fill someone's mailbox. Past it the answer is the same and no mail goes out.
 */
export const RESET_MAILS_PER_RECIPIENT = 3;
const RECIPIENT_WINDOW_MS = 60 * 60 * 1000;

/** Forgotten passwords (contract §6): a single-use link, valid for 1 hour, sent by mail. */
export function createPasswordResetService({ db, mailer, logger, publicUrl }: AuthDeps) {
  /** Does nothing visible for an unknown or disabled address: the caller answers the same either way. */
  async function requestReset(email: string): Promise<void> {
    // Counted for every address typed, known or not, so the limit says nothing about who has an account.
    const { hits } = await countRequest(db, `reset-mail:${email.toLowerCase()}`, RECIPIENT_WINDOW_MS);
    if (hits > RESET_MAILS_PER_RECIPIENT) {
      logger.info('password reset mail not sent: this address had its share for the hour');
      return;
    }
    const user = await repo.selectActiveUserByEmail(db, email);
    if (!user) return;
    const token = newToken();
    await repo.insertResetToken(db, user.id, hashToken(token));
    sendInBackground(mailer, resetPasswordEmail(user, publicUrl, token), logger);
  }

  /**
   * Sets the new password, uses up the link (and any older one) and signs the account out
   * everywhere, in one transaction. The password is hashed only for a link that looks usable.
   */
  async function resetPassword({ token, password }: z.output<typeof resetPasswordRequestSchema>): Promise<void> {
    const tokenHash = hashToken(token);
    const owner = await repo.selectResetTokenUser(db, tokenHash);
    if (!owner) throw new HttpError(400, INVALID_LINK);
    const passwordHash = await hashPassword(password);
    const claimed = await db
      .transaction(async (tx) => {
        if (!(await repo.claimResetToken(tx, tokenHash))) return false;
        await repo.updatePasswordHash(tx, owner.userId, passwordHash);
        await repo.retireResetTokens(tx, owner.userId);
        await repo.revokeUserSessions(tx, owner.userId);
        return true;
      })
      .catch((error: unknown) => {
        throw withoutValues(error);
      });
    if (!claimed) throw new HttpError(400, INVALID_LINK);
    // Whoever holds the mailbox may sign in again at once, even if guessers had locked the account.
    await forgiveAccount(db, owner.userId);
  }

  return { requestReset, resetPassword };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

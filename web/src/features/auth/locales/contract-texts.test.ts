import {
  FORGOT_PASSWORD_MESSAGE,
  INVALID_CREDENTIALS,
  RESET_LINK_INVALID,
  RESET_PASSWORD_MESSAGE,
} from '@the-gate/contract/auth-rules';
import { UNSAFE_TEXT_MESSAGE } from '@the-gate/contract/text-rules';
import { describe, expect, it } from 'vitest';
import { t } from '../i18n';

/**
 * The sign-in screens show these contract texts themselves when an answer carries no words, or a
 * reset link is broken (A§4, LOGIN-15): their English must stay the contract's, word for word,
 * now that they are read from the catalogue (issue 26 §2).
 */
describe('the contract texts in the sign-in catalogue', () => {
  it('are the contract’s own English', () => {
    expect(t('invalidCredentials')).toBe(INVALID_CREDENTIALS);
    expect(t('forgotPasswordSent')).toBe(FORGOT_PASSWORD_MESSAGE);
    expect(t('passwordResetDone')).toBe(RESET_PASSWORD_MESSAGE);
    expect(t('resetLinkInvalid')).toBe(RESET_LINK_INVALID);
    expect(t('unsafeText')).toBe(UNSAFE_TEXT_MESSAGE);
  });
});

import { t } from '../i18n';

/**
 * The button's and the dialog's title, in a file of its own: the button loads with the school
 * pages and the dialog does not (issue 23 §5).
 */
export const REQUEST_CONSULTATION = t('requestConsultation');

import { messages } from '@/lib/i18n';
import en from './locales/en.json';

/**
 * The texts of the inbox's forms (issue 26 §2): the contact form, the consultation request, the
 * newsletter and Notify Me, their labels and their success and failure words. What the server
 * answers comes in the visitor's language already (Accept-Language).
 */
export const t = messages(en);

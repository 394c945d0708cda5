import { type Locale, localisedPath } from '@the-gate/contract/locales';
import { escapeHtml } from '../../lib/html';
import { mailPage as page } from '../../lib/mail/mail-html';
import type { MailMessage } from '../../lib/mail/mailer';

type Recipient = { email: string; firstName: string; preferredLanguage?: Locale };

/**
 * The account mails' words in each language (issue 26 §6): written in the account's preferred
 * language, linking to that language's pages. `link` is HTML in `html`, the bare address in `text`.
 */
const WELCOME = {
  en: {
    subject: 'Welcome to The Gate',
    hello: (name: string) => `Hello ${name},`,
    created: (username: string) => `Your account on The Gate has been created. Your username is ${username}.`,
    signIn: (link: string) => `Sign in at ${link} to find materials and courses for Cambridge Checkpoint English.`,
    signInHtml: (href: string) =>
      `<a href="${href}">Sign in</a> to find materials and courses for Cambridge Checkpoint English.`,
    signature: 'The Gate',
  },
  ar: {
    subject: 'مرحبًا بك في The Gate',
    hello: (name: string) => `مرحبًا ${name}،`,
    created: (username: string) => `تم إنشاء حسابك على The Gate. اسم المستخدم الخاص بك هو ${username}.`,
    signIn: (link: string) =>
      `سجّل الدخول من ${link} لتجد المواد التعليمية والدورات الخاصة بمنهج Cambridge Checkpoint English.`,
    signInHtml: (href: string) =>
      `<a href="${href}">سجّل الدخول</a> لتجد المواد التعليمية والدورات الخاصة بمنهج Cambridge Checkpoint English.`,
    signature: 'فريق The Gate',
  },
} as const;

const RESET = {
  en: {
    subject: 'Reset your password for The Gate',
    asked: 'Someone asked to reset the password of your account on The Gate. To choose a new password, open this link:',
    expiry:
      'The link expires in 1 hour and can be used once. If you did not ask for it, ignore this message: your password stays as it is.',
  },
  ar: {
    subject: 'إعادة تعيين كلمة المرور لحسابك على The Gate',
    asked: 'طلب أحدهم إعادة تعيين كلمة المرور لحسابك على The Gate. لاختيار كلمة مرور جديدة، افتح هذا الرابط:',
    expiry:
      'تنتهي صلاحية الرابط خلال ساعة واحدة، ويمكن استخدامه مرة واحدة فقط. إذا لم تطلبه، فتجاهل هذه الرسالة: ستبقى كلمة المرور كما هي.',
  },
} as const;

/** The welcome mail, in the language the account signed up in. */
export function welcomeEmail(user: Recipient & { username: string }, publicUrl: string): MailMessage {
  const locale = user.preferredLanguage ?? 'en';
  const words = WELCOME[locale];
  const loginUrl = `${publicUrl}${localisedPath('/login', locale)}`;
  return {
    to: user.email,
    subject: words.subject,
    text: [words.hello(user.firstName), words.created(user.username), words.signIn(loginUrl), words.signature].join(
      '\n\n',
    ),
    html: page(
      [
        words.hello(escapeHtml(user.firstName)),
        words.created(`<strong>${escapeHtml(user.username)}</strong>`),
        words.signInHtml(escapeHtml(loginUrl)),
        words.signature,
      ],
      locale,
    ),
  };
}

/** The reset link, to the reset page of the account's language. */
export function resetPasswordEmail(user: Recipient, publicUrl: string, token: string): MailMessage {
  const locale = user.preferredLanguage ?? 'en';
  const words = RESET[locale];
  const signature = WELCOME[locale].signature;
  const link = `${publicUrl}${localisedPath('/reset-password', locale)}?token=${encodeURIComponent(token)}`;
  return {
    to: user.email,
    subject: words.subject,
    text: [WELCOME[locale].hello(user.firstName), words.asked, link, words.expiry, signature].join('\n\n'),
    html: page(
      [
        WELCOME[locale].hello(escapeHtml(user.firstName)),
        words.asked,
        `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
        words.expiry,
        signature,
      ],
      locale,
    ),
  };
}

import type { Locale } from '@the-gate/contract/locales';
import { escapeHtml } from '../../lib/html';
import { mailPage } from '../../lib/mail/mail-html';
import type { MailMessage } from '../../lib/mail/mailer';

/** Where an invitee accepts (issue 27 §5): the invitation screen, in the mail's language. */
export const INVITATIONS_PATH = '/licence-invitations';

const WORDS = {
  en: {
    subject: (title: string) => `You have been given a seat: ${title}`,
    hello: 'Hello,',
    intro: (buyer: string, title: string) =>
      `${buyer || 'Someone'} has given you a seat of "${title}" on The Gate, paid for by their licence.`,
    how: 'Sign in or create an account with this e-mail address, then accept the invitation here:',
    after: 'Once you accept, you will find it in your library or your courses, and its downloads carry your name.',
    ignore: 'If you were not expecting this, you can ignore this e-mail.',
    signature: 'The Gate',
  },
  ar: {
    subject: (title: string) => `حصلت على مقعد: ${title}`,
    hello: 'مرحبًا،',
    intro: (buyer: string, title: string) =>
      `منحك ${buyer || 'أحد المستخدمين'} مقعدًا في «${title}» على The Gate، ضمن الترخيص الذي اشتراه.`,
    how: 'سجّل الدخول أو أنشئ حسابًا بعنوان البريد الإلكتروني هذا، ثم اقبل الدعوة من هنا:',
    after: 'بعد القبول ستجده في مكتبتك أو في دوراتك، وستحمل ملفاته اسمك.',
    ignore: 'إذا لم تكن تتوقع هذه الرسالة، يمكنك تجاهلها.',
    signature: 'فريق The Gate',
  },
} as const satisfies Record<Locale, unknown>;

/** The mail that offers a seat (issue 27 §3), in the invitee's account language, else the buyer's. */
export function invitationEmail(input: {
  to: string;
  buyerName: string;
  title: string;
  language: Locale;
  publicUrl: string;
}): MailMessage {
  const words = WORDS[input.language];
  const prefix = input.language === 'ar' ? '/ar' : '';
  const link = `${input.publicUrl.replace(/\/+$/, '')}${prefix}${INVITATIONS_PATH}`;
  const intro = words.intro(input.buyerName, input.title);
  return {
    to: input.to,
    subject: words.subject(input.title),
    text: [words.hello, intro, `${words.how}\n${link}`, words.after, words.ignore, words.signature].join('\n\n'),
    html: mailPage(
      [
        escapeHtml(words.hello),
        escapeHtml(intro),
        `${escapeHtml(words.how)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
        escapeHtml(words.after),
        escapeHtml(words.ignore),
        words.signature,
      ],
      input.language,
    ),
  };
}

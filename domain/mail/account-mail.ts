import type { MailKind, MailMessage } from './mailer.ts';

export type Locale = 'en' | 'ar';

interface Template {
  readonly subject: string;
  readonly lead: string;
  readonly action: string;
  readonly note: string;
}

const T: Readonly<Record<MailKind, Readonly<Record<Locale, Template>>>> = {
  verify_email: {
    en: {
      subject: 'Confirm your email address',
      lead: 'Welcome to Store Search. Confirm that this address is yours:',
      action: 'Confirm my email',
      note: 'The link works once. If you did not sign up, ignore this mail.',
    },
    ar: {
      subject: 'أكّد عنوان بريدك الإلكتروني',
      lead: 'مرحبًا بك في Store Search. أكّد أن هذا العنوان لك:',
      action: 'تأكيد بريدي',
      note: 'يعمل الرابط مرة واحدة. إن لم تسجّل، فتجاهل هذه الرسالة.',
    },
  },
  magic_link: {
    en: {
      subject: 'Your sign-in link',
      lead: 'Use this link to sign in to Store Search. It works once, within 15 minutes:',
      action: 'Sign in',
      note: 'If you did not ask for it, ignore this mail; nobody can sign in without the link.',
    },
    ar: {
      subject: 'رابط تسجيل الدخول',
      lead: 'استخدم هذا الرابط لتسجيل الدخول إلى Store Search. يعمل مرة واحدة خلال 15 دقيقة:',
      action: 'تسجيل الدخول',
      note: 'إن لم تطلبه فتجاهل هذه الرسالة؛ لا يمكن لأحد الدخول دون الرابط.',
    },
  },
  password_reset: {
    en: {
      subject: 'Reset your password',
      lead: 'Someone asked to reset the password of this account. The link works once, within an hour:',
      action: 'Choose a new password',
      note: 'If it was not you, ignore this mail; your password stays as it is.',
    },
    ar: {
      subject: 'إعادة تعيين كلمة المرور',
      lead: 'طلب أحدهم إعادة تعيين كلمة مرور هذا الحساب. يعمل الرابط مرة واحدة خلال ساعة:',
      action: 'اختيار كلمة مرور جديدة',
      note: 'إن لم تكن أنت، فتجاهل هذه الرسالة؛ تبقى كلمة مرورك كما هي.',
    },
  },
  invite: {
    en: {
      subject: 'You are invited to a store on Store Search',
      lead: 'You have been invited to join a store’s team on Store Search. The invite is valid for 7 days:',
      action: 'Join the team',
      note: 'If you do not know the store, ignore this mail.',
    },
    ar: {
      subject: 'دعوة للانضمام إلى متجر على Store Search',
      lead: 'دُعيت للانضمام إلى فريق متجر على Store Search. الدعوة صالحة 7 أيام:',
      action: 'الانضمام إلى الفريق',
      note: 'إن كنت لا تعرف المتجر، فتجاهل هذه الرسالة.',
    },
  },
  account_exists: {
    en: {
      subject: 'You already have an account',
      lead: 'Someone tried to sign up with this address, which already has a Store Search account. Sign in here:',
      action: 'Sign in',
      note: 'If it was not you, nothing has changed; you may ignore this mail.',
    },
    ar: {
      subject: 'لديك حساب بالفعل',
      lead: 'حاول أحدهم التسجيل بهذا العنوان، ولديه حساب في Store Search بالفعل. سجّل الدخول من هنا:',
      action: 'تسجيل الدخول',
      note: 'إن لم تكن أنت فلم يتغيّر شيء؛ يمكنك تجاهل هذه الرسالة.',
    },
  },
};

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One of the account mails, in the reader's language (Arabic right to left). */
export function accountMail(kind: MailKind, to: string, locale: Locale, link: string): MailMessage {
  const t = T[kind][locale];
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:sans-serif;direction:${dir};text-align:${locale === 'ar' ? 'right' : 'left'}">
<p>${escapeHtml(t.lead)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>
<p style="color:#666">${escapeHtml(t.note)}</p>
</body></html>`;
  const text = `${t.lead}\n\n${link}\n\n${t.note}\n`;
  return { kind, to, locale, subject: t.subject, text, html, link };
}

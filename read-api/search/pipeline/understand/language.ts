import { detectLanguage } from '../../../../domain/language/detect-language.ts';
import { DomainError } from '../../../../domain/shared/domain-error.ts';

export interface QueryLanguage {
  readonly lang: string;
  /** The text was read as Arabic written in Latin letters. */
  readonly arabizi: boolean;
  /** Why this language: `requested`, or the detector's reason. */
  readonly reason: string;
}

/** The language a request asks for, or the detected one for `auto`; a language the store does not have is refused. */
export function resolveLanguage(
  lang: string,
  text: string,
  store: { readonly locales: readonly string[]; readonly defaultLocale: string },
): QueryLanguage {
  if (lang === 'auto') return detectLanguage(text, store.locales, store.defaultLocale);
  if (!store.locales.includes(lang)) {
    throw new DomainError(
      'unsupported_locale',
      `${lang} is not one of the store languages (${store.locales.join(', ')})`,
      [
        {
          field: 'lang',
          code: 'unsupported_locale',
          message: `one of ${['auto', ...store.locales].join(', ')}`,
        },
      ],
    );
  }
  return { lang, arabizi: false, reason: 'requested' };
}

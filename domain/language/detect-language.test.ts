import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language.ts';

const AR_EN = ['ar', 'en'];

describe('detectLanguage', () => {
  it('reads Arabic script as Arabic', () => {
    expect(detectLanguage('جوال سامسونج', AR_EN)).toEqual({ lang: 'ar', arabizi: false, reason: 'script' });
    expect(detectLanguage('ايفون 15 pro', ['en', 'ar']).lang).toBe('ar');
  });

  it('reads Arabizi as Arabic with the arabizi flag', () => {
    expect(detectLanguage('shanta 7elwa', AR_EN)).toEqual({ lang: 'ar', arabizi: true, reason: 'arabizi' });
    expect(detectLanguage('abgha jawal', AR_EN).arabizi).toBe(true);
    // A request verb or "of" of any region is a cue, without digits.
    for (const q of ['areed sobya zeit', 'bghit chofaj dyal zit', 'aku timman basmati'])
      expect(detectLanguage(q, AR_EN).arabizi).toBe(true);
    expect(detectLanguage('3abaya sooda', AR_EN).lang).toBe('ar');
  });

  it('does not take model numbers for Arabizi', () => {
    expect(detectLanguage('galaxy s23 128gb', ['ar', 'en'])).toEqual({
      lang: 'en',
      arabizi: false,
      reason: 'script',
    });
    expect(detectLanguage('ps5', AR_EN).arabizi).toBe(false);
  });

  it('reads English and other store languages by cues', () => {
    expect(detectLanguage('black shoes for men', ['ar', 'en', 'fr']).lang).toBe('en');
    expect(detectLanguage('chaussures pour homme', ['ar', 'en', 'fr']).lang).toBe('fr');
    expect(detectLanguage('robe été', ['ar', 'en', 'fr']).lang).toBe('fr');
    expect(detectLanguage('schuhe für damen', ['ar', 'en', 'de']).lang).toBe('de');
    expect(detectLanguage('zapatos niño', ['en', 'es']).lang).toBe('es');
    expect(detectLanguage('kadın ayakkabı', ['ar', 'en', 'tr']).lang).toBe('tr');
  });

  it('reads French product words typed without accents as French when the store has it', () => {
    const store = ['ar', 'en', 'fr'];
    expect(detectLanguage('rallonge electrique 5m', store)).toEqual({
      lang: 'fr',
      arabizi: false,
      reason: 'cues',
    });
    expect(detectLanguage('tuyau arrosage', store).lang).toBe('fr');
    // English product words, or a store without French, keep English.
    expect(detectLanguage('running shoes', store).lang).toBe('en');
    expect(detectLanguage('tuyau arrosage', AR_EN).lang).toBe('en');
  });

  it('prefers Persian or Urdu when their letters appear and the store has them', () => {
    expect(detectLanguage('کفش زنانه', ['ar', 'fa']).lang).toBe('fa');
    expect(detectLanguage('کفش', ['ar', 'en']).lang).toBe('ar');
  });

  it('falls back to the store default', () => {
    expect(detectLanguage('12345', ['ar', 'en'])).toEqual({ lang: 'ar', arabizi: false, reason: 'default' });
    expect(detectLanguage('samsung', ['ar', 'en'], 'ar').lang).toBe('en');
    expect(detectLanguage('samsung', ['ar'], 'ar').lang).toBe('ar');
    expect(detectLanguage('телефон', ['ar', 'en'])).toEqual({
      lang: 'ar',
      arabizi: false,
      reason: 'default',
    });
    expect(detectLanguage('телефон', ['ar', 'ru']).lang).toBe('ru');
  });
});

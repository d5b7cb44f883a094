import { describe, expect, it } from 'vitest';
import { addCultureContent, createI18n, interpolate, translate } from '@/features/localization/i18n';

const maxLength = { key: 'Validation_MaxLength', defaultMessage: 'The maximum length allowed is {max}', params: { max: 40 } };

describe('localization', () => {
  it('falls back to the English default, filled in, before any copy is loaded', async () => {
    const i18n = await createI18n('en');
    expect(translate(i18n, maxLength)).toBe('The maximum length allowed is 40');
  });

  it('uses loaded copy with single-brace parameters, and re-translates after a language switch', async () => {
    const i18n = await createI18n('en');
    addCultureContent(i18n, 'en', [{ key: 'Validation_MaxLength', value: 'At most {max} characters' }]);
    addCultureContent(i18n, 'es', [{ key: 'Validation_MaxLength', value: 'La longitud máxima permitida es {max}' }]);
    expect(translate(i18n, maxLength)).toBe('At most 40 characters');
    await i18n.changeLanguage('es');
    expect(translate(i18n, maxLength)).toBe('La longitud máxima permitida es 40');
  });

  it('falls back to the key for a dynamic entry with no value', async () => {
    const i18n = await createI18n('en');
    addCultureContent(i18n, 'en', [{ key: 'Header_CaseName', value: null }]);
    expect(i18n.t('Header_CaseName')).toBe('Header_CaseName');
    expect(i18n.t('Some_Unknown_Key')).toBe('Some_Unknown_Key');
  });

  it('leaves unknown placeholders visible rather than blank', () => {
    expect(interpolate('Between {min} and {max}', { min: 1 })).toBe('Between 1 and {max}');
  });
});

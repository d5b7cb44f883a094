import { describe, expect, it } from 'vitest';
import { catalogue } from '@/contract/copy-catalogue';
import { dayParam } from '@/engine/dates';
import { messageOf } from '@/engine/message-descriptors';
import { createI18n, translate } from '@/features/localization/i18n';

// A range rule's message names its bounds as days (tests/form-engine/rules.test.ts). Answers
// keep the fixed M/d/yyyy format; the message a claimant reads writes the days as the claimant's
// culture does.

const between = () =>
  messageOf(catalogue.validation.dateBetween, {
    min: dayParam({ year: 2020, month: 1, day: 5 }),
    max: dayParam({ year: 2020, month: 12, day: 31 }),
  });

describe('dates in messages', () => {
  it('are written M/d/yyyy in English', async () => {
    const i18n = await createI18n('en');
    expect(translate(i18n, between())).toBe(
      catalogue.validation.dateBetween.defaultText!.replace('{min}', '1/5/2020').replace('{max}', '12/31/2020'),
    );
  });

  it.each([
    ['vi', '5/1/2020', '31/12/2020'],
    ['de', '5.1.2020', '31.12.2020'],
    ['ja', '2020/1/5', '2020/12/31'],
  ])('are written as %s writes them', async (culture, min, max) => {
    const i18n = await createI18n('en');
    await i18n.changeLanguage(culture);
    const text = translate(i18n, between());
    expect(text).toContain(min);
    expect(text).toContain(max);
    expect(text).not.toContain('1/5/2020');
  });
});

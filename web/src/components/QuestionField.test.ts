import { describe, expect, it } from 'vitest';
import { answerProblem, type FormQuestion, sentValue } from './QuestionField.tsx';

const label = { en: 'x', de: 'x' };
const opt = (value: string) => ({ value, label });

describe('answerProblem: the engine’s answer checks, made before sending', () => {
  it('applies a pattern as the engine does, with the pattern’s own anchors only', () => {
    // FIELDS.sellerPhone: the engine accepts "+49 30 1234567" (three digits somewhere).
    const phone: FormQuestion = { id: 'BT-42', label, pattern: '\\d.*\\d.*\\d' };
    expect(answerProblem(phone, { value: '+49 30 1234567', scheme: '' }, 'en')).toBeNull();
    expect(answerProblem(phone, { value: 'call us', scheme: '' }, 'en')).toBe('pattern');
    const date: FormQuestion = { id: 'BT-2', label, pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
    expect(answerProblem(date, { value: '2024-05-31x', scheme: '' }, 'en')).toBe('pattern');
    expect(answerProblem(date, { value: '  ', scheme: '' }, 'en')).toBe('missing');
  });

  it('takes a scheme or an option only from the list offered', () => {
    const endpoint: FormQuestion = {
      id: 'BT-34',
      label,
      scheme: { attr: 'schemeID', label, options: [opt('0088'), opt('9930')] },
    };
    expect(answerProblem(endpoint, { value: '4000001123452', scheme: '' }, 'en')).toBe('scheme');
    expect(answerProblem(endpoint, { value: 'a@b.de', scheme: 'EM' }, 'en')).toBe('scheme');
    expect(answerProblem(endpoint, { value: '4000001123452', scheme: '0088' }, 'en')).toBeNull();
    const choice: FormQuestion = { id: 'BT-49@schemeID', label, options: [opt('0088')] };
    expect(answerProblem(choice, { value: 'EM', scheme: '' }, 'en')).toBe('missing');
    expect(answerProblem(choice, { value: '0088', scheme: '' }, 'en')).toBeNull();
  });
});

describe('sentValue: a decimal typed in the page language’s form is sent in the engine’s', () => {
  // engine/src/fix/amountQuestion.ts
  const amount: FormQuestion = { id: 'BT-112', label, pattern: '^-?[0-9]+(\\.[0-9]{1,2})?$' };

  it('takes the decimal comma and thousands separators of German and French, and English grouping', () => {
    expect(sentValue(amount, '285,00', 'de')).toBe('285.00');
    expect(sentValue(amount, '1.234,5', 'de')).toBe('1234.5');
    expect(sentValue(amount, '-1 234,50', 'fr')).toBe('-1234.50');
    expect(sentValue(amount, '1\u202f234,50', 'fr')).toBe('1234.50');
    expect(sentValue(amount, '1,234.50', 'en')).toBe('1234.50');
    expect(answerProblem(amount, { value: '285,00', scheme: '' }, 'de')).toBeNull();
  });

  it('leaves what the pattern takes as typed, and what no form makes a number as refused', () => {
    expect(sentValue(amount, '285.00', 'de')).toBe('285.00');
    expect(sentValue(amount, '285,00', 'en')).toBe('285,00');
    expect(answerProblem(amount, { value: '285,00', scheme: '' }, 'en')).toBe('pattern');
    // Three decimals are not an amount in any form; a comma in German is not a thousands separator.
    expect(answerProblem(amount, { value: '285,001', scheme: '' }, 'de')).toBe('pattern');
    expect(answerProblem(amount, { value: '1,234.50', scheme: '' }, 'de')).toBe('pattern');
    // A field without a pattern is sent as typed.
    expect(sentValue({ id: 'BT-1', label }, '285,00', 'de')).toBe('285,00');
  });
});

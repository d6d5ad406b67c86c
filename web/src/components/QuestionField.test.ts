import { describe, expect, it } from 'vitest';
import { answerProblem, type FormQuestion } from './QuestionField.tsx';

const label = { en: 'x', de: 'x' };
const opt = (value: string) => ({ value, label });

describe('answerProblem: the engine’s answer checks, made before sending', () => {
  it('applies a pattern as the engine does, with the pattern’s own anchors only', () => {
    // FIELDS.sellerPhone: the engine accepts "+49 30 1234567" (three digits somewhere).
    const phone: FormQuestion = { id: 'BT-42', label, pattern: '\\d.*\\d.*\\d' };
    expect(answerProblem(phone, { value: '+49 30 1234567', scheme: '' })).toBeNull();
    expect(answerProblem(phone, { value: 'call us', scheme: '' })).toBe('pattern');
    const date: FormQuestion = { id: 'BT-2', label, pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
    expect(answerProblem(date, { value: '2024-05-31x', scheme: '' })).toBe('pattern');
    expect(answerProblem(date, { value: '  ', scheme: '' })).toBe('missing');
  });

  it('takes a scheme or an option only from the list offered', () => {
    const endpoint: FormQuestion = {
      id: 'BT-34',
      label,
      scheme: { attr: 'schemeID', label, options: [opt('0088'), opt('9930')] },
    };
    expect(answerProblem(endpoint, { value: '4000001123452', scheme: '' })).toBe('scheme');
    expect(answerProblem(endpoint, { value: 'a@b.de', scheme: 'EM' })).toBe('scheme');
    expect(answerProblem(endpoint, { value: '4000001123452', scheme: '0088' })).toBeNull();
    const choice: FormQuestion = { id: 'BT-49@schemeID', label, options: [opt('0088')] };
    expect(answerProblem(choice, { value: 'EM', scheme: '' })).toBe('missing');
    expect(answerProblem(choice, { value: '0088', scheme: '' })).toBeNull();
  });
});

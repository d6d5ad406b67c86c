// Validates the chosen file (XML or hybrid PDF) in the browser and lists its errors.
import { createValidator } from '@einvoice/validator-js';

const validator = createValidator();
const input = document.querySelector('#file');
const verdict = document.querySelector('#verdict');
const errors = document.querySelector('#errors');

input.addEventListener('change', async () => {
  const file = input.files?.[0];
  if (!file) return;
  verdict.textContent = `${file.name}: validating …`;
  verdict.removeAttribute('data-valid');
  errors.replaceChildren();
  try {
    const result = await (await validator).validate(new Uint8Array(await file.arrayBuffer()));
    verdict.textContent = `${file.name}: ${result.valid ? 'valid' : 'invalid'}`;
    verdict.dataset.valid = String(result.valid);
    for (const f of result.findings.filter((f) => f.severity === 'error')) {
      const item = document.createElement('li');
      item.dataset.rule = f.ruleId;
      item.textContent = `${f.ruleId}${f.line ? ` (line ${f.line})` : ''}: ${f.message.en}`;
      errors.append(item);
    }
  } catch (e) {
    verdict.textContent = `${file.name}: ${e.code ?? 'failed'}: ${e.message}`;
  }
});

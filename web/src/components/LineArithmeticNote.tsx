import type { LineArithmeticWarning } from '@einvoice/engine';
import { EngineText } from '../i18n/EngineText.tsx';
import { lineArithmeticText } from '../i18n/engineText.ts';
import { useT } from '../i18n/useT.ts';
import { useAppState } from '../state/StoreContext.ts';

/** The line-arithmetic notes folded into one summary line above the tabs, amounts in the UI's number form. */
export function LineArithmeticNote({ warnings }: { warnings: LineArithmeticWarning[] }) {
  const t = useT();
  const locale = useAppState((s) => s.locale);
  if (warnings.length === 0) return null;
  return (
    <details className="note warn line-arithmetic" data-testid="line-arithmetic">
      <summary>{t.lineArithmeticSummary(warnings.length)}</summary>
      <ul>
        {warnings.map((w, i) => (
          <li key={`${w.rule}-${i}`}>
            <EngineText shown={lineArithmeticText(w, locale)} />
          </li>
        ))}
      </ul>
    </details>
  );
}

import { lazy, Suspense } from 'react';
import { useRulesT } from './messages.ts';

// The view, its data and its search code load when it is first opened, not with the page.
const RulesView = lazy(() => import('./RulesView.tsx'));

/** The Rules view in place of the checker (its code fetched on first use). */
export function RulesPage() {
  const t = useRulesT();
  return (
    <main id="main" className="rules-page">
      <Suspense
        fallback={
          <p className="card" role="status">
            {t.loading}
          </p>
        }
      >
        <RulesView />
      </Suspense>
    </main>
  );
}

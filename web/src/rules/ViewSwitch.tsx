import './viewSwitch.css';
import { useAccountT } from '../account/messages.ts';
import { useRulesT } from './messages.ts';
import type { View } from './useHashView.ts';

/** The views of the page as links (the fragment holds the view). */
export function ViewSwitch({ view }: { view: View }) {
  const t = useRulesT();
  const account = useAccountT();
  const links: { id: View; label: string }[] = [
    { id: 'check', label: t.viewCheck },
    { id: 'rules', label: t.viewRules },
    { id: 'account', label: account.view },
  ];
  return (
    <nav className="segmented view-switch" aria-label={t.viewsLabel}>
      {links.map((l) => (
        <a
          key={l.id}
          href={`#${l.id}`}
          aria-current={view === l.id ? 'page' : undefined}
          data-testid={`view-${l.id}`}
        >
          {l.label}
        </a>
      ))}
    </nav>
  );
}

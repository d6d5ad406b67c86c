import { useEffect, useState } from 'react';

export type View = 'check' | 'rules' | 'account';

/** `#rules`, `#account` and `#check` switch the view; other fragments (the skip link's `#main`) leave it as it is. */
function viewOf(hash: string): View | null {
  if (hash === '#rules') return 'rules';
  if (hash === '#account') return 'account';
  return hash === '' || hash === '#check' ? 'check' : null;
}

/** The page's view from the URL fragment, so it is linkable and the back button returns. */
export function useHashView(): View {
  const [view, setView] = useState<View>(() => viewOf(window.location.hash) ?? 'check');
  useEffect(() => {
    const onChange = () => {
      const next = viewOf(window.location.hash);
      if (next) setView(next);
    };
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return view;
}

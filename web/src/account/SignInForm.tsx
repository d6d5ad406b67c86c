import { type FormEvent, useId, useState } from 'react';
import { AccountApiError, accountCall, type IssuedKeys } from './accountApi.ts';
import { useAccountT } from './messages.ts';
import { NewKeys } from './NewKeys.tsx';

/** Sign in, or create an account (whose keys are then shown once). */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useAccountT();
  const id = useId();
  const [mode, setMode] = useState<'signin' | 'signup'>('signin');
  const [problem, setProblem] = useState<string | null>(null);
  const [keys, setKeys] = useState<IssuedKeys | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body = { email: String(form.get('email')), password: String(form.get('password')) };
    setBusy(true);
    setProblem(null);
    try {
      const data = await accountCall<{ keys?: IssuedKeys | null }>(
        'POST',
        mode === 'signin' ? '/signin' : '/signup',
        body,
      );
      if (data.keys) setKeys(data.keys);
      else onSignedIn();
    } catch (err) {
      const status = err instanceof AccountApiError ? err.status : 0;
      setProblem(
        status === 0
          ? t.needsServer
          : status === 401
            ? t.badCredentials
            : status === 429
              ? t.rateLimited
              : status === 400
                ? mode === 'signup'
                  ? t.signUpRefused
                  : t.invalidInput
                : t.failed,
      );
    } finally {
      setBusy(false);
    }
  };
  if (keys) return <NewKeys keys={keys} onDone={onSignedIn} />;
  return (
    <form className="card account-form" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{mode === 'signin' ? t.signInTitle : t.signUpTitle}</h3>
      {mode === 'signup' && <p className="small">{t.signUpNote}</p>}
      <label htmlFor={`${id}-email`}>{t.email}</label>
      <input
        id={`${id}-email`}
        name="email"
        type="email"
        autoComplete="email"
        required
        data-testid="account-email"
      />
      <label htmlFor={`${id}-password`}>{t.password}</label>
      <input
        id={`${id}-password`}
        name="password"
        type="password"
        autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
        minLength={mode === 'signup' ? 10 : 1}
        required
        aria-describedby={`${id}-hint`}
        data-testid="account-password"
      />
      <p id={`${id}-hint`} className="small">
        {mode === 'signup' ? t.passwordHint : t.forgot}
      </p>
      {problem && (
        <p role="alert" className="account-problem" data-testid="account-problem">
          {problem}
        </p>
      )}
      <button type="submit" disabled={busy} data-testid="account-submit">
        {mode === 'signin' ? t.signIn : t.signUp}
      </button>
      <button
        type="button"
        className="link-button"
        onClick={() => setMode(mode === 'signin' ? 'signup' : 'signin')}
        data-testid="account-switch"
      >
        {mode === 'signin' ? t.switchToSignUp : t.switchToSignIn}
      </button>
    </form>
  );
}

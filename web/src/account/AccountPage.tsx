import './account.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AccountApiError, accountCall, forgetSession, type Session } from './accountApi.ts';
import { KeysSection } from './KeysSection.tsx';
import { useAccountT } from './messages.ts';
import { PackVerifySection } from './PackVerifySection.tsx';
import { RecordsSection } from './RecordsSection.tsx';
import { SignInForm } from './SignInForm.tsx';
import { UsageSection } from './UsageSection.tsx';
import { WebhooksSection } from './WebhooksSection.tsx';

export const SESSION_QUERY = ['account', 'session'] as const;

/** The account dashboard: sign-in or sign-up, then keys, usage, validation records, evidence packs and webhooks. */
export function AccountPage() {
  const t = useAccountT();
  const client = useQueryClient();
  const session = useQuery({
    queryKey: SESSION_QUERY,
    queryFn: () => accountCall<Session | null>('GET', '/session'),
    retry: false,
  });
  const error = session.error instanceof AccountApiError ? session.error : null;
  const signOut = async () => {
    await accountCall('POST', '/signout').catch(() => undefined);
    forgetSession();
    // What was shown of the account goes; the session is known to be none without asking the server.
    client.removeQueries({ queryKey: ['account'], predicate: (q) => q.queryKey[1] !== 'session' });
    client.setQueryData<Session | null>(SESSION_QUERY, null);
  };
  return (
    <main id="main" className="account-page" data-testid="account-page">
      <h2>{t.title}</h2>
      {session.isPending ? (
        <p>{t.loading}</p>
      ) : session.data ? (
        <>
          <div className="account-bar">
            <p data-testid="signed-in-as">{t.signedInAs(session.data.email, session.data.plan)}</p>
            <button type="button" onClick={() => void signOut()} data-testid="sign-out">
              {t.signOut}
            </button>
          </div>
          <KeysSection />
          <UsageSection />
          <RecordsSection />
          <PackVerifySection />
          <WebhooksSection />
        </>
      ) : error && error.status !== 401 ? (
        <p className="card account-note" role="status" data-testid="account-needs-server">
          {t.needsServer}
        </p>
      ) : (
        <SignInForm onSignedIn={() => client.invalidateQueries({ queryKey: ['account'] })} />
      )}
    </main>
  );
}

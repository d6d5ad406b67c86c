import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { AccountApiError, accountCall } from './accountApi.ts';
import { useAccountT, useFormatTime } from './messages.ts';

interface Webhook {
  id: string;
  url: string;
  mode: 'live' | 'test';
}
interface Delivery {
  id: string;
  status: 'pending' | 'delivered' | 'dead';
  attempts: { attempt: number; result: string; statusCode?: number }[];
  nextRetryAt: string | null;
  createdAt: string;
}

/** One webhook's delivery log with "send test event" and "redeliver". */
function DeliveryLog({ hook }: { hook: Webhook }) {
  const t = useAccountT();
  const time = useFormatTime();
  const client = useQueryClient();
  const key = ['account', 'deliveries', hook.id];
  const log = useQuery({
    queryKey: key,
    queryFn: () => accountCall<{ deliveries: Delivery[] }>('GET', `/webhooks/${hook.id}/deliveries`),
    // While something is on its way, the log follows it.
    refetchInterval: (q) => (q.state.data?.deliveries.some((d) => d.status === 'pending') ? 1_000 : false),
  });
  const act = async (path: string) => {
    await accountCall('POST', path);
    await client.invalidateQueries({ queryKey: key });
  };
  return (
    <>
      <button type="button" onClick={() => void act(`/webhooks/${hook.id}/test`)} data-testid="webhook-test">
        {t.sendTest}
      </button>
      {log.data && log.data.deliveries.length > 0 && (
        <table className="account-table" data-testid="deliveries">
          <caption>{t.deliveries}</caption>
          <thead>
            <tr>
              <th scope="col">{t.time}</th>
              <th scope="col">{t.deliveryStatus}</th>
              <th scope="col">{t.attempts}</th>
              <th scope="col">{t.responseCode}</th>
              <th scope="col">{t.nextRetry}</th>
              <th scope="col">
                <span className="visually-hidden">{t.redeliver}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {log.data.deliveries.map((d) => (
              <tr key={d.id}>
                <td>{time(d.createdAt)}</td>
                <td data-testid="delivery-status">{t.deliveryState[d.status]}</td>
                <td>{d.attempts.length}</td>
                <td>{d.attempts.at(-1)?.statusCode ?? '–'}</td>
                <td>{d.nextRetryAt ? time(d.nextRetryAt) : '–'}</td>
                <td>
                  <button type="button" onClick={() => void act(`/deliveries/${d.id}/redeliver`)}>
                    {t.redeliver}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/**
 * Deleting asks first, in place: the confirmation takes the focus (keyboard users land on it), Cancel gives
 * it back to the Delete button.
 */
function DeleteWebhook({ hook, onDeleted }: { hook: Webhook; onDeleted: () => Promise<void> }) {
  const t = useAccountT();
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (wasAsking.current) askRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  const remove = async () => {
    try {
      await accountCall('DELETE', `/webhooks/${hook.id}`);
      await onDeleted();
    } catch {
      setFailed(true);
    }
  };
  if (!asking)
    return (
      <button type="button" ref={askRef} onClick={() => setAsking(true)} data-testid="webhook-delete">
        {t.deleteWebhook}
      </button>
    );
  return (
    <span className="webhook-confirm" data-testid="webhook-delete-ask">
      <span>{t.deleteWebhookAsk}</span>
      <button
        type="button"
        ref={confirmRef}
        onClick={() => void remove()}
        data-testid="webhook-delete-confirm"
      >
        {t.deleteWebhookConfirm}
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        {t.cancel}
      </button>
      {failed && <span role="alert">{t.failed}</span>}
    </span>
  );
}

/** Webhooks: register (secret shown once), rotate the secret, delete, test events and the delivery log. */
export function WebhooksSection() {
  const t = useAccountT();
  const id = useId();
  const client = useQueryClient();
  const hooks = useQuery({
    queryKey: ['account', 'webhooks'],
    queryFn: () => accountCall<{ webhooks: Webhook[] }>('GET', '/webhooks'),
  });
  const [secret, setSecret] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const register = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setProblem(null);
    try {
      const created = await accountCall<{ secret: string }>('POST', '/webhooks', {
        url: String(form.get('url')),
        mode: String(form.get('mode')),
      });
      setSecret(created.secret);
      await client.invalidateQueries({ queryKey: ['account', 'webhooks'] });
    } catch (err) {
      setProblem(err instanceof AccountApiError && err.status === 400 ? t.webhookRefused : t.failed);
    }
  };
  const rotate = async (hookId: string) => {
    setSecret((await accountCall<{ secret: string }>('POST', `/webhooks/${hookId}/secret`)).secret);
  };
  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid="webhooks-section">
      <h3 id={`${id}-title`}>{t.webhooksTitle}</h3>
      {secret && (
        <p data-testid="webhook-secret">
          {t.secretOnce} <code>{secret}</code>
        </p>
      )}
      {hooks.data?.webhooks.map((h) => (
        <div key={h.id} className="webhook" data-testid="webhook">
          <p>
            <code>{h.url}</code> ({t.mode[h.mode]}){' '}
            <button type="button" onClick={() => void rotate(h.id)}>
              {t.rotateSecret}
            </button>{' '}
            <DeleteWebhook
              hook={h}
              onDeleted={() => client.invalidateQueries({ queryKey: ['account', 'webhooks'] })}
            />
          </p>
          <DeliveryLog hook={h} />
        </div>
      ))}
      <form className="account-actions" onSubmit={(e) => void register(e)}>
        <label htmlFor={`${id}-url`}>{t.webhookUrl}</label>
        <input id={`${id}-url`} name="url" type="url" required data-testid="webhook-url" />
        <label htmlFor={`${id}-mode`}>{t.webhookMode}</label>
        <select id={`${id}-mode`} name="mode" defaultValue="test">
          <option value="test">{t.mode.test}</option>
          <option value="live">{t.mode.live}</option>
        </select>
        <button type="submit" data-testid="webhook-register">
          {t.registerWebhook}
        </button>
      </form>
      {problem && <p role="alert">{problem}</p>}
    </section>
  );
}

import net from 'node:net';

/** What a chunked upload met: the answer, and how much of the body had been handed to the socket when. */
export interface UploadOutcome {
  /** Status of the answer; undefined when the connection ended without one. */
  status: number | undefined;
  /** The answer's body parsed as JSON (null when it was not JSON). */
  body: unknown;
  /** Body bytes written when the complete answer had arrived. */
  sentAtAnswer: number;
  /** Body bytes written in all. */
  sent: number;
  /** The server ended the connection before the whole body was sent. */
  cut: boolean;
}

const CHUNK = Buffer.alloc(64 * 1024, 0x20);
const FRAME = Buffer.concat([Buffer.from(`${CHUNK.length.toString(16)}\r\n`), CHUNK, Buffer.from('\r\n')]);

/**
 * Sends `total` bytes of spaces to `path` on the loopback server at `base` in chunked transfer encoding
 * (no Content-Length), as fast as the socket takes them. A polite client (`keepSending` false) stops at
 * the answer; an impolite one keeps sending until the server cuts the connection or the body is sent.
 */
export function chunkedUpload(
  base: string,
  path: string,
  total: number,
  {
    method = 'POST',
    headers = {},
    keepSending = false,
  }: { method?: string; headers?: Record<string, string>; keepSending?: boolean } = {},
): Promise<UploadOutcome> {
  const url = new URL(base);
  const head = [
    `${method} ${path} HTTP/1.1`,
    `Host: ${url.host}`,
    'Transfer-Encoding: chunked',
    'Content-Type: application/json',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname);
    let sent = 0;
    let sentAtAnswer = -1;
    let received = Buffer.alloc(0);
    let answer: { status: number; body: unknown } | undefined;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      socket.destroy();
      resolve({
        status: answer?.status,
        body: answer?.body ?? null,
        sentAtAnswer: sentAtAnswer < 0 ? sent : sentAtAnswer,
        sent,
        cut: sent < total,
      });
    };
    const pump = () => {
      while (!finished && sent < total && (keepSending || !answer)) {
        sent += CHUNK.length;
        if (!socket.write(FRAME)) return void socket.once('drain', pump);
      }
      if (finished || sent < total) return;
      socket.write('0\r\n\r\n');
      if (answer) finish();
    };
    socket.on('connect', () => {
      socket.write(head);
      pump();
    });
    socket.on('data', (data: Buffer) => {
      if (answer) return;
      received = Buffer.concat([received, data]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const lines = received.subarray(0, end).toString('latin1').split('\r\n');
      const length = Number(/^content-length:\s*(\d+)$/im.exec(lines.join('\n'))?.[1] ?? Number.NaN);
      const body = received.subarray(end + 4);
      if (!(body.length >= length)) return;
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(body.subarray(0, length).toString('utf8'));
      } catch {}
      answer = { status: Number(lines[0]?.split(' ')[1]), body: parsed };
      sentAtAnswer = sent;
      if (!keepSending || sent >= total) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
  });
}

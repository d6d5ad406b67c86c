import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

const baseUrl = (env: Record<string, string>) => readConfig(env).evidence.publicBaseUrl;

describe('PUBLIC_BASE_URL', () => {
  it('is required when NODE_ENV=production, and optional otherwise (unset is development, as npm start runs)', () => {
    expect(() => baseUrl({ NODE_ENV: 'production' })).toThrow(/PUBLIC_BASE_URL is required/);
    for (const NODE_ENV of ['development', 'test', 'staging', ''])
      expect(baseUrl({ NODE_ENV }), NODE_ENV).toBeUndefined();
    expect(baseUrl({})).toBeUndefined();
  });

  it('is an http(s) origin with an optional path, kept without its trailing slashes', () => {
    const cases: [string, string | RegExp][] = [
      ['https://einvoice.example.com', 'https://einvoice.example.com'],
      ['https://einvoice.example.com/', 'https://einvoice.example.com'],
      ['https://example.com/einvoice//', 'https://example.com/einvoice'],
      ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
      ['einvoice.example.com', /absolute http\(s\) URL/],
      ['ftp://example.com', /http\(s\) origin/],
      ['https://user:secret@example.com', /http\(s\) origin/],
      ['https://example.com/?next=evil', /http\(s\) origin/],
      ['https://example.com/#x', /http\(s\) origin/],
    ];
    for (const [raw, want] of cases) {
      const env = { NODE_ENV: 'production', PUBLIC_BASE_URL: raw };
      if (typeof want === 'string') expect(baseUrl(env), raw).toBe(want);
      else expect(() => baseUrl(env), raw).toThrow(want);
    }
  });
});

describe('HOST and SIGNUP', () => {
  const production = { NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://einvoice.example.com' };

  it('binds loopback in development, every interface in production, HOST when set', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(readConfig(production).host).toBe('0.0.0.0');
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(readConfig({ ...production, HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });

  it('SIGNUP is open unless set to invite-only or closed; anything else stops start-up', () => {
    expect(readConfig({}).signup).toBe('open');
    expect(readConfig({ SIGNUP: 'invite-only' }).signup).toBe('invite-only');
    expect(readConfig({ SIGNUP: 'closed' }).signup).toBe('closed');
    expect(() => readConfig({ SIGNUP: 'invite' })).toThrow(/SIGNUP must be one of open, invite-only, closed/);
  });
});

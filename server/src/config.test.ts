import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('defaults to port 3000, embedded PGlite and data/ at the repository root', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'data'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.seedDemoData).toBe(true);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('The Gate <no-reply@thegate.example>');
    expect(config.contactTo).toBe('hello@thegate.example');
  });

  it('reads every setting and trims a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://gate:secret@db:5432/gate',
      DATA_DIR: '/var/lib/gate',
      PUBLIC_URL: 'https://thegate.example/',
      PAYMOB_SANDBOX: 'true',
      SEED_DEMO_DATA: 'false',
      TRUST_PROXY: 'true',
      SMTP_URL: 'smtps://gate:secret@smtp.example.com:465',
      MAIL_FROM: 'support@thegate.example',
      CONTACT_TO: 'owner@school.example',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://gate:secret@db:5432/gate',
      dataDir: '/var/lib/gate',
      publicUrl: 'https://thegate.example',
      seedDemoData: false,
      trustProxy: 1,
      smtpUrl: 'smtps://gate:secret@smtp.example.com:465',
      mailFrom: 'support@thegate.example',
      contactTo: 'owner@school.example',
    });
  });

  it('lists every bad setting at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'not a url', FILE_URL_SECRET: 'short' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/PORT/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL must be a postgres/);
    expect(problems.join('\n')).toMatch(/PUBLIC_URL/);
    expect(problems.join('\n')).toMatch(/FILE_URL_SECRET must be at least 32 characters long/);
  });

  it('accepts only an smtp:// or smtps:// SMTP_URL and a MAIL_FROM with an address, without echoing them', () => {
    let error: unknown;
    try {
      loadConfig({ SMTP_URL: 'https://user:hunter2@mail.example', MAIL_FROM: 'The Gate' });
    } catch (caught) {
      error = caught;
    }
    expect((error as ConfigError).problems).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL',
      'MAIL_FROM must be an e-mail address, optionally with a name: The Gate <no-reply@thegate.example>',
    ]);
    expect((error as ConfigError).message).not.toContain('hunter2');
    expect(loadConfig({ SMTP_URL: 'smtp://localhost:1025' }).smtpUrl).toBe('smtp://localhost:1025');
  });

  it('lists a CONTACT_TO that is not an e-mail address (issue 11 §3)', () => {
    for (const bad of ['The Gate', 'owner@', 'The Gate <owner@school.example>']) {
      let error: unknown;
      try {
        loadConfig({ CONTACT_TO: bad });
      } catch (caught) {
        error = caught;
      }
      expect((error as ConfigError).problems, bad).toEqual([
        'CONTACT_TO must be an e-mail address, e.g. hello@thegate.example',
      ]);
    }
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('defaults READER_URL to /reader/{id} and accepts a path or an http(s) URL with {id} (issue 9 §5)', () => {
    expect(loadConfig({}).readerUrl).toBe('/reader/{id}');
    expect(loadConfig({ READER_URL: '/app/read/{id}' }).readerUrl).toBe('/app/read/{id}');
    expect(loadConfig({ READER_URL: 'https://reader.example/books/{id}' }).readerUrl).toBe(
      'https://reader.example/books/{id}',
    );
  });

  it('lists a READER_URL without {id}, off-site through //, or of another scheme with the other bad settings', () => {
    for (const bad of [
      '/reader',
      'https://reader.example/books',
      '//evil.example/{id}',
      'javascript:alert({id})',
      'reader/{id}',
      '/read er/{id}',
    ]) {
      let error: unknown;
      try {
        loadConfig({ READER_URL: bad, PORT: 'eighty' });
      } catch (caught) {
        error = caught;
      }
      expect((error as ConfigError).problems, bad).toEqual([
        'PORT must be a port number',
        'READER_URL must be an http(s) URL or a path starting with /, with {id} where the material id goes',
      ]);
    }
  });

  it('reads TRUST_PROXY as no proxy, a number of proxies or their addresses, and true as one (issue 22 §2)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const none of ['false', '0']) expect(loadConfig({ TRUST_PROXY: none }).trustProxy, none).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1' }).trustProxy).toEqual(['10.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1, 192.168.0.0/16,fd00::/8 ,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'fd00::/8',
      '::1',
    ]);
  });

  it('lists a TRUST_PROXY that is neither a number of proxies nor addresses/CIDRs (issue 22 §2)', () => {
    for (const bad of [
      'yes',
      '-1',
      '1.5',
      '11',
      'proxy.internal',
      '10.0.0.1,',
      '10.0.0.0/33',
      'fd00::/129',
      '10.0.0.1/8/8',
      '10.0.0.256',
    ]) {
      let error: unknown;
      try {
        loadConfig({ TRUST_PROXY: bad });
      } catch (caught) {
        error = caught;
      }
      expect((error as ConfigError).problems, bad).toEqual([
        'TRUST_PROXY must be false, true (one proxy), the number of proxies in front of the app (1 to 10) or their addresses/CIDRs separated by commas, e.g. 10.0.0.1,192.168.0.0/16',
      ]);
    }
  });
});

import { createServer, type Server, type Socket } from 'node:net';
import { Retcode } from '@switchboard/protocol';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer, smtpTransportUrl } from '../src/adapters/mail/smtp.ts';
import { CodeStore } from '../src/modules/contact-verification/code-store.ts';
import { registerAccount, uniqueEmail, uniqueIp } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';
import { captchaPass, NEXT_API, readOutbox, requestEmailCode, validate } from './helpers/verify.ts';

/** How the fake server treats the next connections. */
type Mode = 'accept' | 'reject' | 'hangup' | 'silent';

/** One message the fake server received (also when it refused it after DATA). */
interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
  refused: boolean;
}

interface FakeSmtp {
  url: string;
  mode: Mode;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

/** A minimal SMTP server on a free loopback port: no STARTTLS, no AUTH, one message per DATA. */
async function startFakeSmtp(): Promise<FakeSmtp> {
  const sockets = new Set<Socket>();
  const fake = { mode: 'accept' as Mode, messages: [] as ReceivedMail[] };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (fake.mode === 'hangup') {
      socket.destroy();
      return;
    }
    if (fake.mode === 'silent') return;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '', refused: false };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line !== '.') {
            mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
            continue;
          }
          inData = false;
          mail.refused = fake.mode === 'reject';
          fake.messages.push(mail);
          reply(mail.refused ? '554 5.7.1 message refused' : '250 2.0.0 queued');
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake.test');
        else if (verb === 'MAIL') {
          mail = { from: line, to: [], data: '', refused: false };
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          mail.to.push(line);
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
        else reply('502 5.5.2 not implemented');
      }
    });
    reply('220 fake.test ESMTP');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake SMTP server is not on TCP');
  return Object.assign(fake, {
    url: `smtp://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}

let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await smtp.close();
});
afterEach(() => {
  smtp.mode = 'accept';
});

describe('smtpTransportUrl', () => {
  it('adds the timeouts unless the URL sets them, and refuses other schemes', () => {
    const url = new URL(smtpTransportUrl('smtps://user:p%40ss@mail.example.test:465?greetingTimeout=500'));
    expect(url.protocol).toBe('smtps:');
    expect(url.password).toBe('p%40ss');
    expect(url.searchParams.get('connectionTimeout')).toBe('10000');
    expect(url.searchParams.get('socketTimeout')).toBe('10000');
    expect(url.searchParams.get('greetingTimeout')).toBe('500');
    expect(() => smtpTransportUrl('http://mail.example.test')).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => smtpTransportUrl('not a url')).toThrow(/not a URL/);
  });
});

describe('SmtpMailer', () => {
  it('hands a plain-text mail to the SMTP server', async () => {
    const mailer = new SmtpMailer({ smtpUrl: smtp.url, from: 'Switchboard <no-reply@switchboard.test>' });
    expect(mailer.name).toBe('smtp');
    const to = uniqueEmail('smtp');
    await mailer.send({ to, subject: 'Hello there', text: 'Your code is 123456.' });
    const mail = smtp.messages.find((entry) => entry.to.some((rcpt) => rcpt.includes(to)));
    expect(mail).toBeDefined();
    expect(mail!.refused).toBe(false);
    expect(mail!.from).toContain('no-reply@switchboard.test');
    expect(mail!.data).toContain(`To: ${to}`);
    expect(mail!.data).toContain('From: Switchboard <no-reply@switchboard.test>');
    expect(mail!.data).toContain('Subject: Hello there');
    expect(mail!.data).toMatch(/Content-Type: text\/plain/);
    expect(mail!.data).toContain('Your code is 123456.');
  });

  it('rejects when the server refuses the message', async () => {
    smtp.mode = 'reject';
    const mailer = new SmtpMailer({ smtpUrl: smtp.url, from: 'no-reply@switchboard.test' });
    await expect(mailer.send({ to: uniqueEmail('no'), subject: 'x', text: 'y' })).rejects.toThrow(/554/);
  });

  it('rejects when the server closes the connection', async () => {
    smtp.mode = 'hangup';
    const mailer = new SmtpMailer({ smtpUrl: smtp.url, from: 'no-reply@switchboard.test' });
    await expect(mailer.send({ to: uniqueEmail('no'), subject: 'x', text: 'y' })).rejects.toThrow(/close/i);
  });

  it('gives up on a server that never greets once the greeting timeout passes', async () => {
    smtp.mode = 'silent';
    const mailer = new SmtpMailer({
      smtpUrl: `${smtp.url}?greetingTimeout=200`,
      from: 'no-reply@switchboard.test',
    });
    const started = Date.now();
    await expect(mailer.send({ to: uniqueEmail('no'), subject: 'x', text: 'y' })).rejects.toThrow(
      /greeting/i,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('email codes over SMTP', () => {
  const t = useTestApp({
    overrides: () => ({ mail: { smtpUrl: smtp.url, from: 'PingMe <codes@switchboard.test>' } }),
  });

  it('mails the code through the SMTP server, and the code validates', async () => {
    expect(t.app.services.verification.mailer.name).toBe('smtp');
    const account = await registerAccount(t.app);
    const email = uniqueEmail('verify');
    const captchaId = await captchaPass(t.app, NEXT_API.email);
    const sent = await requestEmailCode(t.app, account, { email, captchaId }, uniqueIp());
    expect(sent.status).toBe(200);

    const mail = smtp.messages.find((entry) => entry.to.some((rcpt) => rcpt.includes(email)));
    expect(mail?.data).toContain('Subject: Your PingMe verification code');
    expect(mail?.data).toContain('From: PingMe <codes@switchboard.test>');
    const code = mail?.data.match(/verification code is (\d+)\./)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // The mail went out over SMTP, not into the simulator outbox.
    expect((await readOutbox(t.app)).some((entry) => entry.to === email)).toBe(false);

    const checked = await validate(t.app, account, 'email', sent.body.data.verifyid, code!);
    expect(checked.status).toBe(200);
    expect(checked.body.data.verified).toBe(true);
  });

  it('answers SERVICE_UNAVAILABLE when the server refuses, and the code is burnt', async () => {
    smtp.mode = 'reject';
    const account = await registerAccount(t.app);
    const email = uniqueEmail('refused');
    const captchaId = await captchaPass(t.app, NEXT_API.email);
    const sent = await requestEmailCode(t.app, account, { email, captchaId }, uniqueIp());
    expect(sent.status).toBe(503);
    expect(sent.body.retcode).toBe(Retcode.SERVICE_UNAVAILABLE);
    expect(sent.body.retcode).toBe(300002);
    expect(sent.body.detail).toContain('email: the mail server did not accept the message');

    const mail = smtp.messages.find((entry) => entry.to.some((rcpt) => rcpt.includes(email)));
    expect(mail?.refused).toBe(true);
    // The send still counts: one code to this address, and asking again at once is refused.
    const codes = new CodeStore(t.app.services.shortLived);
    expect((await codes.sendsSince({ channel: 'email', target: email }, 0)).count).toBe(1);
    const again = await requestEmailCode(
      t.app,
      account,
      { email, captchaId: await captchaPass(t.app, NEXT_API.email) },
      uniqueIp(),
    );
    expect(again.body.retcode).toBe(Retcode.TOO_MANY_REQUESTS);
  });
});

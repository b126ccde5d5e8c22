import { CONSOLE_PATH, type ConsoleOperationsData, consoleUrl, Retcode } from '@switchboard/protocol';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App.tsx';
import { envelope, operatorOf, renderConsole, stubFetch } from '../../test/helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

const checkedAt = Date.UTC(2025, 5, 1, 9, 30);

/** One node whose database is down, Redis slow, a failed job and messages waiting. */
const troubled: ConsoleOperationsData = {
  checkedAt,
  nodes: {
    clustered: true,
    state: 'down',
    list: [
      {
        id: 'node-1',
        self: true,
        hostname: 'app-1',
        version: '0.1.0',
        startedAt: checkedAt - 3 * 3_600_000,
        uptimeMs: 3 * 3_600_000 + 5 * 60_000,
        eventLoopDelayP99Ms: 12.4,
        state: 'ok',
        memory: { rssBytes: 150e6, heapUsedBytes: 60e6, heapTotalBytes: 90e6 },
        sockets: 7,
        jobs: [
          {
            name: 'messageDispatch',
            state: 'down',
            runs: 12,
            failures: 3,
            lastStartedAt: checkedAt - 20_000,
            lastEndedAt: checkedAt - 19_000,
            lastOutcome: 'failed',
            lastFailedAt: checkedAt - 19_000,
            lastError: 'connect ECONNREFUSED 10.0.0.5:5432',
          },
        ],
      },
    ],
  },
  database: { dialect: 'postgres', state: 'down', roundTripMs: null },
  redis: { state: 'slow', roundTripMs: 450 },
  dispatch: { state: 'slow', pending: 4, oldestAt: checkedAt - 600_000 },
  outbox: null,
  connections: [
    { kind: 'carrier', adapter: 'twilio', target: 'https://api.twilio.com' },
    { kind: 'payments', adapter: 'stripe', target: null },
    { kind: 'payments', adapter: 'btcpay', target: 'https://btcpay.example' },
    { kind: 'speech', adapter: 'whisperApi', target: 'http://10.0.0.9:8080/v1' },
    { kind: 'mail', adapter: 'smtp', target: 'smtps://smtp.example:465' },
    { kind: 'media', adapter: 'a store of a newer version', target: null },
  ],
  // As the server orders them: the failure first, then the newest.
  jobRuns: [
    {
      id: 'run-2',
      job: 'pruneSessions',
      node: 'app-2 #1a2b3c4d',
      startedAt: checkedAt - 7_200_000,
      endedAt: checkedAt - 7_199_000,
      outcome: 'failed',
      handled: null,
      error: 'deadlock detected',
    },
    {
      id: 'run-1',
      job: 'a job of a newer version',
      node: 'app-1 #9f8e7d6c',
      startedAt: checkedAt - 60_000,
      endedAt: checkedAt - 59_750,
      outcome: 'ok',
      handled: 5,
      error: null,
    },
  ],
};

function serve(data: ConsoleOperationsData) {
  return stubFetch((path) =>
    path === consoleUrl('consoleOperations')
      ? envelope(0, data)
      : envelope(Retcode.NOT_FOUND, null, 'no such route', 404),
  );
}

describe('operations page', () => {
  it('says in words which parts are down or slow, with the failed job’s error', async () => {
    serve(troubled);
    renderConsole(<App />, { path: `${CONSOLE_PATH}/operations`, operator: operatorOf('support') });

    const database = await screen.findByRole('region', { name: 'Database: PostgreSQL' });
    expect(within(database).getByText('Down')).toBeTruthy();
    expect(within(database).getByText('No answer')).toBeTruthy();
    const redis = screen.getByRole('region', { name: 'Redis' });
    expect(within(redis).getByText('Slow')).toBeTruthy();
    expect(within(redis).getByText('450 ms')).toBeTruthy();
    const dispatch = screen.getByRole('region', { name: 'Messages waiting for the carrier' });
    expect(within(dispatch).getByText('4')).toBeTruthy();
    expect(screen.getByText('Some nodes did not answer in time; the list may be incomplete.')).toBeTruthy();

    const jobs = screen.getByRole('table', { name: 'Background jobs of each node' });
    const row = within(jobs).getByRole('row', { name: /Hand messages to the carrier/ });
    expect(within(row).getByText('Down')).toBeTruthy();
    expect(within(row).getByText(/connect ECONNREFUSED 10\.0\.0\.5:5432/)).toBeTruthy();
    const nodes = screen.getByRole('table', { name: 'Nodes of the service' });
    expect(within(nodes).getByText('app-1 (this node)')).toBeTruthy();
    expect(within(nodes).getByText('0 d 3 h 5 min')).toBeTruthy();
    // Production: no outbox section at all.
    expect(screen.queryByRole('region', { name: 'Mail outbox' })).toBeNull();
  });

  it('lists the latest runs across nodes, the failure first, with its node and error', async () => {
    serve(troubled);
    renderConsole(<App />, { path: `${CONSOLE_PATH}/operations`, operator: operatorOf('admin') });
    const runs = await screen.findByRole('table', {
      name: 'Latest runs of each job on every node, failures first',
    });
    const [, failed, done] = within(runs).getAllByRole('row');
    expect(within(failed!).getByText('Clear ended sessions')).toBeTruthy();
    expect(within(failed!).getByText('app-2 #1a2b3c4d')).toBeTruthy();
    expect(within(failed!).getByText('Failed')).toBeTruthy();
    expect(within(failed!).getByText('deadlock detected')).toBeTruthy();
    // A job this console does not know (a node of another version) shows as the server spells it.
    expect(within(done!).getByText('a job of a newer version')).toBeTruthy();
    expect(within(done!).getByText('Done')).toBeTruthy();
    expect(within(done!).getByText('250 ms')).toBeTruthy();
    expect(within(done!).getByText('5')).toBeTruthy();
  });

  it('names each outside service the node is connected to, and where it points', async () => {
    serve(troubled);
    renderConsole(<App />, { path: `${CONSOLE_PATH}/operations`, operator: operatorOf('admin') });
    const section = await screen.findByRole('region', { name: 'Connections' });
    const row = (service: string) => within(section).getByText(service).closest('tr') as HTMLElement;
    expect(within(row('Speech to text')).getByText('Whisper-compatible transcription service')).toBeTruthy();
    expect(within(row('Speech to text')).getByText('http://10.0.0.9:8080/v1')).toBeTruthy();
    expect(within(row('Mail')).getByText('SMTP server')).toBeTruthy();
    expect(within(row('Carrier (SMS, MMS, voicemail)')).getByText('Twilio')).toBeTruthy();
    expect(within(row('Carrier (SMS, MMS, voicemail)')).getByText('https://api.twilio.com')).toBeTruthy();
    // Every payment provider has its row.
    const payments = within(section)
      .getAllByText('Payments')
      .map((cell) => cell.closest('tr') as HTMLElement);
    expect(payments.map((payment) => payment.textContent)).toEqual([
      expect.stringContaining('Stripe (cards, Alipay, WeChat Pay)'),
      expect.stringContaining('BTCPay Server (crypto)https://btcpay.example'),
    ]);
    // An adapter this console does not know is shown as the server spelled it.
    expect(within(row('Pictures and recordings')).getByText('a store of a newer version')).toBeTruthy();
  });

  it('says so when no run is recorded yet', async () => {
    serve({ ...troubled, jobRuns: [] });
    renderConsole(<App />, { path: `${CONSOLE_PATH}/operations`, operator: operatorOf('admin') });
    const section = await screen.findByRole('region', { name: 'Latest runs' });
    expect(within(section).getByText('No run has been recorded yet.')).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    serve(troubled);
    renderConsole(<App />, {
      path: `${CONSOLE_PATH}/operations`,
      operator: operatorOf('admin'),
      language: 'zh-CN',
    });
    const database = await screen.findByRole('region', { name: '数据库：PostgreSQL' });
    expect(within(database).getByText('不可用')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Redis' })).getByText('缓慢')).toBeTruthy();
    const runs = screen.getByRole('region', { name: '最近运行记录' });
    expect(within(runs).getByText('失败')).toBeTruthy();
    expect(within(runs).getByText('清理已结束的会话')).toBeTruthy();
    expect(screen.getAllByText('把消息交给运营商').length).toBeGreaterThan(0);
    const connections = screen.getByRole('region', { name: '外部连接' });
    expect(within(connections).getByText('兼容 Whisper 的转写服务')).toBeTruthy();
  });

  it('refuses the page to a role without operations.read', async () => {
    serve(troubled);
    renderConsole(<App />, { path: `${CONSOLE_PATH}/operations`, operator: operatorOf('reviewer') });
    expect(await screen.findByRole('navigation', { name: 'Console sections' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Operations' })).toBeNull();
    expect(screen.queryByRole('region', { name: /Database/ })).toBeNull();
  });
});

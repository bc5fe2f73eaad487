import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trackHandlersInFlight } from '../../src/lib/handlers-in-flight';

/** A GET whose client hangs up as soon as the server has the request. */
function requestThenHangUp(port: number, path: string, started: Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path });
    req.on('error', () => resolve());
    void started.then(() => {
      req.destroy();
      resolve();
    });
  });
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('stopping a server while handlers run', () => {
  it('waits for a handler whose client went away before the close hooks run (which close the database)', async () => {
    const app = Fastify();
    trackHandlersInFlight(app);
    const started = deferred();
    const release = deferred();
    const events: string[] = [];
    app.get('/slow', async () => {
      started.resolve();
      await release.promise;
      events.push('handler finished');
      return { ok: true };
    });
    app.addHook('onClose', async () => {
      events.push('database closed');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    await requestThenHangUp(port, '/slow', started.promise);
    const closing = app.close().then(() => events.push('closed'));
    await new Promise((r) => setTimeout(r, 100));
    expect(events).toEqual([]);

    release.resolve();
    await closing;
    expect(events).toEqual(['handler finished', 'database closed', 'closed']);
  });

  it('answers new requests 503 while it drains, and closes at once when nothing runs', async () => {
    const app = Fastify();
    trackHandlersInFlight(app);
    const started = deferred();
    const release = deferred();
    app.get('/slow', async () => {
      started.resolve();
      await release.promise;
      return { ok: true };
    });
    app.get('/quick', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const slow = fetch(`${base}/slow`);
    await started.promise;
    const closing = app.close();
    await new Promise((r) => setTimeout(r, 50));
    const meanwhile = await fetch(`${base}/quick`);
    expect(meanwhile.status).toBe(503);
    release.resolve();
    expect((await slow).status).toBe(200);
    await closing;

    const idle = Fastify();
    trackHandlersInFlight(idle);
    idle.get('/quick', async () => ({ ok: true }));
    await idle.ready();
    const before = Date.now();
    await idle.close();
    expect(Date.now() - before).toBeLessThan(1_000);
  });

  it('closes anyway after its limit, saying how many handlers still ran', async () => {
    const warnings: unknown[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => warnings.push(JSON.parse(line)) } } });
    trackHandlersInFlight(app, 200);
    const started = deferred();
    app.get('/stuck', async () => {
      started.resolve();
      await new Promise(() => {});
    });
    await app.ready();
    void app.inject({ method: 'GET', url: '/stuck' });
    await started.promise;
    await app.close();
    expect(warnings).toEqual([expect.objectContaining({ handlers: 1, msg: expect.stringContaining('closing anyway') })]);
  });
});

import type { FastifyInstance, FastifyReply } from 'fastify';
import { busy } from '../lib/problem';

export interface AdmissionLimits {
  /** Requests served at once; the rest wait in line. */
  maxInFlight: number;
  /** How long a request may wait in line before it is answered 503. */
  maxWaitMs: number;
  /** How many may wait; more are answered 503 at once. */
  maxWaiting: number;
}

/**
 * Fair admission for the embedded database, which answers one query at a time. Without it, every
 * request's every query joins one line, so a request of several queries goes to the back of that
 * line again and again, and under 200 users some waited 30 s. Here whole requests wait their turn,
 * first come first served, a few at a time inside; a request that cannot start within `maxWaitMs`
 * is answered 503 with Retry-After, so no request hangs.
 */
export function admissionControl(app: FastifyInstance, limits: AdmissionLimits) {
  let inFlight = 0;
  const waiting: { admit: () => void; timer: NodeJS.Timeout }[] = [];

  const release = () => {
    const next = waiting.shift();
    if (!next) {
      inFlight--;
      return;
    }
    clearTimeout(next.timer);
    next.admit();
  };

  // The response's 'close' comes once, whether it was sent in full or the client went away.
  const admit = (reply: FastifyReply) => {
    let released = false;
    reply.raw.once('close', () => {
      if (released) return;
      released = true;
      release();
    });
  };

  app.addHook('onRequest', async (_request, reply) => {
    if (inFlight < limits.maxInFlight) {
      inFlight++;
      admit(reply);
      return;
    }
    if (waiting.length >= limits.maxWaiting) throw busy();
    await new Promise<void>((resolve, reject) => {
      const entry = {
        admit: () => {
          admit(reply);
          resolve();
        },
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(busy());
        }, limits.maxWaitMs),
      };
      waiting.push(entry);
    });
  });
}

import { demoEmailSchema, type DemoEmailWire } from '@publi/contract';
import { expect } from 'vitest';
import { z } from 'zod';
import { EmailOutboxRepository } from '../email/email-outbox.repository.js';
import { dataOf } from './account-bodies.builder.js';
import type { TestApp, TestIdentity } from './test-app.js';

/** Waits until the app's workers sent (or refused, or gave up) every e-mail of the outbox. */
export async function untilEmailsSent(testApp: TestApp, timeout = 15_000): Promise<void> {
  const outbox = new EmailOutboxRepository(testApp.db);
  await expect.poll(() => outbox.pendingCount(), { timeout, interval: 100 }).toBe(0);
}

/** The e-mails `identity` got, newest first, as `/demo/emails` shows them, once the outbox is empty. */
export async function emailsSentTo(testApp: TestApp, identity: TestIdentity): Promise<DemoEmailWire[]> {
  await untilEmailsSent(testApp);
  return dataOf(await testApp.call({ method: 'GET', path: '/demo/emails', as: identity }), z.array(demoEmailSchema));
}

import { Counter, Gauge, type Registry } from 'prom-client';
import type { EmailSendCounts } from '../email/email-sending.service.js';
import type { OpenStreamTally } from '../http/register-event-stream.js';

/** The event streams open on this replica (live chat), up when one opens and down when it ends, and how many opened. */
export function openStreamsSeries(registry: Registry): OpenStreamTally {
  const open = new Gauge({ name: 'publi_event_streams_open', help: 'Event streams (live chat) open on this replica.', registers: [registry] });
  const opened = new Counter({ name: 'publi_event_streams_opened_total', help: 'Event streams (live chat) opened on this replica.', registers: [registry] });
  return {
    opened: () => {
      open.inc();
      opened.inc();
    },
    closed: () => {
      open.dec();
    },
  };
}

/** What this replica's e-mail workers did: e-mails the mail server accepted, tries that failed, e-mails given up. */
export function emailSeries(registry: Registry): EmailSendCounts {
  const sent = new Counter({ name: 'publi_emails_sent_total', help: 'E-mails the mail server accepted.', registers: [registry] });
  const triesFailed = new Counter({ name: 'publi_email_tries_failed_total', help: 'Tries to send an e-mail that failed (not for its address) and are retried, or given up after the last.', registers: [registry] });
  const failed = new Counter({ name: 'publi_emails_failed_total', help: 'E-mails that ended unsent: address_refused (the server refused the address) or retries_exhausted.', labelNames: ['reason'] as const, registers: [registry] });
  // Both reasons start at 0, so a rate over them exists before the first failure.
  failed.inc({ reason: 'address_refused' }, 0);
  failed.inc({ reason: 'retries_exhausted' }, 0);
  return {
    sent: () => {
      sent.inc();
    },
    tryFailed: () => {
      triesFailed.inc();
    },
    failed: (reason) => {
      failed.inc({ reason });
    },
  };
}

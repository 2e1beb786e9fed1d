import type { ApiPixProvider } from './api-pix-provider.js';

const RETRY_MS = 60_000;

/** Where the registration reports: the server's logger. */
interface RegistrationLog {
  info(message: string): void;
  error(details: { reason: string }, message: string): void;
}

/**
 * Registers `url` as the PSP's webhook for Publi's Pix key, and, while the PSP refuses or cannot be
 * reached, tries again every minute (`retryMs`): until it is registered the PSP has nowhere to say a Pix
 * arrived. Registering at every start keeps the webhook pointing at this deployment. Answers a
 * function that stops the retries (the server's shutdown).
 */
export function keepWebhookRegistered(apiPix: ApiPixProvider, url: string, log: RegistrationLog, retryMs = RETRY_MS): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const attempt = (): void => {
    apiPix.registerWebhook(url).then(
      () => {
        log.info('registered the API Pix webhook at the PSP');
      },
      (error: unknown) => {
        log.error({ reason: error instanceof Error ? error.message : 'unknown' }, 'could not register the API Pix webhook at the PSP; trying again in a minute');
        if (!stopped) timer = setTimeout(attempt, retryMs).unref();
      },
    );
  };
  attempt();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

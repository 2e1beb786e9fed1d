import { LocalPagarme } from './local-pagarme.js';

// The local Pagar.me for the e2e stack and `demo` (README.md beside this file):
//   LOCAL_PAGARME_PORT=4311 LOCAL_PAGARME_WEBHOOK_URL=http://127.0.0.1:4310/api/payment/pagarme/webhook \
//   PAGARME_SECRET_KEY=sk_… PAGARME_PUBLIC_KEY=pk_… pnpm exec tsx --conditions=source src/test-support/local-pagarme/cli.ts
// PAGARME_RECIPIENT_ID, when set, is Publi's own recipient (the server's same variable); else rp_publi0000000000000.
const env = process.env;
const required = (name: string): string => {
  const value = env[name];
  if (value === undefined || value === '') {
    process.stderr.write(`local-pagarme needs ${name}\n`);
    process.exit(2);
  }
  return value;
};

const fake = await LocalPagarme.start({
  port: Number(required('LOCAL_PAGARME_PORT')),
  webhookUrl: required('LOCAL_PAGARME_WEBHOOK_URL'),
  secretKey: required('PAGARME_SECRET_KEY'),
  publicKey: required('PAGARME_PUBLIC_KEY'),
  recipientId: env['PAGARME_RECIPIENT_ID'] || 'rp_publi0000000000000',
});
process.stdout.write(`local-pagarme listening on ${fake.address}\n`);

const stop = () => {
  void fake.goDown().finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

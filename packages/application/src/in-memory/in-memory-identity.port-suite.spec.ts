import { identityPortSuite } from '../testing/port-suites/identity.port-suite.js';
import { InMemoryClock } from './in-memory-clock.adapter.js';
import { InMemoryIdentityAdapter } from './in-memory-identity.adapter.js';

identityPortSuite(() => {
  const clock = new InMemoryClock();
  const identity = new InMemoryIdentityAdapter(clock);
  const googleEmail = 'ana.google@gmail.com';
  identity.googleAccount = { uid: 'google-uid-1', email: googleEmail };
  let made = 0;
  return {
    identity,
    googleEmail,
    newEmail: (label) => `${label}-${String((made += 1))}@example.com`,
    openEmailChangeLink: (newEmail) => {
      identity.openEmailChangeLink(newEmail);
      return Promise.resolve();
    },
    openConfirmationLink: (email) => {
      identity.openConfirmationLink(email);
      return Promise.resolve();
    },
    nowSeconds: () => clock.nowSeconds(),
    aSecondLater: () => {
      clock.advance(1);
      return Promise.resolve();
    },
  };
});

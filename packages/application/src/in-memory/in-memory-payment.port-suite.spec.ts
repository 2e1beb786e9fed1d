import { checkoutPortSuite } from '../testing/port-suites/checkout.port-suite.js';
import { anInMemoryMarketplace } from '../testing/port-suites/in-memory-marketplace.js';
import { paymentPortSuite } from '../testing/port-suites/payment.port-suite.js';

// The in-memory adapter is both the payment port and the provider's checkout, like the sandbox.
paymentPortSuite(() => anInMemoryMarketplace().paymentWorld);
checkoutPortSuite(() => anInMemoryMarketplace().paymentWorld);

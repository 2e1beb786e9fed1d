import { CEP_SERVICE_PLACES, postalCodePortSuite } from '../testing/port-suites/postal-code.port-suite.js';
import { InMemoryPostalCodeAdapter } from './in-memory-postal-code.adapter.js';

postalCodePortSuite(() => {
  const postalCodes = new InMemoryPostalCodeAdapter(CEP_SERVICE_PLACES);
  const unreachable = new InMemoryPostalCodeAdapter(CEP_SERVICE_PLACES);
  unreachable.reachable = false;
  return { postalCodes, unreachable, asked: () => postalCodes.lookups };
});

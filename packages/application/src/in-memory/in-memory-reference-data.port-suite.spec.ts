import { referenceDataPortSuite } from '../testing/port-suites/reference-data.port-suite.js';
import { InMemoryReferenceDataAdapter } from './in-memory-reference-data.adapter.js';

referenceDataPortSuite(() => ({ reference: new InMemoryReferenceDataAdapter() }));

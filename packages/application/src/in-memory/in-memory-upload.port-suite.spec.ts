import { anInMemorySuiteWorld } from '../testing/port-suites/in-memory-suite-world.js';
import { aSampleFile } from '../testing/port-suites/in-memory-samples.js';
import { uploadPortSuite } from '../testing/port-suites/upload.port-suite.js';
import { InMemoryUploadAdapter } from './in-memory-upload.adapter.js';

uploadPortSuite(() => {
  const world = anInMemorySuiteWorld();
  return { ...world.people, uploads: new InMemoryUploadAdapter(world.session), sample: aSampleFile };
});

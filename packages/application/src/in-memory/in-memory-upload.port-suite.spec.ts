import { uploadPortSuite } from '../testing/port-suites/upload.port-suite.js';
import { anInMemorySuiteWorld } from '../testing/port-suites/in-memory-suite-world.js';
import { InMemoryUploadAdapter } from './in-memory-upload.adapter.js';

// The in-memory adapter judges a file by its signature, as the server does first.
const SIGNATURES = { 'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34] };

uploadPortSuite(() => {
  const world = anInMemorySuiteWorld();
  return {
    ...world.people,
    uploads: new InMemoryUploadAdapter(world.session),
    sample: (type, size = 64) => {
      const bytes = new Uint8Array(Math.max(size, 8));
      bytes.set(SIGNATURES[type]);
      return bytes;
    },
  };
});

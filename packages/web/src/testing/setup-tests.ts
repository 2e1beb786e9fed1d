// Inversify's decorators read metadata through the Reflect API, as in main.tsx.
import 'reflect-metadata';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

import { beforeEach, describe, expect, it } from 'vitest';
import { SessionStorageActingAsAdapter } from './session-storage-acting-as.adapter.js';

describe('SessionStorageActingAsAdapter', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });

  it('reads back the creator it saved, and nothing once cleared', () => {
    const adapter = new SessionStorageActingAsAdapter(window.sessionStorage);
    adapter.save({ id: 7, name: 'Ana Silva' });
    expect(new SessionStorageActingAsAdapter(window.sessionStorage).read()).toEqual({ id: 7, name: 'Ana Silva' });
    adapter.clear();
    expect(adapter.read()).toBeNull();
  });

  it.each(['not json', '{"id":"7","name":"Ana"}', '{"id":0,"name":"Ana"}', '[]'])('treats %s as not acting', (stored) => {
    window.sessionStorage.setItem('acting-as-creator', stored);
    expect(new SessionStorageActingAsAdapter(window.sessionStorage).read()).toBeNull();
  });
});

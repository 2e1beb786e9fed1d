import { describe, expect, it } from 'vitest';
import { sharedInFlight } from './shared-look-up.js';

describe('sharedInFlight', () => {
  it('asks once for callers at the same moment, and again once the answer is in', async () => {
    const asked: string[] = [];
    const lookUp = sharedInFlight((uid: string) => {
      asked.push(uid);
      return Promise.resolve(`conta ${uid}`);
    });
    expect(await Promise.all([lookUp('ana'), lookUp('ana'), lookUp('bia')])).toEqual(['conta ana', 'conta ana', 'conta bia']);
    expect(asked).toEqual(['ana', 'bia']);
    expect(await lookUp('ana')).toBe('conta ana');
    expect(asked).toEqual(['ana', 'bia', 'ana']);
  });

  it('shares a failure with the callers of that moment only', async () => {
    let calls = 0;
    const lookUp = sharedInFlight(() => (++calls === 1 ? Promise.reject(new Error('fora do ar')) : Promise.resolve('ok')));
    const [first, second] = await Promise.allSettled([lookUp('ana'), lookUp('ana')]);
    expect([first.status, second.status]).toEqual(['rejected', 'rejected']);
    expect(await lookUp('ana')).toBe('ok');
  });
});

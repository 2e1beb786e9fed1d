import type { ClockPort } from '../ports/clock.port.js';

/** A clock that only moves when told to. */
export class InMemoryClock implements ClockPort {
  /** @param seconds - the starting time, seconds since the epoch. */
  constructor(private seconds = 1_767_225_600) {}

  /** The current time in seconds. */
  nowSeconds(): number {
    return this.seconds;
  }

  /** Moves the time forward by `seconds`. */
  advance(seconds: number): void {
    this.seconds += seconds;
  }
}

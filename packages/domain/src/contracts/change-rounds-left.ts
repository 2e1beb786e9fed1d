import { MAX_CHANGE_ROUNDS } from './contract-life.js';

/**
 * How many more rounds of changes the brand may ask for, after `changeRounds` of them (never
 * below zero).
 *
 * @example changeRoundsLeft(1) // 1
 */
export function changeRoundsLeft(changeRounds: number): number {
  return Math.max(0, MAX_CHANGE_ROUNDS - changeRounds);
}

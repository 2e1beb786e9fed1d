/** The time, passed in so use cases never read the machine's clock themselves. */
export interface ClockPort {
  nowSeconds(): number;
}

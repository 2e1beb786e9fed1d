/** Where use cases report failures they swallow (SPEC section 8: "log and return nothing"). */
export interface LoggerPort {
  error(message: string, cause: unknown): void;
}

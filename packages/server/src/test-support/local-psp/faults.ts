import { problem, type ApiAnswer } from './problems.js';

/** The faults a test asks of the local PSP, each taken once by the request it falls on. */
export class Faults {
  private failures: { count: number; status: 500 | 503 } = { count: 0, status: 503 };
  private hangs = 0;
  private payingBeforeAnswer = false;
  /** Refunds asked from now on end `NAO_REALIZADO`. */
  refusesRefunds = false;

  failNext(count: number, status: 500 | 503): void {
    this.failures = { count, status };
  }

  hangNext(count: number): void {
    this.hangs = count;
  }

  payBeforeAnswering(): void {
    this.payingBeforeAnswer = true;
  }

  /** The failure this API request answers instead of doing anything, if one is due. */
  takeFailure(): ApiAnswer | undefined {
    if (this.failures.count <= 0) return undefined;
    this.failures.count--;
    return this.failures.status === 503
      ? problem(503, 'ServicoIndisponivel', 'Serviço indisponível (falha simulada).')
      : problem(500, 'ErroInternoDoServidor', 'Erro interno (falha simulada).');
  }

  /** Whether this API request is to be held unanswered. */
  takeHang(): boolean {
    if (this.hangs <= 0) return false;
    this.hangs--;
    return true;
  }

  /** Whether the charge just created is to be paid before its PUT answers. */
  takePayBeforeAnswer(): boolean {
    const due = this.payingBeforeAnswer;
    this.payingBeforeAnswer = false;
    return due;
  }
}

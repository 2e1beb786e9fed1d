/**
 * A calendar day (`YYYY-MM-DD`, no time zone): a contract's deadline, a project's start. Kept
 * apart from text so the CSV writes it `dd/mm/yyyy` and the JSON as it is stored.
 */
export class CalendarDay {
  constructor(readonly iso: string) {}

  toJSON(): string {
    return this.iso;
  }
}

/**
 * One value of the download. Instants are `Date` (ISO 8601 in the JSON, São Paulo's wall clock in
 * the CSV); money is integer centavos in a field whose name ends in `_centavos`.
 */
export type ExportValue = string | number | boolean | null | Date | CalendarDay | readonly string[];

/** One record of a section: field names in pt-BR, as the person reads them. */
export type ExportRecord = Readonly<Record<string, ExportValue>>;

/** One section of the download (`conta`, `pagamentos`...), possibly empty. */
export interface ExportSection {
  readonly name: string;
  readonly records: readonly ExportRecord[];
}

/** Everything the account owns, as the download holds it. */
export interface PrivacyExport {
  readonly generatedAt: Date;
  /** The privacy policy in force when the file was made (`PRIVACY_POLICY_VERSION`). */
  readonly policyVersion: string;
  readonly sections: readonly ExportSection[];
}

/** A day column as a {@link CalendarDay}, or null. */
export function dayOrNull(iso: string | null): CalendarDay | null {
  return iso === null ? null : new CalendarDay(iso);
}

/** A creator the brand ticked in the results, kept in local storage (`selected-creators`). */
export interface SelectedCreator {
  /** Creator id: the list never holds one twice. */
  readonly id: number;
  /** Name, to show the selection without a request. */
  readonly name: string;
  /** Picture URL, or `null`. */
  readonly image: string | null;
}

/** A creator the typeahead suggests: what the overlay shows, ready to display. */
export interface CreatorSuggestion {
  readonly id: number;
  readonly coverImage: string | null;
  readonly name: string;
  /** '@usuario · Recife/PE', or whichever of the two parts the creator has. */
  readonly secondaryValue: string;
}

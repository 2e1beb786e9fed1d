/** Placeholder until the overlay lands. */
export function SearchOverlay() {
  return null;
}

/**
 * Test helper: the messages tied to a control (Chakra's field points at its error text with
 * `aria-errormessage` and at its helper text with `aria-describedby`), as a screen reader reads
 * them with the control.
 */
export function fieldMessageOf(element: HTMLElement): string {
  const ids = ['aria-errormessage', 'aria-describedby'].flatMap((name) => element.getAttribute(name)?.split(' ') ?? []);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

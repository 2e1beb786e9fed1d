/**
 * Style props for an `<Input type="date">`: Chromium never matches `:focus-visible` on a date
 * box (the focus sits on its day, month or year part), so the input recipe's focus ring never
 * shows to keyboard users. This rings it on `:focus`, as the recipe's ring looks.
 */
export const DATE_INPUT_FOCUS = {
  _focus: { outlineWidth: '1px', outlineStyle: 'solid', outlineColor: 'var(--focus-color)', borderColor: 'var(--focus-color)' },
} as const;

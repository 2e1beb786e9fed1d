import { chakra, Input, Stack, Text } from '@chakra-ui/react';
import { formatDate, isCalendarDay } from '@publi/domain';
import { useEffect, useId, useState } from 'react';
import type * as CalendarDayPickerModule from './calendar-day-picker.js';
import type { CalendarDayFieldProps } from './calendar-day-picker.js';

export type { CalendarDayFieldProps } from './calendar-day-picker.js';

type PickerModule = typeof CalendarDayPickerModule;

let loaded: PickerModule | null = null;
let loading: Promise<PickerModule> | null = null;

/**
 * Loads the date picker (Ark's date machine, the calendar arithmetic and the popover: about
 * 27 KiB), once. A page with a date field shows it at once with the rest of the page and
 * brings the calendar after it, rather than carrying it in its own code.
 */
export function loadCalendarDayPicker(): Promise<PickerModule> {
  loading ??= import('./calendar-day-picker.js').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * A calendar day typed as dd/mm/aaaa or picked from a pt-BR calendar (`calendar-day-picker.tsx`
 * says how). Until the picker's code is there, the same field stands in its place, showing the
 * day but not yet taking one; if the code cannot arrive, the field says so.
 */
export function CalendarDayField(props: CalendarDayFieldProps) {
  const [picker, setPicker] = useState(loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (picker !== null) return;
    let current = true;
    loadCalendarDayPicker().then(
      (module) => { if (current) setPicker(module); },
      () => { if (current) setFailed(true); },
    );
    return () => { current = false; };
  }, [picker]);
  if (picker !== null) return <picker.CalendarDayPicker {...props} />;
  return <WaitingDayField label={props.label} value={props.value} error={failed ? 'Não foi possível carregar o calendário. Recarregue a página.' : props.error} />;
}

/** The field as the picker draws it, not yet taking input. */
function WaitingDayField({ label, value, error }: Pick<CalendarDayFieldProps, 'label' | 'value' | 'error'>) {
  const id = useId();
  const errorId = useId();
  return (
    <Stack gap="1.5" flex="1">
      <chakra.label htmlFor={id} fontWeight="medium" textStyle="sm">{label}</chakra.label>
      <Input id={id} disabled placeholder="dd/mm/aaaa" value={value !== null && isCalendarDay(value) ? formatDate(value) : ''} readOnly aria-describedby={error === undefined ? undefined : errorId} />
      {error !== undefined && <Text id={errorId} fontSize="sm" color="fg.error">{error}</Text>}
    </Stack>
  );
}

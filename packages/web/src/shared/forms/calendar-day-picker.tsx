import { DatePicker, parseDate, Portal, Stack, Text } from '@chakra-ui/react';
import { isCalendarDay } from '@publi/domain';
import { useId } from 'react';
import { DATE_PICKER_ROLES, DATE_PICKER_TRANSLATIONS } from '../date-picker-pt-br.js';
import { LineIcon } from '../line-icon.js';

/** Props of {@link CalendarDayPicker} (and of `CalendarDayField`, which loads it). */
export interface CalendarDayFieldProps {
  readonly label: string;
  /** The chosen day, `YYYY-MM-DD`, or `null` (an empty string counts as none). */
  readonly value: string | null;
  readonly error: string | undefined;
  readonly onChange: (day: string | null) => void;
  /**
   * Whether the calendar opens in a layer of its own over the page (the default). Inside a
   * dialog it must open within the dialog instead: the dialog keeps the focus inside itself, and
   * a calendar outside it could not be reached with the keyboard.
   */
  readonly portalled?: boolean;
  /** The first and last days that may be chosen (`YYYY-MM-DD`): the calendar offers no other, and a day typed outside is brought to the nearest. */
  readonly min?: string;
  readonly max?: string;
}

/**
 * A calendar day with Chakra's date picker in pt-BR: typed as dd/mm/aaaa or picked from the
 * calendar (keyboard included), kept as `YYYY-MM-DD`. Every date a person types in Publi goes
 * through it, so each reads dd/mm/aaaa whatever the browser's own language (a native date box
 * orders its parts by that language: month first in an English browser). The rules (not before
 * today, the end not before the start) are the caller's, shown under the field, so a typed day
 * gets the same message as a picked one.
 */
export function CalendarDayPicker({ label, value, error, onChange, portalled = true, min, max }: CalendarDayFieldProps) {
  const errorId = useId();
  const selected = value !== null && isCalendarDay(value) ? [parseDate(value)] : [];
  const range = { ...(min === undefined ? {} : { min: parseDate(min) }), ...(max === undefined ? {} : { max: parseDate(max) }) };
  return (
    <Stack gap="1.5" flex="1">
      <DatePicker.Root
        locale="pt-BR"
        translations={DATE_PICKER_TRANSLATIONS}
        value={selected}
        invalid={error !== undefined}
        placeholder="dd/mm/aaaa"
        {...range}
        onValueChange={(details) => { onChange(details.value[0]?.toString() ?? null); }}
      >
        <DatePicker.Label>{label}</DatePicker.Label>
        <DatePicker.Control>
          <DatePicker.Input aria-describedby={error === undefined ? undefined : errorId} aria-invalid={error !== undefined} />
          <DatePicker.IndicatorGroup>
            <DatePicker.Trigger aria-label={`Abrir o calendário: ${label}`}>
              <LineIcon>
                <rect x="3" y="5" width="18" height="16" rx="2" />
                <path d="M3 10h18M8 3v4M16 3v4" />
              </LineIcon>
            </DatePicker.Trigger>
          </DatePicker.IndicatorGroup>
        </DatePicker.Control>
        <Portal disabled={!portalled}>
          <DatePicker.Positioner>
            <DatePicker.Content aria-roledescription={DATE_PICKER_ROLES.content}>
              <DatePicker.View view="day">
                <DatePicker.Header />
                <DatePicker.DayTable aria-roledescription={DATE_PICKER_ROLES.day} />
              </DatePicker.View>
              <DatePicker.View view="month">
                <DatePicker.Header />
                <DatePicker.MonthTable aria-roledescription={DATE_PICKER_ROLES.month} />
              </DatePicker.View>
              <DatePicker.View view="year">
                <DatePicker.Header />
                <DatePicker.YearTable aria-roledescription={DATE_PICKER_ROLES.year} />
              </DatePicker.View>
            </DatePicker.Content>
          </DatePicker.Positioner>
        </Portal>
      </DatePicker.Root>
      {error !== undefined && <Text id={errorId} fontSize="sm" color="fg.error">{error}</Text>}
    </Stack>
  );
}

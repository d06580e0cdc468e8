// A single-date calendar (a grid of day buttons): days that cannot be booked are disabled; arrow
// keys move between days (roving tab stop), Enter/Space picks one. It tells the page which month it
// shows, so the page can read that month's taken slots.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useI18n } from '../../../lib/i18n/react.ts';
import { LANG_TAGS } from '../../../lib/i18n/index.ts';

interface Props {
  value: string;
  onChange: (date: string) => void;
  isSelectable: (date: string) => boolean;
  /** 'YYYY-MM-DD' of today (KST), for the first month shown and the today marker */
  today: string;
  labelId: string;
  /** the month shown (0-based month), on mount and on every change */
  onMonthChange?: (year: number, month0: number) => void;
}

const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);

export function Calendar({ value, onChange, isSelectable, today, labelId, onMonthChange }: Props) {
  const { t, lang } = useI18n();
  const start = value || today;
  const [month, setMonth] = useState(() => ({ y: Number(start.slice(0, 4)), m: Number(start.slice(5, 7)) - 1 }));
  const [focusDate, setFocusDate] = useState(start);
  const gridRef = useRef<HTMLTableElement>(null);
  const locale = LANG_TAGS[lang];

  // a date set from outside (a link, restored after mount) brings its month into view
  useEffect(() => {
    if (value && /^\d{4}-\d{2}-\d{2}$/.test(value)) setMonth((cur) => {
      const y = Number(value.slice(0, 4));
      const m = Number(value.slice(5, 7)) - 1;
      return cur.y === y && cur.m === m ? cur : { y, m };
    });
  }, [value]);
  useEffect(() => onMonthChange?.(month.y, month.m), [month]); // eslint-disable-line react-hooks/exhaustive-deps

  const weeks = useMemo(() => {
    const first = new Date(Date.UTC(month.y, month.m, 1));
    const offset = first.getUTCDay();
    const days = new Date(Date.UTC(month.y, month.m + 1, 0)).getUTCDate();
    const cells: (string | null)[] = Array.from({ length: offset }, () => null);
    for (let d = 1; d <= days; d++) cells.push(iso(month.y, month.m, d));
    while (cells.length % 7) cells.push(null);
    const rows: (string | null)[][] = [];
    for (let i = 0; i < cells.length; i += 7) rows.push(cells.slice(i, i + 7));
    return rows;
  }, [month]);

  const title = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: 'long' }).format(new Date(Date.UTC(month.y, month.m, 1)));
  const weekdays = Array.from({ length: 7 }, (_, i) => {
    const d = new Date(Date.UTC(2023, 0, 1 + i)); // a Sunday
    return {
      short: new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short' }).format(d),
      long: new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long' }).format(d),
    };
  });
  const dayLabel = (date: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(`${date}T00:00:00Z`));

  const inMonth = (date: string) => Number(date.slice(0, 4)) === month.y && Number(date.slice(5, 7)) - 1 === month.m;
  const monthDates = weeks.flat().filter((d): d is string => Boolean(d));
  const tabStop = inMonth(focusDate) ? focusDate : (monthDates.find((d) => d === value) ?? monthDates.find(isSelectable) ?? monthDates[0]);

  const moveTo = (date: string) => {
    const y = Number(date.slice(0, 4));
    const m = Number(date.slice(5, 7)) - 1;
    setFocusDate(date);
    if (y !== month.y || m !== month.m) setMonth({ y, m });
    requestAnimationFrame(() => gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)?.focus());
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[e.key];
    if (step === undefined) return;
    e.preventDefault();
    const d = new Date(`${date}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + step);
    moveTo(d.toISOString().slice(0, 10));
  };

  const shift = (delta: number) => {
    const d = new Date(Date.UTC(month.y, month.m + delta, 1));
    setMonth({ y: d.getUTCFullYear(), m: d.getUTCMonth() });
  };
  const canGoBack = month.y * 12 + month.m > Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1;

  return (
    <div className="calendar">
      <div className="cal-head">
        <button type="button" className="btn btn-ghost btn-icon" onClick={() => shift(-1)} disabled={!canGoBack} aria-label={t('booking.prevMonth')}>
          <span aria-hidden="true">‹</span>
        </button>
        <h3 aria-live="polite" id={`${labelId}-month`}>{title}</h3>
        <button type="button" className="btn btn-ghost btn-icon" onClick={() => shift(1)} aria-label={t('booking.nextMonth')}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table className="cal-grid" ref={gridRef} aria-labelledby={`${labelId} ${labelId}-month`}>
        <thead>
          <tr>
            {weekdays.map((w) => (
              <th key={w.long} scope="col" abbr={w.long}>{w.short}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, i) => (
            <tr key={i}>
              {week.map((date, j) => (
                <td key={date ?? `e${j}`}>
                  {date && (
                    <button
                      type="button"
                      className={`cal-day${date === today ? ' today' : ''}`}
                      data-date={date}
                      aria-disabled={!isSelectable(date) || undefined}
                      aria-pressed={date === value}
                      // starts with the visible number (WCAG 2.5.3 label in name: in Korean the
                      // full date reads "…10일…", which does not contain the word "10")
                      aria-label={`${Number(date.slice(8))}, ${dayLabel(date)}`}
                      tabIndex={date === tabStop ? 0 : -1}
                      onClick={() => {
                        setFocusDate(date);
                        if (isSelectable(date)) onChange(date);
                      }}
                      onKeyDown={(e) => onKeyDown(e, date)}
                    >
                      {Number(date.slice(8))}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

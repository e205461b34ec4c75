import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { inQuietHours, PROMPT_QUIET_HOURS, promptTexts, weekdays, type PromptSchedule, type Weekday } from '@kinstory/contract';
import { Button, ComboBox, Label, Select, Switch, TextField } from '@kinstory/ui';
import { parseTime, weekdayLabel } from './texts.ts';
import * as css from './WeeklyQuestion.css.ts';

export const scheduleFormTexts = {
  time: 'Type the time as hours and minutes, for example 10:00',
  timeZone: 'Choose a time zone from the list, for example Europe/London',
  email: 'Type an e-mail address, for example name@example.com',
} as const;

/** Every IANA zone this browser knows, plus `extra` (a saved zone the browser calls by another name). */
function timeZoneOptions(extra: string) {
  const names = Intl.supportedValuesOf('timeZone');
  return (names.includes(extra) ? names : [extra, ...names]).map((name) => ({ id: name, label: name }));
}

export interface ScheduleFormProps {
  /** What the fields start with. */
  initial: PromptSchedule;
  /** 'Set up the weekly question', or 'Change the weekly question' */
  title: string;
  storyteller: string | null;
  /** Saves; throws when the server refused (the form stays as it was typed). */
  onSave: (schedule: PromptSchedule) => Promise<void>;
  /** Shown as Cancel when given (editing a saved schedule). */
  onCancel?: () => void;
}

type Problems = Partial<Record<'time' | 'timeZone' | 'email', string>>;

/** The schedule's fields: on or paused, day, time, time zone and address; checked here before the server checks again. */
export function ScheduleForm({ initial, title, storyteller, onSave, onCancel }: ScheduleFormProps) {
  const ids = { title: useId(), day: useId(), time: useId(), timeZone: useId(), email: useId() };
  const [enabled, setEnabled] = useState(initial.enabled);
  const [day, setDay] = useState<Weekday>(initial.day);
  const [time, setTime] = useState(initial.time);
  const [timeZone, setTimeZone] = useState(initial.timeZone);
  const [email, setEmail] = useState(initial.email);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  // A field's problem goes as soon as it is changed; the next Save checks again.
  const edit =
    <T,>(field: keyof Problems, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setProblems((p) => (p[field] ? { ...p, [field]: undefined } : p));
    };
  // A checked field: its id (Save focuses the first with a problem) and its problem, said as react-aria says it.
  const checked = (field: keyof Problems) => ({
    id: ids[field],
    validationBehavior: 'aria' as const,
    isInvalid: Boolean(problems[field]),
    errorMessage: problems[field],
  });
  // Opened by a button that is gone now: focus starts at the form's title, which is read out.
  useEffect(() => document.getElementById(ids.title)?.focus(), [ids.title]);
  const zones = useMemo(() => timeZoneOptions(initial.timeZone), [initial.timeZone]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsedTime = parseTime(time);
    const found: Problems = {};
    if (!parsedTime) found.time = scheduleFormTexts.time;
    else if (inQuietHours(parsedTime)) found.time = promptTexts.quietHours;
    if (!zones.some((zone) => zone.id === timeZone)) found.timeZone = scheduleFormTexts.timeZone;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) found.email = scheduleFormTexts.email;
    setProblems(found);
    const first = (['time', 'timeZone', 'email'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(ids[first])?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSave({ enabled, day, time: parsedTime!, timeZone, email: email.trim() });
    } catch {
      // The connected card says why in a toast; what was typed stays for another try.
    } finally {
      setBusy(false);
    }
  };

  const who = storyteller ?? 'the storyteller';
  return (
    <form className={css.stack} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={ids.title}>
      <h3 id={ids.title} tabIndex={-1} className={css.sectionTitle}>
        {title}
      </h3>
      <Switch isSelected={enabled} onChange={setEnabled}>
        Send a question every week
      </Switch>
      <div className={css.fieldRow}>
        <div className={css.field}>
          <Label htmlFor={ids.day}>Day</Label>
          <Select id={ids.day} size="lg" value={day} onChange={(event) => setDay(event.target.value as Weekday)}>
            {weekdays.map((d) => (
              <option key={d} value={d}>
                {weekdayLabel(d)}
              </option>
            ))}
          </Select>
        </div>
        <TextField
          {...checked('time')}
          label="Time"
          description={`Hours and minutes, between ${PROMPT_QUIET_HOURS.to} and ${PROMPT_QUIET_HOURS.from}`}
          inputMode="numeric"
          autoComplete="off"
          value={time}
          onChange={edit('time', setTime)}
        />
      </div>
      <ComboBox
        {...checked('timeZone')}
        label="Time zone"
        description={`Where ${who} lives. Type part of a city's name, such as London.`}
        options={zones}
        value={timeZone || null}
        onChange={edit('timeZone', (key) => setTimeZone(key === null ? '' : String(key)))}
      />
      <TextField
        {...checked('email')}
        label="E-mail"
        type="email"
        description={`Where the question goes: ${storyteller ? `${storyteller}'s` : "the storyteller's"} address unless you choose another.`}
        autoComplete="off"
        value={email}
        onChange={edit('email', setEmail)}
      />
      <div className={css.actions}>
        <Button type="submit" isDisabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
        {onCancel && (
          <Button variant="outline" onPress={onCancel} isDisabled={busy}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

import { MAX_DOSE_TIMES } from '@regimen/domain/contracts/supplements';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, Input } from '../../../components/ui/input.tsx';
import { nextTimeToAdd, usualTimeOption } from '../model/dose-times.ts';

export type DoseTimesFieldProps = {
  idPrefix: string;
  /** The timing and frequency chosen above: they name the usual times. */
  timing: string;
  frequency: string;
  initialOwn: boolean;
  initialTimes: readonly string[];
  error?: string | undefined;
};

/**
 * "Times": the usual time of the timing, or the user's own times of day (up to 6). Read from the
 * form on submit: `timesMode` says which, each `doseTimes` input is one time.
 */
export function DoseTimesField({ idPrefix, timing, frequency, initialOwn, initialTimes, error }: DoseTimesFieldProps) {
  const [own, setOwn] = useState(initialOwn);
  const [times, setTimes] = useState<string[]>(initialTimes.length > 0 ? [...initialTimes] : []);
  const errorId = `${idPrefix}-doseTimes-error`;
  const choose = (useOwn: boolean) => {
    setOwn(useOwn);
    if (useOwn && times.length === 0) setTimes([nextTimeToAdd([], timing, frequency)]);
  };

  return (
    <fieldset className="grid gap-2 sm:col-span-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium">Times</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" name="timesMode" value="usual" checked={!own} onChange={() => choose(false)} className="accent-primary size-4" />
        {usualTimeOption(timing, frequency)}
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" name="timesMode" value="own" checked={own} onChange={() => choose(true)} className="accent-primary size-4" />
        Set my own times
      </label>
      {own && (
        <div className="grid gap-2 pl-6">
          {times.map((time, index) => (
            // Rows are edited in place and only removed explicitly, so the index is a stable key here.
            <div key={index} className="flex gap-2">
              <Input
                type="time"
                name="doseTimes"
                aria-label={`Time ${index + 1}`}
                value={time}
                onChange={(event) => setTimes((rows) => rows.map((row, at) => (at === index ? event.target.value : row)))}
                className="max-w-40"
                {...(error ? { 'aria-invalid': true } : {})}
              />
              <Button variant="ghost" size="icon" aria-label={`Remove time ${index + 1}`} onClick={() => setTimes((rows) => rows.filter((_, at) => at !== index))}>
                <X aria-hidden="true" />
              </Button>
            </div>
          ))}
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={times.length >= MAX_DOSE_TIMES}
            onClick={() => setTimes((rows) => [...rows, nextTimeToAdd(rows, timing, frequency)])}
          >
            <Plus aria-hidden="true" />
            Add a time
          </Button>
        </div>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}

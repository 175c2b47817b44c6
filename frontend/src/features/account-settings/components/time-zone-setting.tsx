import { Globe } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { browserTimeZone } from '../../../lib/local-zone.ts';
import { settle } from '../../../lib/settle.ts';
import { useAccountSettings, useUpdateAccountSettings } from '../api/account-settings.ts';
import { AUTOMATIC, timeZoneOptions, zoneNote } from '../model/time-zones.ts';

/** Which zone "today" is counted in, and a way to change it (a profile setting, saved on the account). */
export function TimeZoneSetting() {
  const settings = useAccountSettings();
  const update = useUpdateAccountSettings();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const browserZone = browserTimeZone();
  const saved = settings.data?.timeZone ?? null;
  const [choice, setChoice] = useState<string>(AUTOMATIC);

  if (!editing) {
    return (
      <div className="text-muted-foreground flex flex-wrap items-center gap-2 text-sm">
        <Globe aria-hidden="true" className="size-4" />
        <span>{zoneNote(saved, browserZone)}</span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setChoice(saved ?? AUTOMATIC);
            setEditing(true);
          }}
        >
          Change time zone
        </Button>
      </div>
    );
  }
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        settle(update.mutateAsync({ timeZone: choice === AUTOMATIC ? null : choice }), {
          onSuccess: () => {
            setEditing(false);
            toast({ title: 'Time zone saved' });
          },
          onError: () => toast({ title: 'Error', description: 'Failed to save the time zone. Please try again.', variant: 'error' }),
        });
      }}
    >
      <Field id="time-zone" label="Time zone" className="min-w-64">
        <Select
          id="time-zone"
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          options={timeZoneOptions(browserZone, Intl.supportedValuesOf('timeZone'))}
        />
      </Field>
      <Button type="submit" size="sm" disabled={update.isPending}>
        Save
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={() => setEditing(false)}>
        Cancel
      </Button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { settle } from '../../../lib/settle.ts';
import { useRestock } from '../api/restock.ts';

const MAX_UNITS = 1_000_000;

/** On a slot whose supplement runs low: record a refill ("I bought 60 more"). */
export function RestockButton({ supplementId, name }: { supplementId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [units, setUnits] = useState('30');
  const restock = useRestock();
  const toast = useToast();
  const count = Number(units);
  const valid = Number.isInteger(count) && count >= 1 && count <= MAX_UNITS;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    settle(restock.mutateAsync({ supplementId, units: count }), {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Stock updated', description: `${name}: ${count} added` });
      },
      onError: () => toast({ title: 'Error', description: 'Failed to update the stock. Please try again.', variant: 'error' }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={`Restock ${name}`}>
        Restock
      </Button>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Restock {name}</DialogTitle>
            <DialogDescription>How many units did you buy? They are added to what is left.</DialogDescription>
          </DialogHeader>
          <Field id="restock-units" label="Units bought" error={valid ? undefined : 'Enter a whole number from 1'}>
            <Input
              id="restock-units"
              type="number"
              inputMode="numeric"
              min={1}
              value={units}
              aria-invalid={!valid}
              aria-describedby={valid ? undefined : 'restock-units-error'}
              onChange={(event) => setUnits(event.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!valid || restock.isPending}>
              Add to stock
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

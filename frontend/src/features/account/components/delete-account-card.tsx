import { TriangleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { serverMessage } from '../../../lib/api-client.ts';
import { settle } from '../../../lib/settle.ts';
import { useDeleteAccount } from '../api/account-api.ts';

export function DeleteAccountCard({ demo, onDeleted }: { demo: boolean; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = useDeleteAccount();

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    settle(remove.mutateAsync(password), { onSuccess: onDeleted, onError: (failure) => setError(serverMessage(failure)) });
  }

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle as="h2">Delete your account</CardTitle>
        <CardDescription>
          Deleting your account erases your personal data for good: your name, email, supplements, notes and history can never
          be read again, by anyone. You will be signed out everywhere.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm">
          Want to keep a copy? <a className="text-primary underline" href="#export">Export your data first</a>.
        </p>
        <Button variant="destructive" className="justify-self-start" onClick={() => setOpen(true)} disabled={demo}>
          Delete account…
        </Button>
        {demo && <p className="text-muted-foreground text-sm">Not available in demo mode.</p>}
      </CardContent>
      <Dialog open={open} onOpenChange={(next) => { setOpen(next); setPassword(''); setError(undefined); }}>
        <DialogContent role="alertdialog" className="max-w-md">
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <DialogHeader>
              <DialogTitle className="flex items-center gap-2">
                <TriangleAlert aria-hidden="true" className="text-destructive size-5" /> Delete your account for good?
              </DialogTitle>
              <DialogDescription>
                This cannot be undone. Your data is erased, not hidden: there is no way to restore it afterwards. Enter your
                password to confirm (if you sign in with an identity provider, enter your email).
              </DialogDescription>
            </DialogHeader>
            <Field id="delete-password" label="Password" error={error}>
              <Input
                id="delete-password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'delete-password-error' : undefined}
                required
              />
            </Field>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={remove.isPending || !password}>
                {remove.isPending ? 'Deleting…' : 'Delete my account'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { serverMessage } from '../../../lib/api-client.ts';
import { settle } from '../../../lib/settle.ts';
import { useChangePassword } from '../api/account-api.ts';

export function PasswordCard() {
  const change = useChangePassword();
  const toast = useToast();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (newPassword.length < 8) return setError('Use at least 8 characters');
    setError(undefined);
    settle(change.mutateAsync({ currentPassword, newPassword }), {
      onSuccess: ({ ended }) => {
        setCurrent('');
        setNew('');
        toast({ title: 'Password changed', description: ended > 0 ? `Signed out of ${ended} other session${ended === 1 ? '' : 's'}.` : 'Your other sessions were already signed out.' });
      },
      onError: (failure) => setError(serverMessage(failure)),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Password</CardTitle>
        <CardDescription>Changing it signs you out everywhere else.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-3 sm:max-w-sm" onSubmit={submit} noValidate>
          <Field id="current-password" label="Current password">
            <Input id="current-password" type="password" autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrent(e.target.value)} required />
          </Field>
          <Field id="new-password" label="New password" error={error}>
            <Input
              id="new-password"
              type="password"
              autoComplete="new-password"
              value={newPassword}
              onChange={(e) => setNew(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'new-password-error' : undefined}
              required
            />
          </Field>
          <Button type="submit" className="justify-self-start" disabled={change.isPending || !currentPassword || !newPassword}>
            {change.isPending ? 'Changing…' : 'Change password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

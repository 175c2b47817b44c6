import { ADMIN_USERS_PAGE_SIZE, premiumUserCount, type AdminUser } from '@regimen/domain/contracts/admin-users';
import { tiers, type Tier } from '@regimen/domain/rules/tier-names';
import { Search, Users } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { serverMessage } from '../../../lib/api-client.ts';
import { useAdminUsers, useUserStats } from '../api/get-admin-users.ts';
import { useUserAction, type UserActionInput } from '../api/user-actions.ts';
import { displayName, pageCount, pageSummary, USER_ACTION_FAILURE, USER_ACTION_SUCCESS, userActions } from '../model/user-actions.ts';
import { BlockUserDialog } from './block-user-dialog.tsx';
import { useAdminErrors } from './use-admin-errors.ts';

const tierOptions = tiers.map((tier) => ({ value: tier, label: tier[0]!.toUpperCase() + tier.slice(1) }));

export function UsersTab({ selfId }: { selfId: string | null }) {
  const [search, setSearch] = useState('');
  const [includeBlocked, setIncludeBlocked] = useState(false);
  const [page, setPage] = useState(1);
  const users = useAdminUsers({ page, search, includeBlocked });
  const stats = useUserStats();
  const action = useUserAction();
  const toast = useToast();
  const [blocking, setBlocking] = useState<AdminUser | null>(null);
  useAdminErrors(users.error, stats.error, action.error);

  const run = (input: UserActionInput) =>
    action.mutateAsync(input).then(
      () => toast({ title: USER_ACTION_SUCCESS[input.action] }),
      (error: unknown) => toast({ title: USER_ACTION_FAILURE[input.action], description: serverMessage(error), variant: 'error' }),
    );

  const total = users.data?.total ?? 0;
  const pages = pageCount(total, ADMIN_USERS_PAGE_SIZE);
  return (
    <div className="grid gap-4">
      <UserStatsCards stats={stats.data} />
      <Card>
        <CardContent className="grid gap-4 p-4 pt-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="grid flex-1 gap-1.5">
              <Label htmlFor="admin-user-search">Search users</Label>
              <div className="relative">
                <Search aria-hidden="true" className="text-muted-foreground absolute top-3 left-3 size-4" />
                <Input
                  id="admin-user-search"
                  type="search"
                  className="pl-9"
                  placeholder="Name or email"
                  value={search}
                  maxLength={200}
                  onChange={(event) => {
                    setSearch(event.target.value);
                    setPage(1);
                  }}
                />
              </div>
            </div>
            <label className="flex h-10 items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                className="accent-primary size-4"
                checked={includeBlocked}
                onChange={(event) => {
                  setIncludeBlocked(event.target.checked);
                  setPage(1);
                }}
              />
              Include blocked users
            </label>
          </div>
          {users.isPending ? (
            <div className="grid gap-2" role="status" aria-label="Loading users">
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
            </div>
          ) : users.data && users.data.users.length > 0 ? (
            <ul className="divide-y" aria-label="Users">
              {users.data.users.map((user) => (
                <UserRow key={user.id} user={user} selfId={selfId} busy={action.isPending} onAction={run} onBlock={() => setBlocking(user)} />
              ))}
            </ul>
          ) : (
            <div className="flex flex-col items-center gap-2 py-10 text-center">
              <Users aria-hidden="true" className="text-muted-foreground size-8" />
              <p className="font-medium">No users found</p>
              <p className="text-muted-foreground text-sm">{search ? 'No user matches this search.' : 'Nobody has signed up yet.'}</p>
            </div>
          )}
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="text-muted-foreground">{pageSummary(page, ADMIN_USERS_PAGE_SIZE, users.data?.users.length ?? 0, total)}</span>
            <div className="flex gap-2">
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </div>
          </div>
        </CardContent>
      </Card>
      <BlockUserDialog
        user={blocking}
        onClose={() => setBlocking(null)}
        onBlock={async (reason) => {
          if (!blocking) return;
          await run({ action: 'block', userId: blocking.id, reason });
          setBlocking(null);
        }}
      />
    </div>
  );
}

function UserStatsCards({ stats }: { stats: ReturnType<typeof useUserStats>['data'] }) {
  const cards = [
    { label: 'Total Users', value: stats?.totalUsers },
    { label: 'Active Users', value: stats?.activeUsers },
    { label: 'Blocked Users', value: stats?.blockedUsers },
    { label: 'Admins', value: stats?.adminUsers },
    { label: 'Premium Users', value: stats ? premiumUserCount(stats.usersByTier) : undefined },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {cards.map((card) => (
        <div key={card.label} className="bg-card rounded-xl border p-4 shadow-sm">
          <dt className="text-muted-foreground text-xs font-medium">{card.label}</dt>
          <dd className="text-2xl font-bold">{card.value ?? '–'}</dd>
        </div>
      ))}
    </dl>
  );
}

function UserRow({
  user,
  selfId,
  busy,
  onAction,
  onBlock,
}: {
  user: AdminUser;
  selfId: string | null;
  busy: boolean;
  onAction: (input: UserActionInput) => Promise<unknown>;
  onBlock: () => void;
}) {
  const actions = userActions(user, selfId);
  const name = displayName(user);
  return (
    <li className="grid gap-3 py-3 md:grid-cols-[1fr_auto] md:items-center">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{name}</span>
          {user.isAdmin && <Badge variant="purple">Admin</Badge>}
          {user.isBlocked && <Badge variant="destructive">Blocked</Badge>}
        </div>
        <p className="text-muted-foreground truncate text-sm">{user.email}</p>
        {user.isBlocked && user.blockedReason && <p className="text-destructive text-xs">Reason: {user.blockedReason}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Select
          aria-label={`Tier of ${name}`}
          className="w-32"
          options={tierOptions}
          value={user.tier}
          disabled={busy}
          onChange={(event) => void onAction({ action: 'tier', userId: user.id, tier: event.target.value as Tier })}
        />
        {actions.block.shown && (
          <Button size="sm" variant="outline" disabled={busy || actions.block.disabled} onClick={onBlock}>
            Block
          </Button>
        )}
        {actions.unblock.shown && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void onAction({ action: 'unblock', userId: user.id })}>
            Unblock
          </Button>
        )}
        {actions.promote.shown && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void onAction({ action: 'promote', userId: user.id })}>
            Make admin
          </Button>
        )}
        {actions.revoke.shown && (
          <Button size="sm" variant="outline" disabled={busy || actions.revoke.disabled} onClick={() => void onAction({ action: 'revoke', userId: user.id })}>
            Revoke admin
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          className="text-destructive"
          disabled={busy || actions.delete.disabled}
          title={actions.delete.reason ?? undefined}
          onClick={() => {
            if (window.confirm(`Permanently delete ${name}? This cannot be undone.`)) void onAction({ action: 'delete', userId: user.id });
          }}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}

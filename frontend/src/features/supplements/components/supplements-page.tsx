import { SupplementCollection } from './supplement-collection.tsx';

export function SupplementsPage() {
  return (
    <div className="grid gap-6">
      <div>
        <h1 id="supplements-heading" className="text-3xl font-bold tracking-tight">
          My Supplements
        </h1>
        <p className="text-muted-foreground mt-1">Manage your supplement inventory and track your daily routine</p>
      </div>
      <SupplementCollection skeletons={6} headingId="supplements-heading" itemHeadingLevel="h2" columns={3} />
    </div>
  );
}

import type { HealthCondition } from '@regimen/domain/contracts/health-conditions';
import { HeartPulse, Lightbulb, Pencil, Plus, RotateCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { settle } from '../../../lib/settle.ts';
import { useAddHealthCondition, useHealthConditions, useRemoveHealthCondition, useUpdateHealthCondition } from '../api/health-conditions.ts';
import { formValuesOf, SEVERITY_LABELS } from '../model/condition-form.ts';
import { ConditionDescription } from './condition-description.tsx';
import { ConditionFormDialog } from './condition-form-dialog.tsx';
import { RecommendationsDialog } from './recommendations-dialog.tsx';

const SEVERITY_BADGE: Record<HealthCondition['severity'], BadgeVariant> = { mild: 'neutral', moderate: 'warning', severe: 'destructive' };

export function HealthPage() {
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<HealthCondition | null>(null);
  const [editing, setEditing] = useState<HealthCondition | null>(null);
  const [advising, setAdvising] = useState<HealthCondition | null>(null);
  const conditions = useHealthConditions();
  const add = useAddHealthCondition();
  const toast = useToast();
  const all = conditions.data ?? [];

  const body = conditions.isPending ? (
    <div role="status" aria-label="Loading health conditions" className="grid gap-4 sm:grid-cols-2">
      {Array.from({ length: 2 }, (_, index) => (
        <Skeleton key={index} className="h-40 rounded-xl" />
      ))}
    </div>
  ) : conditions.isError ? (
    <Card role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
      <p className="font-medium">Could not load your health conditions.</p>
      <Button variant="outline" onClick={() => void conditions.refetch()}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </Card>
  ) : all.length === 0 ? (
    <Card className="flex flex-col items-center gap-3 p-10 text-center">
      <HeartPulse aria-hidden="true" className="text-muted-foreground size-10" />
      <p className="text-lg font-semibold">No health conditions yet</p>
      <p className="text-muted-foreground text-sm">Add a condition so your supplements are checked against it and recommendations fit you.</p>
      <Button onClick={() => setAdding(true)}>
        <Plus aria-hidden="true" />
        Add Your First Condition
      </Button>
    </Card>
  ) : (
    <ul aria-labelledby="health-heading" className="grid gap-4 sm:grid-cols-2">
      {all.map((condition) => (
        <li key={condition.id}>
          <ConditionCard
            condition={condition}
            onRemove={() => setRemoving(condition)}
            onEdit={() => setEditing(condition)}
            onRecommend={() => setAdvising(condition)}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="health-heading" className="text-3xl font-bold tracking-tight">
            My Health
          </h1>
          <p className="text-muted-foreground mt-1">The health conditions your safety checks and suggestions take into account</p>
        </div>
        {all.length > 0 && (
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add Condition
          </Button>
        )}
      </div>
      {body}
      <ConditionFormDialog
        open={adding}
        onOpenChange={(next) => {
          setAdding(next);
          if (!next) add.reset();
        }}
        pending={add.isPending}
        onValid={(body) =>
          settle(add.mutateAsync(body), {
            onSuccess: () => {
              toast({ title: 'Health condition added', description: `${body.name} is now taken into account.` });
              setAdding(false);
            },
            onError: () => toast({ title: 'Error', description: 'Failed to add health condition. Please try again.', variant: 'error' }),
          })
        }
      />
      <EditConditionDialog condition={editing} onDone={() => setEditing(null)} />
      <RemoveConditionDialog condition={removing} onDone={() => setRemoving(null)} />
      <RecommendationsDialog condition={advising} onClose={() => setAdvising(null)} />
    </div>
  );
}

type CardProps = { condition: HealthCondition; onRemove: () => void; onEdit: () => void; onRecommend: () => void };

function ConditionCard({ condition, onRemove, onEdit, onRecommend }: CardProps) {
  return (
    <Card className="grid gap-3 p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold break-words">{condition.name}</h2>
          <div className="flex flex-wrap gap-2">
            <Badge variant={SEVERITY_BADGE[condition.severity]}>{SEVERITY_LABELS[condition.severity]}</Badge>
            {condition.diagnosedDate && <Badge variant="outline">Diagnosed {condition.diagnosedDate}</Badge>}
          </div>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon" aria-label={`Edit ${condition.name}`} onClick={onEdit}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Delete ${condition.name}`} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      {condition.description && <p className="text-sm break-words">{condition.description}</p>}
      <TagRow label="Symptoms" tags={condition.symptoms} />
      <TagRow label="Current treatments" tags={condition.currentTreatments} />
      {condition.notes && <p className="text-muted-foreground text-sm break-words">{condition.notes}</p>}
      <Button variant="outline" className="justify-self-start" onClick={onRecommend} aria-label={`Recommendations for ${condition.name}`}>
        <Lightbulb aria-hidden="true" />
        Recommendations
      </Button>
      <ConditionDescription name={condition.name} />
    </Card>
  );
}

function TagRow({ label, tags }: { label: string; tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <div className="grid gap-1">
      <p className="text-muted-foreground text-xs font-medium uppercase">{label}</p>
      <ul aria-label={label} className="flex flex-wrap gap-1">
        {tags.map((tag) => (
          <li key={tag}>
            <Badge variant="neutral">{tag}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Beyond the spec: a condition's details change. The form's rules are the add form's. */
function EditConditionDialog({ condition, onDone }: { condition: HealthCondition | null; onDone: () => void }) {
  const update = useUpdateHealthCondition();
  const toast = useToast();
  return (
    <ConditionFormDialog
      open={condition !== null}
      initial={condition ? formValuesOf(condition) : undefined}
      onOpenChange={(next) => {
        if (next) return;
        update.reset();
        onDone();
      }}
      pending={update.isPending}
      onValid={(body) =>
        condition &&
        settle(update.mutateAsync({ id: condition.id, body }), {
          onSuccess: () => {
            toast({ title: 'Health condition updated', description: `${body.name} is saved.` });
            onDone();
          },
          onError: () => toast({ title: 'Error', description: 'Failed to update health condition. Please try again.', variant: 'error' }),
        })
      }
    />
  );
}

/** Spec: deleting a health condition asks for confirmation. */
function RemoveConditionDialog({ condition, onDone }: { condition: HealthCondition | null; onDone: () => void }) {
  const remove = useRemoveHealthCondition();
  const toast = useToast();
  return (
    <Dialog open={condition !== null} onOpenChange={(next) => !next && onDone()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete {condition?.name}?</DialogTitle>
          <DialogDescription>It will no longer be taken into account when your supplements are checked.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onDone} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              condition &&
              settle(remove.mutateAsync({ id: condition.id }), {
                onSuccess: () => {
                  toast({ title: 'Health condition removed' });
                  onDone();
                },
                onError: () => toast({ title: 'Error', description: 'Failed to remove health condition. Please try again.', variant: 'error' }),
              })
            }
          >
            {remove.isPending ? 'Deleting…' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

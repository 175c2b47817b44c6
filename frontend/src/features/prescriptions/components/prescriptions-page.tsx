import type { Prescription } from '@regimen/domain/contracts/prescriptions';
import { Pill, Plus } from 'lucide-react';
import { useState } from 'react';
import { CollectionEmpty, CollectionLoadError, CollectionView, useCollectionControls } from '../../../components/collection-view.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useDrugNames } from '../../../lib/drug-names.ts';
import { settle } from '../../../lib/settle.ts';
import { useAddPrescription, useUpdatePrescription } from '../api/change-prescriptions.ts';
import { usePrescriptions } from '../api/get-prescriptions.ts';
import { EMPTY_PRESCRIPTION_FORM, formValuesOf } from '../model/prescription-form.ts';
import { filterPrescriptions } from '../model/prescription-view.ts';
import { InteractionCheckingCard } from './interaction-checking-card.tsx';
import { PrescriptionDetailDialog } from './prescription-detail-dialog.tsx';
import { PrescriptionFormDialog } from './prescription-form-dialog.tsx';
import { PrescriptionItem } from './prescription-item.tsx';
import { RemovePrescriptionDialog } from './remove-prescription-dialog.tsx';

export function PrescriptionsPage() {
  const controls = useCollectionControls();
  const { search, view } = controls;
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Prescription | null>(null);
  const [removing, setRemoving] = useState<Prescription | null>(null);
  const prescriptions = usePrescriptions();
  const add = useAddPrescription();
  const update = useUpdatePrescription();
  const names = useDrugNames();
  const toast = useToast();
  const all = prescriptions.data ?? [];
  const visible = filterPrescriptions(all, search);
  const open = all.find((prescription) => prescription.id === openId) ?? null;

  const body = prescriptions.isPending ? (
    <div role="status" aria-label="Loading prescriptions" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-40 rounded-xl" />
      ))}
    </div>
  ) : prescriptions.isError ? (
    <CollectionLoadError what="prescriptions" onRetry={() => void prescriptions.refetch()} />
  ) : visible.length === 0 ? (
    <CollectionEmpty
      icon={Pill}
      title="No prescriptions found"
      search={search}
      emptyHint="Add your prescription medicines so they are checked against your supplements"
      firstAction={
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          Add Your First Prescription
        </Button>
      }
    />
  ) : (
    <ul aria-labelledby="prescriptions-heading" className={view === 'cards' ? 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3' : 'grid gap-2'}>
      {visible.map((prescription) => (
        <li key={prescription.id}>
          <PrescriptionItem
            prescription={prescription}
            view={view}
            recognised={names ? names.recognisedDrugs(prescription.medicationName, prescription.brand).length > 0 : null}
            onOpen={() => setOpenId(prescription.id)}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <div className="grid gap-6">
      <div>
        <h1 id="prescriptions-heading" className="text-3xl font-bold tracking-tight">
          My Prescriptions
        </h1>
        <p className="text-muted-foreground mt-1">Your prescription medicines, checked against your supplements</p>
      </div>
      {all.length > 0 && <InteractionCheckingCard />}
      <CollectionView
        {...controls}
        searchPlaceholder="Search by name, brand or purpose"
        searchLabel="Search prescriptions by name, brand or purpose"
        action={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add Prescription
          </Button>
        }
      >
        {body}
      </CollectionView>

      <PrescriptionFormDialog
        open={adding}
        onOpenChange={(next) => {
          setAdding(next);
          if (!next) add.reset();
        }}
        title="Add Prescription"
        description="Add a prescription medicine. Fields marked * are required."
        submitLabel="Add Prescription"
        pendingLabel="Adding…"
        pending={add.isPending}
        initial={EMPTY_PRESCRIPTION_FORM}
        showActive={false}
        onValid={(body) =>
          settle(add.mutateAsync(body), {
            onSuccess: () => {
              toast({ title: 'Prescription added', description: `${body.medicationName} is now checked against your supplements.` });
              setAdding(false);
            },
            onError: () => toast({ title: 'Error', description: 'Failed to add prescription', variant: 'error' }),
          })
        }
      />
      <PrescriptionDetailDialog
        prescription={editing || removing ? null : open}
        onOpenChange={(next) => !next && setOpenId(null)}
        onEdit={setEditing}
        onRemove={setRemoving}
      />
      <PrescriptionFormDialog
        open={editing !== null}
        onOpenChange={(next) => !next && setEditing(null)}
        title="Edit Prescription"
        description="Change what you need; fields marked * are required."
        submitLabel="Save changes"
        pendingLabel="Saving…"
        pending={update.isPending}
        initial={editing ? formValuesOf(editing) : EMPTY_PRESCRIPTION_FORM}
        showActive
        onValid={(changes) => {
          if (!editing) return;
          settle(update.mutateAsync({ id: editing.id, changes }), {
            onSuccess: () => {
              toast({ title: 'Prescription updated' });
              setEditing(null);
            },
            onError: () => toast({ title: 'Error', description: 'Failed to update prescription', variant: 'error' }),
          });
        }}
      />
      <RemovePrescriptionDialog
        prescription={removing}
        onDone={(removed) => {
          setRemoving(null);
          if (removed) setOpenId(null);
        }}
      />
    </div>
  );
}

import type { Supplement } from '@regimen/domain/contracts/supplements';
import { useState } from 'react';
import { BenefitsDialog } from './benefits-dialog.tsx';
import type { BenefitsVariant } from './benefits-view.tsx';
import { DeleteSupplementDialog } from './delete-supplement-dialog.tsx';
import { EditSupplementDialog } from './edit-supplement-dialog.tsx';
import { SupplementDetailDialog } from './supplement-detail-dialog.tsx';
import type { SupplementAction } from './supplement-menu.tsx';

/** Which of a supplement's dialogs are open; edit and delete can open on top of the details. */
export type SupplementDialogState = {
  supplementId: string;
  details: boolean;
  benefits: boolean;
  /** The layout of the benefits dialog: that of the view (cards or list) it was opened from. */
  benefitsVariant: BenefitsVariant;
  edit: boolean;
  confirmDelete: boolean;
  /** Opened from the item menu, whose item is gone by then: focus goes back to the menu button. */
  fromMenu: boolean;
} | null;

export function useSupplementDialogs() {
  const [state, setState] = useState<SupplementDialogState>(null);
  const open = (supplementId: string, action: SupplementAction, fromMenu: boolean, view: BenefitsVariant = 'card') =>
    setState({
      supplementId,
      details: action === 'details',
      benefits: action === 'benefits',
      benefitsVariant: view,
      edit: action === 'edit',
      confirmDelete: action === 'delete',
      fromMenu,
    });
  return { state, setState, open };
}

export type SupplementDialogsProps = {
  supplements: readonly Supplement[];
  state: SupplementDialogState;
  onChange: (state: SupplementDialogState) => void;
};

/** The detail, edit and delete dialogs of one supplement, shared by the dashboard and My Supplements. */
export function SupplementDialogs({ supplements, state, onChange }: SupplementDialogsProps) {
  const supplement = state && supplements.find((candidate) => candidate.id === state.supplementId);
  if (!state || !supplement) return null;

  const update = (patch: Partial<NonNullable<SupplementDialogState>>) => {
    const next = { ...state, ...patch };
    onChange(next.details || next.benefits || next.edit || next.confirmDelete ? next : null);
  };
  const backToMenu =
    state.fromMenu && !state.details
      ? (event: Event) => {
          const trigger = document.querySelector(`[data-menu-for="${supplement.id}"]`);
          if (!(trigger instanceof HTMLElement)) return;
          event.preventDefault();
          trigger.focus();
        }
      : undefined;

  return (
    <>
      <SupplementDetailDialog
        supplement={supplement}
        open={state.details}
        onOpenChange={(open) => update({ details: open })}
        onEdit={() => update({ edit: true })}
        onDelete={() => update({ confirmDelete: true })}
        onCloseAutoFocus={state.fromMenu ? backToMenu : undefined}
      />
      <BenefitsDialog
        supplement={supplement}
        variant={state.benefitsVariant}
        open={state.benefits}
        onOpenChange={(open) => update({ benefits: open })}
        onCloseAutoFocus={backToMenu}
      />
      <EditSupplementDialog
        supplement={supplement}
        open={state.edit}
        onOpenChange={(open) => update({ edit: open })}
        onCloseAutoFocus={backToMenu}
      />
      <DeleteSupplementDialog
        supplement={supplement}
        open={state.confirmDelete}
        onOpenChange={(open) => update({ confirmDelete: open })}
        onDeleted={() => onChange(null)}
        onCloseAutoFocus={backToMenu}
      />
    </>
  );
}

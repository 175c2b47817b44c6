import type { Supplement } from '@regimen/domain/contracts/supplements';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { BenefitsAnalysis } from './benefits-analysis.tsx';
import type { DialogFocusProps } from './dialog-focus-props.ts';
import type { BenefitsVariant } from './benefits-view.tsx';

export type BenefitsDialogProps = DialogFocusProps & {
  supplement: Supplement;
  variant: BenefitsVariant;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The item menu's View Benefits: the analysis in the layout of the view it was opened from. */
export function BenefitsDialog({ supplement, variant, open, onOpenChange, onCloseAutoFocus }: BenefitsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{supplement.name} Benefits</DialogTitle>
          <DialogDescription>
            What {supplement.name} is taken for, how well that is supported, and how to take it.
          </DialogDescription>
        </DialogHeader>
        <BenefitsAnalysis supplementId={supplement.id} variant={variant} enabled={open} />
      </DialogContent>
    </Dialog>
  );
}

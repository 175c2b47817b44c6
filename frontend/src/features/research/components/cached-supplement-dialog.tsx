import type { CachedResearch } from '@regimen/domain/contracts/ai';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useAddResearchedSupplement } from '../api/add-researched-supplement.ts';
import { addErrorMessage } from '../model/add-error.ts';
import { alreadyKept, CACHE_DIALOG_THRESHOLD, supplementFromResearch } from '../model/research-view.ts';
import { EvidenceLevelBadge } from './evidence-level-badge.tsx';

export type CachedSupplementDialogProps = { entry: CachedResearch | null; keptNames: readonly string[]; onClose: () => void };

/** A cached research answer and its Add button (spec 02: low-stock threshold 7 from here). */
export function CachedSupplementDialog({ entry, keptNames, onClose }: CachedSupplementDialogProps) {
  const add = useAddResearchedSupplement();
  const toast = useToast();
  const research = entry?.researchData;
  const kept = entry !== null && alreadyKept(entry.supplementName, keptNames);
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {research && (
          <>
            <DialogHeader>
              <DialogTitle className="pr-6 break-words">{research.name}</DialogTitle>
              <DialogDescription>{research.overview}</DialogDescription>
            </DialogHeader>
            <div className="grid gap-2 text-sm">
              <EvidenceLevelBadge level={research.evidenceLevel} />
              <p>
                <span className="font-medium">Dosage:</span> {research.recommendedDosage}
              </p>
              <p>
                <span className="font-medium">Timing:</span> {research.timing}
              </p>
              <p className="text-muted-foreground text-xs">Added with 30 in stock, taken daily, next due at 8:00 AM; you can change these later.</p>
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button
                disabled={add.isPending || kept}
                onClick={() =>
                  add.mutate(supplementFromResearch(research, CACHE_DIALOG_THRESHOLD), {
                    onSuccess: () => {
                      toast({ title: 'Supplement added', description: `${research.name} is now in My Supplements.` });
                      onClose();
                    },
                    onError: (error) => toast({ title: 'Failed to add supplement', description: addErrorMessage(error), variant: 'error' }),
                  })
                }
              >
                <Plus aria-hidden="true" />
                {kept ? 'Already in My Supplements' : add.isPending ? 'Adding…' : 'Add to My Supplements'}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

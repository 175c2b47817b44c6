import type { Supplement } from '@regimen/domain/contracts/supplements';
import { EllipsisVertical, Eye, Pencil, Sparkles, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';

export type SupplementAction = 'details' | 'benefits' | 'edit' | 'delete';

/** The item menu of spec section 2. */
export function SupplementMenu({
  supplement,
  onAction,
}: {
  supplement: Supplement;
  onAction: (action: SupplementAction) => void;
}) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Actions for ${supplement.name}`}
          data-menu-for={supplement.id}
          className="-mt-1 -mr-2 size-8"
        >
          <EllipsisVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onAction('details')}>
          <Eye aria-hidden="true" />
          View Details
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('benefits')}>
          <Sparkles aria-hidden="true" />
          View Benefits
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('edit')}>
          <Pencil aria-hidden="true" />
          Edit Supplement
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive onSelect={() => onAction('delete')}>
          <Trash2 aria-hidden="true" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { Construction } from 'lucide-react';
import { Card, CardContent } from '../../../components/ui/card.tsx';

/** A tab whose server side is not built yet: said plainly, with no sample figures. */
export function NotYetTab({ title, text }: { title: string; text: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-2 p-10 pt-10 text-center">
        <Construction aria-hidden="true" className="text-muted-foreground size-8" />
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="text-muted-foreground max-w-md text-sm">{text}</p>
      </CardContent>
    </Card>
  );
}

import { Link } from '@tanstack/react-router';
import { Construction } from 'lucide-react';
import { Button } from './ui/button.tsx';
import { Card, CardContent } from './ui/card.tsx';

/** A screen of the product that is linked from the chrome but not built yet: said plainly, no sample content. */
export function ComingSoonPage({ title, description }: { title: string; description: string }) {
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground mt-1">{description}</p>
      </div>
      <Card>
        <CardContent className="flex flex-col items-center gap-3 p-10 pt-10 text-center">
          <Construction aria-hidden="true" className="text-muted-foreground size-10" />
          <h2 className="text-lg font-semibold">Not available yet</h2>
          <p className="text-muted-foreground max-w-md text-sm">
            This part of Regimen is still being built and arrives in a coming alpha release.
          </p>
          <Button asChild variant="outline">
            <Link to="/">Back to the dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

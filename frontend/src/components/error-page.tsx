import { TriangleAlert } from 'lucide-react';
import { Button } from './ui/button.tsx';
import { Card, CardContent } from './ui/card.tsx';

export function ErrorPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <main className="flex min-h-[60vh] w-full items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent className="grid gap-4 pt-6">
          <div className="flex items-center gap-2">
            <TriangleAlert aria-hidden="true" className="text-warning size-7" />
            <h1 className="text-xl font-bold">Something went wrong</h1>
          </div>
          <p className="text-muted-foreground text-sm">
            We could not reach Regimen. Check your connection and try again.
          </p>
          <p className="text-muted-foreground font-mono text-xs break-all">
            {error instanceof Error ? error.message : String(error)}
          </p>
          <Button onClick={onRetry} className="justify-self-start">
            Try again
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}

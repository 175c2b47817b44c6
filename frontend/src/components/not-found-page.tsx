import { CircleAlert } from 'lucide-react';
import { Card, CardContent } from './ui/card.tsx';

export function NotFoundPage() {
  return (
    <main className="flex min-h-[60vh] w-full items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex items-center gap-2">
            <CircleAlert aria-hidden="true" className="text-destructive size-8" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-muted-foreground text-sm">Did you forget to add the page to the router?</p>
        </CardContent>
      </Card>
    </main>
  );
}

import { Zap } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { DEMO_BATCHES, DEMO_SPACING_MS, demoRows, demoSummary, type DemoAnswer, type DemoRow } from '../model/rate-limit-demo.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const time = (date: Date) => date.toLocaleTimeString();

/** Spec 02's rate-limit demo: real AI-type requests against the AI tier, reporting the headers each answer carried. */
export function RateLimitDemo() {
  const api = useApi();
  const [rows, setRows] = useState<DemoRow[]>([]);
  const [running, setRunning] = useState(false);

  const fire = async (count: number) => {
    setRunning(true);
    setRows([]);
    const answers: DemoAnswer[] = [];
    try {
      for (let index = 0; index < count; index += 1) {
        if (index > 0) await wait(DEMO_SPACING_MS);
        answers.push(await api.exchange('POST', '/api/ai/rate-limit-demo', { supplementName: 'Magnesium' }));
        setRows(demoRows(answers, time));
      }
    } finally {
      setRunning(false);
    }
  };

  const limited = rows.find((row) => row.outcome === 'limited');
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Zap aria-hidden="true" className="text-primary size-5" /> Rate-limit demo
        </CardTitle>
        <CardDescription>Fires AI-type requests 100 ms apart and shows the X-RateLimit headers of each answer. They spend your own AI allowance.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-2">
          {DEMO_BATCHES.map((count) => (
            <Button key={count} variant="outline" disabled={running} onClick={() => void fire(count)}>
              Send {count} requests
            </Button>
          ))}
        </div>
        <p role="status" className="text-sm font-medium">
          {running ? `Sending… ${rows.length} answered` : rows.length > 0 ? demoSummary(rows) : 'No requests sent yet.'}
          {limited && !running && limited.retryAfter !== null && ` Rate Limit Reached: retry in ${limited.retryAfter} s.`}
        </p>
        {rows.length > 0 && (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Answers of the rate-limit demo</caption>
              <thead className="text-muted-foreground text-xs">
                <tr>
                  <th scope="col" className="py-1 pr-3">#</th>
                  <th scope="col" className="py-1 pr-3">Status</th>
                  <th scope="col" className="py-1 pr-3">Limit</th>
                  <th scope="col" className="py-1 pr-3">Remaining</th>
                  <th scope="col" className="py-1 pr-3">Used</th>
                  <th scope="col" className="py-1 pr-3">Reset</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.request} className="border-t">
                    <td className="py-1 pr-3">{row.request}</td>
                    <td className="py-1 pr-3">
                      <Badge variant={row.outcome === 'accepted' ? 'emerald' : 'destructive'}>{row.status}</Badge>
                    </td>
                    <td className="py-1 pr-3">{row.limit}</td>
                    <td className="py-1 pr-3">{row.remaining}</td>
                    <td className="py-1 pr-3">{row.used}</td>
                    <td className="py-1 pr-3">{row.reset}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

import { Link } from '@tanstack/react-router';
import { Activity, ChartColumn, Database, Gauge, History, Layers, MessageSquare, RefreshCw, Users } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { FeedbackTab } from './feedback-tab.tsx';
import { DataRefreshTab } from './data-refresh-tab.tsx';
import { RateLimitDemo } from './rate-limit-demo.tsx';
import { SupplementsTab } from './supplements-tab.tsx';
import { UsersTab } from './users-tab.tsx';

const PAGES = [
  { to: '/admin/dashboard', label: 'Admin Dashboard', Icon: Gauge },
  { to: '/admin/rate-limiting', label: 'Rate Limiting', Icon: Activity },
  { to: '/admin/audit', label: 'Audit trail', Icon: History },
  { to: '/admin/projections', label: 'Projections', Icon: Layers },
  { to: '/admin/analytics', label: 'Analytics', Icon: ChartColumn },
] as const;

/** `/admin` (spec 02): tabs Supplements, Data Refresh, Users, Feedback; links to the monitoring pages, the audit trail and projections; the rate-limit demo. */
export function AdminPanel({ selfId }: { selfId: string | null }) {
  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Admin Panel</h1>
          <p className="text-muted-foreground mt-1">Users, feedback, the research database and its refresh.</p>
        </div>
        <nav aria-label="Admin pages" className="flex flex-wrap gap-2">
          {PAGES.map(({ to, label, Icon }) => (
            <Button key={to} asChild variant="outline">
              <Link to={to}>
                <Icon aria-hidden="true" /> {label}
              </Link>
            </Button>
          ))}
        </nav>
      </div>
      <Tabs defaultValue="users" className="grid gap-4">
        <TabsList className="h-auto w-full flex-wrap justify-start sm:w-auto">
          <TabsTrigger value="supplements">
            <Database aria-hidden="true" /> Supplements
          </TabsTrigger>
          <TabsTrigger value="refresh">
            <RefreshCw aria-hidden="true" /> Data Refresh
          </TabsTrigger>
          <TabsTrigger value="users">
            <Users aria-hidden="true" /> Users
          </TabsTrigger>
          <TabsTrigger value="feedback">
            <MessageSquare aria-hidden="true" /> Feedback
          </TabsTrigger>
        </TabsList>
        <TabsContent value="supplements">
          <SupplementsTab />
        </TabsContent>
        <TabsContent value="refresh">
          <DataRefreshTab />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab selfId={selfId} />
        </TabsContent>
        <TabsContent value="feedback">
          <FeedbackTab />
        </TabsContent>
      </Tabs>
      <RateLimitDemo />
    </div>
  );
}

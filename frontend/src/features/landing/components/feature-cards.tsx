import { BookOpen, Brain, CalendarClock, HeartPulse, ShieldCheck, TrendingUp, type LucideIcon } from 'lucide-react';
import { Card, CardContent } from '../../../components/ui/card.tsx';

type Feature = { title: string; description: string; icon: LucideIcon; tint: string };

const FEATURES: readonly Feature[] = [
  {
    title: 'AI-Powered Insights',
    description: 'A plain-language analysis of what each supplement in your routine does for you.',
    icon: Brain,
    tint: 'bg-violet-500/10 text-violet-600 dark:text-violet-400',
  },
  {
    title: 'Drug Interaction Analysis',
    description: 'Check supplements and prescriptions against each other and spot risky combinations early.',
    icon: ShieldCheck,
    tint: 'bg-rose-500/10 text-rose-600 dark:text-rose-400',
  },
  {
    title: 'Progress Tracking',
    description: 'Log every dose in one tap and watch your adherence improve week by week.',
    icon: TrendingUp,
    tint: 'bg-emerald-500/10 text-emerald-600 dark:text-emerald-400',
  },
  {
    title: 'Smart Scheduling',
    description: 'Know what to take and when, with a reminder before your stock runs out.',
    icon: CalendarClock,
    tint: 'bg-sky-500/10 text-sky-600 dark:text-sky-400',
  },
  {
    title: 'Health Condition Support',
    description: 'Record your health conditions and get suggestions that take them into account.',
    icon: HeartPulse,
    tint: 'bg-orange-500/10 text-orange-600 dark:text-orange-400',
  },
  {
    title: 'Research-Backed Advice',
    description: 'Evidence levels and research summaries, so you know what the science actually says.',
    icon: BookOpen,
    tint: 'bg-teal-500/10 text-teal-600 dark:text-teal-400',
  },
];

export function FeatureCards() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {FEATURES.map(({ title, description, icon: Icon, tint }) => (
        <li key={title}>
          <Card className="h-full transition-shadow hover:shadow-md">
            <CardContent className="grid gap-3 pt-5">
              <span className={`grid size-11 place-items-center rounded-xl ${tint}`}>
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="text-muted-foreground text-sm leading-relaxed">{description}</p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

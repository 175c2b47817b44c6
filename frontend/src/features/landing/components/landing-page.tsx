import { ArrowRight, FlaskConical, PlayCircle, Sparkles } from 'lucide-react';
import { AiDisclaimer } from '../../../components/disclaimers.tsx';
import { SiteFooter } from '../../../components/layout/site-footer.tsx';
import { ThemeToggle } from '../../../components/layout/theme-toggle.tsx';
import { Logo } from '../../../components/logo.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { enableDemoMode } from '../../../lib/demo/demo-mode.ts';
import { LOGIN_PATH } from '../../../lib/navigation.ts';
import { browserStorage } from '../../../lib/storage.ts';
import { FeatureCards } from './feature-cards.tsx';

function startDemo() {
  enableDemoMode(browserStorage());
  window.location.reload();
}

// Loaded by name through lazyRouteComponent in routes/index.tsx, which the unused-exports check cannot see.
// ts-unused-exports:disable-next-line
export function LandingPage() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="bg-card/85 sticky top-0 z-40 border-b backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <Logo />
          <div className="flex items-center gap-2">
            <ThemeToggle />
            <Button asChild size="sm">
              <a href={LOGIN_PATH}>Sign In</a>
            </Button>
          </div>
        </div>
      </header>

      <main className="flex-1">
        <section className="from-primary-soft/70 bg-linear-to-b to-transparent">
          <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6 sm:py-24">
            <div className="flex flex-wrap justify-center gap-2">
              <Badge>
                <Sparkles aria-hidden="true" />
                AI-Powered Health Management
              </Badge>
              <Badge variant="warning">
                <FlaskConical aria-hidden="true" />
                Alpha Testing
              </Badge>
            </div>
            <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
              Your supplements and medications, <span className="text-primary">finally organised</span>
            </h1>
            <p className="text-muted-foreground max-w-2xl text-lg text-pretty">
              Track every supplement and prescription, log your doses, keep an eye on stock, and get AI-powered insights
              into benefits and interactions.
            </p>
            <div className="bg-warning-soft text-foreground max-w-2xl rounded-xl border px-4 py-3 text-left text-sm">
              <strong className="font-semibold">Alpha version.</strong> Regimen is in early testing: features may change
              and your data could be reset. Thank you for helping us improve it.
            </div>
            <AiDisclaimer className="max-w-2xl text-left" />
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <a href={LOGIN_PATH}>
                  Get Started Free
                  <ArrowRight aria-hidden="true" />
                </a>
              </Button>
              <Button size="lg" variant="outline" onClick={startDemo}>
                <PlayCircle aria-hidden="true" />
                Try Demo
              </Button>
            </div>
          </div>
        </section>

        <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <div className="mb-10 text-center">
            <h2 id="features-heading" className="text-3xl font-bold tracking-tight">
              Everything your routine needs
            </h2>
            <p className="text-muted-foreground mt-2">One place for what you take, when you take it, and why.</p>
          </div>
          <FeatureCards />
        </section>

        <section aria-labelledby="cta-heading" className="px-4 pb-20 sm:px-6">
          <div className="bg-primary text-primary-foreground mx-auto flex max-w-4xl flex-col items-center gap-5 rounded-2xl px-6 py-12 text-center shadow-lg">
            <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
              Ready to take control of your health?
            </h2>
            <p className="max-w-xl opacity-90">Build your routine in minutes. Free while Regimen is in alpha.</p>
            <Button asChild size="lg" variant="outline" className="text-foreground border-transparent">
              <a href={LOGIN_PATH}>
                Start Your Journey
                <ArrowRight aria-hidden="true" />
              </a>
            </Button>
          </div>
        </section>
      </main>

      <SiteFooter aboveBottomBar={false} />
    </div>
  );
}

import { Link } from '@tanstack/react-router';
import { ShieldAlert } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';

/** Spec: shown when prescriptions exist; tells the user to consult a provider and use the Research page. */
export function InteractionCheckingCard() {
  return (
    <Card role="note" className="border-warning/40 bg-warning-soft flex items-start gap-3 p-4">
      <ShieldAlert aria-hidden="true" className="text-warning mt-0.5 size-5 shrink-0" />
      <div className="grid gap-1 text-sm">
        <h2 className="font-semibold">Interaction Checking</h2>
        <p>
          Your prescriptions are checked against your supplements on the dashboard and in each prescription's AI Analysis. These checks
          cover the interactions in our knowledge base only: always consult your doctor or pharmacist before starting, stopping or
          combining medicines and supplements, and look supplements up on the{' '}
          <Link to="/research" className="font-medium underline underline-offset-2">
            Research page
          </Link>
          .
        </p>
      </div>
    </Card>
  );
}

import { MEDICAL_DISCLAIMER } from '../../../components/disclaimers.tsx';
import { LegalPage, type LegalSection } from './legal-page.tsx';

const SECTIONS: readonly LegalSection[] = [
  { heading: 'Not medical advice', body: <p>{MEDICAL_DISCLAIMER}</p> },
  {
    heading: 'Interaction checks have limits',
    body: (
      <p>
        Regimen checks your supplements and prescriptions against its own knowledge base, which names the sources of each
        finding. A product or medicine it does not recognise is listed as not checked: no finding about it does not mean it
        is safe. Your pharmacist can check everything you take.
      </p>
    ),
  },
  {
    heading: 'AI-generated content',
    body: (
      <p>
        Answers marked as coming from an AI model are produced automatically. They can be incomplete or wrong and do not
        replace the judgement of a doctor or pharmacist who knows your history.
      </p>
    ),
  },
  { heading: 'Emergencies', body: <p>If you think you are having a reaction or an emergency, contact your local emergency services now.</p> },
];

export function DisclaimerPage() {
  return <LegalPage title="Medical Disclaimer" intro="Please read this before relying on anything Regimen shows you." sections={SECTIONS} />;
}

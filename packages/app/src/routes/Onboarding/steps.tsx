import { STORYTELLER_AGE_MAX, STORYTELLER_AGE_MIN } from '@kinstory/contract';
import { TextField } from '@kinstory/ui';
import type { ProjectForm, ProjectFormErrors } from '../../onboarding/validation.ts';
import * as layout from '../../app/layout.css.ts';

export function WelcomeStep() {
  return (
    <div className={layout.stack}>
      <p>Every family has stories worth keeping. Kinstory helps you record them before they are lost.</p>
      <p>In the next few steps you will tell us who the storyteller is. It takes less than 5 minutes.</p>
    </div>
  );
}

const howItWorks = [
  'Tell us about your storyteller.',
  'Your storyteller chats with a friendly AI interviewer, by typing or speaking.',
  'Kinstory gathers the people, places, dates and whole stories from each chat.',
  'Your family reads along, adds memories and asks follow-up questions.',
];

export function HowItWorksStep() {
  return (
    <div className={layout.stack}>
      <ol className={layout.stack}>
        {howItWorks.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ol>
      <p className={layout.muted}>Most families finish in 4-8 weeks with weekly chats</p>
    </div>
  );
}

interface ProjectStepProps {
  form: ProjectForm;
  errors: ProjectFormErrors;
  onChange: (field: keyof ProjectForm) => (value: string) => void;
}

/** A field that must be filled in: invalid, and saying why, while it has an error. */
const required = (error: string | undefined) => ({ isRequired: true, isInvalid: Boolean(error), errorMessage: error });

export function ProjectStep({ form, errors, onChange }: ProjectStepProps) {
  const field = (name: keyof ProjectForm) => ({ name, value: form[name], onChange: onChange(name) });
  return (
    <div className={layout.stack}>
      <TextField label="Your Name" autoComplete="name" {...field('adminName')} {...required(errors.adminName)} />
      <TextField label="Storyteller's Name" {...field('storytellerName')} {...required(errors.storytellerName)} />
      <AgeField label="Storyteller's Age" {...field('storytellerAge')} error={errors.storytellerAge} />
    </div>
  );
}

/** A whole-number age from 1 to 120 (SPEC §5), with the input's own min and max. */
export function AgeField({ label, name, value, onChange, error }: { label: string; name: string; value: string; onChange: (value: string) => void; error?: string | undefined }) {
  return (
    <TextField
      label={label}
      name={name}
      type="number"
      inputMode="numeric"
      value={value}
      onChange={onChange}
      {...required(error)}
      description={`A whole number from ${STORYTELLER_AGE_MIN} to ${STORYTELLER_AGE_MAX}`}
      // react-aria's TextField passes unknown DOM props to nothing, so min and max are set on the
      // input through the ref below.
      ref={(field) => {
        const input = field?.querySelector('input');
        input?.setAttribute('min', String(STORYTELLER_AGE_MIN));
        input?.setAttribute('max', String(STORYTELLER_AGE_MAX));
      }}
    />
  );
}

export function ReadyStep({ storytellerName }: { storytellerName: string }) {
  return (
    <div className={layout.stack}>
      <p>Everything is ready for {storytellerName || 'your storyteller'}'s stories.</p>
      <p>Next, create your account so your project is kept safe. Then you can start the first conversation.</p>
    </div>
  );
}
